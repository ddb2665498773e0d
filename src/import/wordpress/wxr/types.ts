/** The site an export came from (the channel's head). */
export interface WxrSite {
  title: string
  link: string
  baseSiteUrl: string
  baseBlogUrl: string
  version: string
}

/** A category, tag or other term of the channel's head. */
export interface WxrTerm {
  taxonomy: string
  id: number
  slug: string
  /** The parent's slug (WXR names parents by slug). */
  parent: string
  name: string
}

export interface WxrComment {
  id: number
  author: string
  email: string
  url: string
  date: string
  dateGmt: string
  content: string
  /** '1' approved, '0' pending, 'spam', 'trash'. */
  approved: string
  type: string
  parent: number
}

/** One `<item>`: a post, page, attachment, menu item or any other post type. */
export interface WxrItem {
  id: number
  type: string
  title: string
  link: string
  guid: string
  creator: string
  content: string
  excerpt: string
  date: string
  dateGmt: string
  slug: string
  status: string
  parent: number
  menuOrder: number
  password: string
  sticky: boolean
  attachmentUrl: string
  /** `<category domain="category|post_tag|nav_menu|post_format" nicename="…">Name</category>`. */
  terms: { domain: string; slug: string; name: string }[]
  meta: Record<string, string>
  comments: WxrComment[]
}

export type WxrEntry =
  | { kind: 'site'; site: WxrSite }
  | { kind: 'author'; author: { login: string; displayName: string } }
  | { kind: 'term'; term: WxrTerm }
  | { kind: 'item'; item: WxrItem }
