/**
 * Cache tags shared by the readers (src/data/pages.ts) and the CMS hooks that revalidate them.
 * A route's cached HTML carries the tags of every read it made, so revalidating a tag refreshes
 * exactly the routes that showed that data.
 */
export const CACHE_TAGS = {
  /** The page index: every published page's title, address and parent (menus, breadcrumbs, alternates, sitemap). */
  pageIndex: 'pages',
  /** One page's own content, in every locale. */
  page: (id: number | string) => `page:${id}`,
  /** A global (header, footer, site settings). */
  global: (slug: string) => `global:${slug}`,
  /** Uploaded files: any page or global may show one. */
  media: 'media',
  /** One document of a collection (a post, portfolio item or gallery): its page and its cards. */
  document: (collection: string, id: number | string) => `${collection}:${id}`,
  /** Which document a slug names: refreshed when a document takes or leaves the slug. */
  slug: (collection: string, slug: string) => `slug:${collection}:${slug}`,
  /** Every list of a collection: a publish there can add, remove or reorder items. */
  list: (collection: string) => `list:${collection}`,
  /** Category titles and slugs (list filters, post pages). */
  categories: 'categories',
  /** One product's approved reviews (its page, its JSON-LD rating). */
  productReviews: (productId: number | string) => `product-reviews:${productId}`,
  /** One post's approved comments. */
  postComments: (postId: number | string) => `post-comments:${postId}`,
} as const
