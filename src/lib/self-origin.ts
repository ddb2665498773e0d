type Env = Record<string, string | undefined>

/** Where the running server answers itself: for the few answers made from one of its own pages. */
export function selfOrigin(env: Env = process.env): string {
  return env.INTERNAL_URL || `http://127.0.0.1:${env.PORT || '3000'}`
}

/** The site's public address (SERVER_URL), as everything that names it defaults. */
export function publicUrl(env: Env = process.env): string {
  return env.SERVER_URL || 'http://localhost:3000'
}

function originOf(name: string, url: string): string {
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`${name} is not a URL: ${url}`)
  }
}

/**
 * The origins whose requests may use the admin's session cookie (Payload's `csrf` list): the
 * public address and the instance's own one. A request carrying the cookie from any other origin
 * is treated as signed out. Payload compares the Origin header as a whole string, so these are
 * bare origins (no path, no trailing slash).
 */
export function trustedOrigins(env: Env = process.env): string[] {
  return [...new Set([originOf('SERVER_URL', publicUrl(env)), originOf('INTERNAL_URL', selfOrigin(env))])]
}

/** The session cookie goes only over https when the site is served over https. */
export function sessionCookieSecure(env: Env = process.env): boolean {
  return /^https:\/\//i.test(env.SERVER_URL?.trim() ?? '')
}
