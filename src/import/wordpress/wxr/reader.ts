import sax from 'sax'
import { ImportError } from '../report/errors'
import type { WxrComment, WxrEntry, WxrItem, WxrSite, WxrTerm } from './types'

/** The most text one element may hold: a post body far beyond any real one, not a whole file. */
export const MAX_FIELD_CHARS = 16 * 1024 * 1024

type Open = { name: string; text: string[]; chars: number; attrs: Record<string, string> }

/**
 * Reads a WordPress export (WXR 1.0–1.2) as a stream of entries: the site, its authors, terms
 * and items one by one, so memory holds one item at a time however long the file. The file is
 * refused with an ImportError (Finnish message) when it is not XML, not a WordPress export, cut
 * off, or declares a DTD: WordPress never writes one, and a DTD is how external entities and
 * entity expansion ("billion laughs") get in, so none is read at all.
 */
export async function* readWxr(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<WxrEntry> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: true })
  const ready: WxrEntry[] = []
  const stack: Open[] = []
  let failure: ImportError | null = null
  let sawRoot = false
  let sawVersion = false
  let site: WxrSite | null = null
  let item: WxrItem | null = null
  let comment: WxrComment | null = null
  let meta: { key: string; value: string } | null = null
  const fail = (message: string) => {
    failure ??= new ImportError(message)
  }
  const where = () => `rivi ${parser.line + 1}, sarake ${parser.column + 1}`

  parser.ondoctype = () =>
    fail(
      `Tiedostossa on DTD-määrittely (${where()}). WordPressin vientitiedostossa sitä ei ole, eikä sitä lueta.`,
    )
  parser.onerror = (error) => {
    const reason = error.message.split('\n')[0]
    fail(`Tiedosto ei ole kelvollista XML:ää (${where()}): ${reason}.`)
  }
  parser.onopentag = (tag) => {
    if (failure) return
    if (!sawRoot) {
      sawRoot = true
      if (tag.name !== 'rss')
        fail('Tiedosto ei ole WordPressin vientitiedosto (WXR): juurielementti ei ole <rss>.')
    }
    const attrs: Record<string, string> = {}
    for (const [name, value] of Object.entries(tag.attributes)) attrs[name] = String(value)
    stack.push({ name: tag.name, text: [], chars: 0, attrs })
    const parent = stack[stack.length - 2]?.name
    if (tag.name === 'item' && parent === 'channel') {
      if (!sawVersion)
        fail('Tiedosto ei ole WordPressin vientitiedosto (WXR): versiotieto wp:wxr_version puuttuu.')
      item = emptyItem()
    } else if (tag.name === 'wp:comment' && item) comment = emptyComment()
    else if (tag.name === 'wp:postmeta' && item) meta = { key: '', value: '' }
    else if (tag.name === 'channel' && parent === 'rss')
      site = { title: '', link: '', baseSiteUrl: '', baseBlogUrl: '', version: '' }
  }
  const addText = (text: string) => {
    const open = stack[stack.length - 1]
    if (!open || failure) return
    open.chars += text.length
    if (open.chars > MAX_FIELD_CHARS) {
      fail(
        `Kenttä <${open.name}> on liian suuri (${where()}): enintään ${MAX_FIELD_CHARS / 1024 / 1024} milj. merkkiä.`,
      )
      return
    }
    open.text.push(text)
  }
  parser.ontext = addText
  parser.oncdata = addText
  parser.onclosetag = (name) => {
    const open = stack.pop()
    if (!open || failure) return
    const text = open.text.join('')
    const parent = stack[stack.length - 1]?.name
    if (comment) {
      if (name === 'wp:comment') {
        item?.comments.push(comment)
        comment = null
      } else setComment(comment, name, text)
      return
    }
    if (meta) {
      if (name === 'wp:postmeta') {
        if (item && meta.key) item.meta[meta.key] = meta.value
        meta = null
      } else if (name === 'wp:meta_key') meta.key = text.trim()
      else if (name === 'wp:meta_value') meta.value = text
      return
    }
    if (item) {
      if (name === 'item') {
        ready.push({ kind: 'item', item })
        item = null
      } else if (parent === 'item') setItem(item, name, text, open.attrs)
      return
    }
    if (parent === 'channel' && site) {
      if (name === 'wp:wxr_version') {
        site.version = text.trim()
        sawVersion = /^1\.[0-2]$/.test(site.version)
        if (!sawVersion)
          fail(`WXR-versiota ${site.version.slice(0, 20)} ei tueta: tuetut ovat 1.0, 1.1 ja 1.2.`)
        else ready.push({ kind: 'site', site })
      } else if (name === 'title') site.title = text.trim()
      else if (name === 'link') site.link = text.trim()
      else if (name === 'wp:base_site_url') site.baseSiteUrl = text.trim()
      else if (name === 'wp:base_blog_url') site.baseBlogUrl = text.trim()
      else if (name === 'wp:author') ready.push({ kind: 'author', author: termFields.author(open) })
      else if (name === 'wp:category' || name === 'wp:tag' || name === 'wp:term')
        ready.push({ kind: 'term', term: termFields.term(name, open) })
      return
    }
    // Children of the channel's author and term elements: kept on the parent until it closes.
    const holder = stack[stack.length - 1]
    if (holder && /^wp:(author|category|tag|term)$/.test(holder.name))
      holder.attrs[`child:${name}`] = text.trim()
  }

  for await (const chunk of chunks) {
    parser.write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'))
    if (failure) throw failure
    yield* ready.splice(0)
  }
  if (!sawRoot) throw new ImportError('Tiedosto on tyhjä tai ei ole XML:ää.')
  if (stack.length > 0)
    throw new ImportError(`Tiedosto katkeaa kesken (elementti <${stack[stack.length - 1]?.name}> jää auki).`)
  parser.close()
  if (failure) throw failure
  yield* ready.splice(0)
  if (!sawVersion)
    throw new ImportError(
      'Tiedosto ei ole WordPressin vientitiedosto (WXR): versiotieto wp:wxr_version puuttuu.',
    )
}

const child = (open: Open, name: string) => open.attrs[`child:${name}`] ?? ''

const termFields = {
  author(open: Open) {
    return {
      login: child(open, 'wp:author_login'),
      displayName: child(open, 'wp:author_display_name') || child(open, 'wp:author_login'),
    }
  },
  term(name: string, open: Open): WxrTerm {
    const taxonomy =
      name === 'wp:category' ? 'category' : name === 'wp:tag' ? 'post_tag' : child(open, 'wp:term_taxonomy')
    return {
      taxonomy,
      id: Number(child(open, 'wp:term_id')) || 0,
      slug: child(open, 'wp:category_nicename') || child(open, 'wp:tag_slug') || child(open, 'wp:term_slug'),
      parent: child(open, 'wp:category_parent') || child(open, 'wp:term_parent'),
      name: child(open, 'wp:cat_name') || child(open, 'wp:tag_name') || child(open, 'wp:term_name'),
    }
  },
}

function emptyItem(): WxrItem {
  return {
    id: 0,
    type: '',
    title: '',
    link: '',
    guid: '',
    creator: '',
    content: '',
    excerpt: '',
    date: '',
    dateGmt: '',
    slug: '',
    status: '',
    parent: 0,
    menuOrder: 0,
    password: '',
    sticky: false,
    attachmentUrl: '',
    terms: [],
    meta: {},
    comments: [],
  }
}

function emptyComment(): WxrComment {
  return {
    id: 0,
    author: '',
    email: '',
    url: '',
    date: '',
    dateGmt: '',
    content: '',
    approved: '',
    type: '',
    parent: 0,
  }
}

function setItem(item: WxrItem, name: string, text: string, attrs: Record<string, string>) {
  switch (name) {
    case 'title':
      item.title = text.trim()
      break
    case 'link':
      item.link = text.trim()
      break
    case 'guid':
      item.guid = text.trim()
      break
    case 'dc:creator':
      item.creator = text.trim()
      break
    case 'content:encoded':
      item.content = text
      break
    case 'excerpt:encoded':
      item.excerpt = text
      break
    case 'wp:post_id':
      item.id = Number(text.trim()) || 0
      break
    case 'wp:post_type':
      item.type = text.trim()
      break
    case 'wp:post_date':
      item.date = text.trim()
      break
    case 'wp:post_date_gmt':
      item.dateGmt = text.trim()
      break
    case 'wp:post_name':
      item.slug = text.trim()
      break
    case 'wp:status':
      item.status = text.trim()
      break
    case 'wp:post_parent':
      item.parent = Number(text.trim()) || 0
      break
    case 'wp:menu_order':
      item.menuOrder = Number(text.trim()) || 0
      break
    case 'wp:post_password':
      item.password = text
      break
    case 'wp:is_sticky':
      item.sticky = text.trim() === '1'
      break
    case 'wp:attachment_url':
      item.attachmentUrl = text.trim()
      break
    case 'category':
      item.terms.push({ domain: attrs.domain ?? 'category', slug: attrs.nicename ?? '', name: text.trim() })
      break
  }
}

function setComment(comment: WxrComment, name: string, text: string) {
  switch (name) {
    case 'wp:comment_id':
      comment.id = Number(text.trim()) || 0
      break
    case 'wp:comment_author':
      comment.author = text.trim()
      break
    case 'wp:comment_author_email':
      comment.email = text.trim()
      break
    case 'wp:comment_author_url':
      comment.url = text.trim()
      break
    case 'wp:comment_date':
      comment.date = text.trim()
      break
    case 'wp:comment_date_gmt':
      comment.dateGmt = text.trim()
      break
    case 'wp:comment_content':
      comment.content = text
      break
    case 'wp:comment_approved':
      comment.approved = text.trim()
      break
    case 'wp:comment_type':
      comment.type = text.trim()
      break
    case 'wp:comment_parent':
      comment.parent = Number(text.trim()) || 0
      break
  }
}
