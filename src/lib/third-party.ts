/**
 * Third parties a public page may talk to: the analytics script and the country-lookup services.
 * Their origins are server configuration (environment variables), so the Content-Security-Policy
 * header can name them exactly; the addresses themselves are site settings, which must stay
 * within those origins.
 */

/** Only https addresses may name a third party the page talks to (analytics, country lookup). */
export function httpsUrl(value: string | null | undefined): URL | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

export type ThirdPartyOrigins = {
  /** `ANALYTICS_ORIGINS`: where the analytics script, its beacons and pixels come from. */
  analytics: string[]
  /** `CONSENT_LOOKUP_ORIGINS`: the country-lookup services the consent banner may ask. */
  lookup: string[]
}

export const NO_THIRD_PARTIES: ThirdPartyOrigins = { analytics: [], lookup: [] }

/**
 * A list of https origins from an environment variable, separated by spaces or commas. A path,
 * query or non-https entry is a configuration error, reported with the variable's name, rather
 * than silently widening or dropping an origin.
 */
export function parseOrigins(name: string, value: string | undefined): string[] {
  const origins: string[] = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = httpsUrl(entry)
    if (url === null || url.pathname !== '/' || url.search || url.hash)
      throw new Error(`${name}: "${entry}" is not an https origin (https://host or https://host:port).`)
    if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return origins
}

/** The configured third-party origins; throws on a malformed variable. */
export function thirdPartyOrigins(env: Record<string, string | undefined> = process.env): ThirdPartyOrigins {
  return {
    analytics: parseOrigins('ANALYTICS_ORIGINS', env.ANALYTICS_ORIGINS),
    lookup: parseOrigins('CONSENT_LOOKUP_ORIGINS', env.CONSENT_LOOKUP_ORIGINS),
  }
}

/** The non-empty lines of a text field that lists addresses one per line. */
export function addressLines(value: string | null | undefined): string[] {
  return (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The country-lookup services in the order given, valid https addresses only. */
export function lookupUrls(value: string | null | undefined): string[] {
  return addressLines(value).flatMap((line) => httpsUrl(line)?.href ?? [])
}
