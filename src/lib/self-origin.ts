/** Where the running server answers itself: for the few answers made from one of its own pages. */
export function selfOrigin(): string {
  return process.env.INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || '3000'}`
}
