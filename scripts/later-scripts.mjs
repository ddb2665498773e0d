// A public page's own scripts start once its first screen has painted, not while it paints.
//
// Next.js writes its chunks as `<script src async>`: on a fast connection they arrive before the
// first frame and their evaluation (React, the router, our islands: ~450 kB of source) runs before
// the largest picture or text is drawn; on a phone that is a second of main-thread work in front of
// the largest paint. Everything a visitor reads is in the HTML already, and what needs JavaScript
// (menus, widgets, the consent banner) is usable without it or waits for hydration anyway. So the
// answer's chunk tags become inert (`type="text/plain"`, the address kept in `data-later`) and a
// small loader in the head starts them: after the page's `load`, the pictures in view decoded and
// one painted frame, or at once on the visitor's first press, key or touch, and at the latest
// LATER_SCRIPTS_MAX_WAIT_MS after the document is parsed (a slow picture must not hold the page's
// behaviour back for long).
//
// The admin, the API and a draft preview (an editor's, whose preview talks to the admin) are left
// as Next.js writes them.

/** Longest wait after DOMContentLoaded before the scripts start anyway. */
export const LATER_SCRIPTS_MAX_WAIT_MS = 3000

/** Started from the head; finds the inert chunk tags when it runs, so also the ones later in the body. */
export const LATER_SCRIPTS_LOADER = `<script>(()=>{let started=false;const start=()=>{if(started)return;started=true;for(const inert of document.querySelectorAll('script[data-later]')){const s=document.createElement('script');s.src=inert.dataset.later;s.async=true;document.head.append(s)}};const inView=(img)=>{const box=img.getBoundingClientRect();return box.width>0&&box.bottom>0&&box.top<innerHeight};const afterPaint=()=>Promise.all([...document.images].filter(inView).map((img)=>img.decode().catch(()=>{}))).then(()=>requestAnimationFrame(()=>setTimeout(start)));if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true});const parsed=()=>{setTimeout(start,${LATER_SCRIPTS_MAX_WAIT_MS});for(const type of['pointerdown','keydown','touchstart'])addEventListener(type,start,{once:true,passive:true,capture:true})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed,{once:true});else parsed()})()</script>`

/** The longest tail held back because a tag may continue in the next chunk. */
const MAX_HELD = 2048
const LT = 0x3c
const GT = 0x3e

/**
 * Splits bytes at the last tag that may be cut off by the chunk's end: the part before it can be
 * rewritten now, the rest waits for the next chunk. ("<" is never part of a multi-byte letter.)
 */
export function splitAtOpenTag(bytes) {
  const open = bytes.lastIndexOf(LT)
  if (open < 0 || bytes.indexOf(GT, open) >= 0 || bytes.length - open > MAX_HELD)
    return [bytes, bytes.subarray(bytes.length)]
  return [bytes.subarray(0, open), bytes.subarray(open)]
}

const SCRIPT_OPEN = Buffer.from('<script src="/_next/static/chunks/')
const SCRIPT_CLOSE = Buffer.from('" async="">')
const PRELOAD_OPEN = Buffer.from(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/',
)
const PRELOAD_CLOSE = Buffer.from('"/>')
const HEAD_END = Buffer.from('</head>')
const INERT_OPEN = Buffer.from('<script type="text/plain" data-later="/_next/static/chunks/')
const INERT_CLOSE = Buffer.from('">')
const LOADER = Buffer.from(LATER_SCRIPTS_LOADER)
const DOT_JS = Buffer.from('.js')
const QUOTE = 0x22

/** Where a chunk's file name starting at `from` ends (its closing quote), or -1 when it is none. */
function chunkNameEnd(bytes, from) {
  const quote = bytes.indexOf(QUOTE, from)
  if (quote < 0) return -1
  const name = bytes.subarray(from, quote)
  const plain = name.length > DOT_JS.length && !name.includes(LT) && !name.includes(GT)
  return plain && name.subarray(-DOT_JS.length).equals(DOT_JS) ? quote : -1
}

/** True when `bytes` holds `text` at `at`. */
function holds(bytes, at, text) {
  return bytes.subarray(at, at + text.length).equals(text)
}

/**
 * Rewrites a complete piece of the page, as bytes, never as text: each chunk tag becomes inert, its
 * preload goes and the loader goes in before `</head>` (once: `state.loaderIn`). Only the tags are
 * touched, so the UTF-8 around them comes out as it went in; a piece with nothing to rewrite is
 * returned as it is. (Read as text, the page cost a decode, a scan and an encode of every byte on
 * every request: a third of a cached page's time in the server.)
 */
export function rewriteBytes(bytes, state) {
  const pieces = []
  let done = 0
  let script = bytes.indexOf(SCRIPT_OPEN)
  let preload = bytes.indexOf(PRELOAD_OPEN)
  let head = state.loaderIn ? -1 : bytes.indexOf(HEAD_END)
  while (script >= 0 || preload >= 0 || head >= 0) {
    const at = Math.min(...[script, preload, head].filter((i) => i >= 0))
    if (at === head) {
      pieces.push(bytes.subarray(done, at), LOADER)
      done = at
      head = -1
      state.loaderIn = true
    } else if (at === script) {
      const name = at + SCRIPT_OPEN.length
      const quote = chunkNameEnd(bytes, name)
      if (quote >= 0 && holds(bytes, quote, SCRIPT_CLOSE)) {
        pieces.push(bytes.subarray(done, at), INERT_OPEN, bytes.subarray(name, quote), INERT_CLOSE)
        done = quote + SCRIPT_CLOSE.length
      }
      script = bytes.indexOf(SCRIPT_OPEN, name)
    } else {
      const name = at + PRELOAD_OPEN.length
      const quote = chunkNameEnd(bytes, name)
      if (quote >= 0 && holds(bytes, quote, PRELOAD_CLOSE)) {
        pieces.push(bytes.subarray(done, at))
        done = quote + PRELOAD_CLOSE.length
      }
      preload = bytes.indexOf(PRELOAD_OPEN, name)
    }
  }
  if (pieces.length === 0) return bytes
  pieces.push(bytes.subarray(done))
  return Buffer.concat(pieces)
}

/** True for a request whose HTML answer gets the later scripts. */
export function wantsLaterScripts(req) {
  if (req.method !== 'GET') return false
  const path = (req.url ?? '/').split('?')[0]
  if (/^\/(?:admin|api|_next)(?:\/|$)/.test(path)) return false
  return !/(?:^|;\s*)__prerender_bypass=/.test(String(req.headers.cookie ?? ''))
}

/**
 * Rewrites `res`'s body on its way out when it is HTML, in a streaming way: a page that Next.js
 * sends in pieces still goes out in pieces. Call before the handler writes anything.
 */
export function laterScripts(req, res) {
  if (!wantsLaterScripts(req)) return
  const write = res.write
  const end = res.end
  const writeHead = res.writeHead
  const state = { loaderIn: false }
  let html
  let held = Buffer.alloc(0)
  const isHtml = () => {
    if (html === undefined) {
      html = /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
      // The rewrite changes the length; a declared one would cut the answer short.
      if (html && !res.headersSent) res.removeHeader('content-length')
    }
    return html
  }
  const bytes = (chunk, encoding) => {
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  }
  res.writeHead = function laterWriteHead(status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (Array.isArray(headers)) return writeHead.call(this, status, ...rest)
    // Headers given here go out with the status line; set them first, so a length can still go.
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
    isHtml()
    const message = rest.find((arg) => typeof arg === 'string')
    return message === undefined ? writeHead.call(this, status) : writeHead.call(this, status, message)
  }
  res.write = function laterWrite(chunk, encoding, callback) {
    if (!isHtml() || chunk === undefined || chunk === null) return write.call(this, chunk, encoding, callback)
    const done = typeof encoding === 'function' ? encoding : callback
    const piece = bytes(chunk, encoding)
    const [now, rest] = splitAtOpenTag(held.length ? Buffer.concat([held, piece]) : piece)
    held = Buffer.from(rest)
    return write.call(this, rewriteBytes(now, state), done)
  }
  res.end = function laterEnd(chunk, encoding, callback) {
    if (!isHtml()) return end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const last =
      chunk === undefined || chunk === null || typeof chunk === 'function'
        ? Buffer.alloc(0)
        : bytes(chunk, encoding)
    const tail = held.length ? Buffer.concat([held, last]) : last
    held = Buffer.alloc(0)
    return end.call(this, rewriteBytes(tail, state), done)
  }
}
