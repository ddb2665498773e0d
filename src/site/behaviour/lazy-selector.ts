/**
 * What lazy reveal (lazy.ts) works on; apart from it so the page runtime can ask whether a page
 * has any without loading that code. Images only: embeds waiting for cookie consent keep their
 * `data-src` until the banner allows them.
 */
export const LAZY = 'img[data-src], img[data-srcset], [data-bg]'
