/**
 * YouTube and Vimeo addresses as editors paste them, parsed into what an embed needs. Embeds go
 * to youtube-nocookie.com and Vimeo's do-not-track player, the origins the CSP allows in frames.
 */

export type EmbedSource = 'youtube' | 'vimeo'

export type ParsedVideo = {
  source: EmbedSource
  id: string
  /** Vimeo's private-link hash (`vimeo.com/123/abc…`, `?h=abc…`). */
  hash: string | null
  /** Start offset in seconds from `t=` / `start=` / `#t=`. */
  start: number | null
}

export const SERVICE_NAMES: Record<EmbedSource, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = ['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']
const YOUTUBE_PATHS = ['embed', 'shorts', 'live', 'v', 'e']
const VIMEO_HOSTS = ['vimeo.com', 'player.vimeo.com']

function toUrl(value: string): URL | null {
  const text = value.trim()
  if (!text) return null
  try {
    // Editors often paste `youtu.be/…` or `www.youtube.com/…` without the scheme.
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

function host(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '')
}

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds; anything else → null. */
export function parseTime(value: string | null | undefined): number | null {
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value) || null
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value)
  if (!match?.[0]) return null
  const [, h = '0', m = '0', s = '0'] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s) || null
}

function startOf(url: URL): number | null {
  const fragment = new URLSearchParams(url.hash.slice(1))
  return parseTime(url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragment.get('t'))
}

export function parseYouTube(value: string): ParsedVideo | null {
  const url = toUrl(value)
  if (!url) return null
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined = null
  if (host(url) === 'youtu.be') id = segments[0]
  else if (YOUTUBE_HOSTS.includes(host(url))) {
    if (segments[0] === 'watch') id = url.searchParams.get('v')
    else if (segments[0] && YOUTUBE_PATHS.includes(segments[0])) id = segments[1]
  }
  return id && YOUTUBE_ID.test(id) ? { source: 'youtube', id, hash: null, start: startOf(url) } : null
}

export function parseVimeo(value: string): ParsedVideo | null {
  const url = toUrl(value)
  if (!url || !VIMEO_HOSTS.includes(host(url))) return null
  const segments = url.pathname.split('/').filter(Boolean)
  let index = -1
  if (host(url) === 'player.vimeo.com') index = segments[0] === 'video' ? 1 : -1
  else {
    // vimeo.com/123, /123/hash, /channels/x/123, /groups/x/videos/123, /showcase/x/video/123
    for (let i = segments.length - 1; i >= 0; i--) {
      if (/^\d+$/.test(segments[i] ?? '') && !['showcase', 'album', 'user'].includes(segments[i - 1] ?? '')) {
        index = i
        break
      }
    }
  }
  const id = segments[index]
  if (!id || !/^\d+$/.test(id)) return null
  const next = segments[index + 1]
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]{6,}$/i.test(next) ? next : null)
  return { source: 'vimeo', id, hash: hash && /^[0-9a-f]+$/i.test(hash) ? hash : null, start: startOf(url) }
}

/** The address parsed for the chosen service, or null when it is not one of its video links. */
export function parseVideoUrl(source: EmbedSource, value: string): ParsedVideo | null {
  return source === 'youtube' ? parseYouTube(value) : parseVimeo(value)
}

/** A player the visitor starts: controls, no autoplay, no tracking cookies where the host allows. */
export function embedUrl(video: ParsedVideo): string {
  if (video.source === 'youtube') {
    const params = new URLSearchParams({ rel: '0' })
    if (video.start) params.set('start', String(video.start))
    return `https://www.youtube-nocookie.com/embed/${video.id}?${params}`
  }
  const params = new URLSearchParams({ dnt: '1' })
  if (video.hash) params.set('h', video.hash)
  return `https://player.vimeo.com/video/${video.id}?${params}${video.start ? `#t=${video.start}s` : ''}`
}

export type BackgroundOptions = {
  muted: boolean
  loop: boolean
  /** Seconds; YouTube stops by its `end` parameter, Vimeo through its player API (the section's island). */
  start: number | null
  stop: number | null
}

/**
 * A background's part of the video in whole seconds: from `start` (0 when unset or not a sensible
 * number) to `stop`, which counts only after the start (else the video plays to its end).
 */
export function playRange(
  start: number | null | undefined,
  stop: number | null | undefined,
): { start: number; stop: number | null } {
  const seconds = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
  const from = seconds(start)
  const to = seconds(stop)
  return { start: from, stop: to > from ? to : null }
}

/** A section background: autoplaying, chrome-free, looping as set. */
export function backgroundEmbedUrl(video: ParsedVideo, options: BackgroundOptions): string {
  const { start, stop } = playRange(options.start ?? video.start, options.stop)
  if (video.source === 'youtube') {
    const params = new URLSearchParams({
      autoplay: '1',
      mute: options.muted ? '1' : '0',
      controls: '0',
      disablekb: '1',
      playsinline: '1',
      rel: '0',
      iv_load_policy: '3',
    })
    // YouTube loops a single video only as a one-item playlist.
    if (options.loop) {
      params.set('loop', '1')
      params.set('playlist', video.id)
    }
    if (start) params.set('start', String(start))
    if (stop) params.set('end', String(stop))
    return `https://www.youtube-nocookie.com/embed/${video.id}?${params}`
  }
  const params = new URLSearchParams({
    background: '1',
    autoplay: '1',
    muted: options.muted ? '1' : '0',
    loop: options.loop ? '1' : '0',
    dnt: '1',
  })
  if (video.hash) params.set('h', video.hash)
  return `https://player.vimeo.com/video/${video.id}?${params}${start ? `#t=${start}s` : ''}`
}

type BackgroundVideo = {
  source?: 'hosted' | 'youtube' | 'vimeo' | null
  url?: string | null
  muted?: boolean | null
  loop?: boolean | null
  autoplay?: boolean | null
  start?: number | null
  stop?: number | null
}

export type BackgroundEmbed = {
  src: string
  service: string
  source: EmbedSource
  /** The part that plays (seconds), for the Vimeo player's stop, which its address cannot carry. */
  start: number
  stop: number | null
  loop: boolean
}

/**
 * A section's YouTube/Vimeo background as an embed, or null (hosted file, bad address, or
 * autoplay off: a background cannot be started by hand, so the poster stays).
 */
export function backgroundEmbed(video: BackgroundVideo | null | undefined): BackgroundEmbed | null {
  if (!video?.url || (video.source !== 'youtube' && video.source !== 'vimeo') || video.autoplay === false)
    return null
  const parsed = parseVideoUrl(video.source, video.url)
  if (!parsed) return null
  const options = {
    muted: video.muted ?? true,
    loop: video.loop ?? true,
    start: video.start ?? null,
    stop: video.stop ?? null,
  }
  return {
    src: backgroundEmbedUrl(parsed, options),
    service: SERVICE_NAMES[parsed.source],
    source: parsed.source,
    ...playRange(options.start ?? parsed.start, options.stop),
    loop: options.loop,
  }
}
