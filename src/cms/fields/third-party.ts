import { addressLines, httpsUrl, type ThirdPartyOrigins, thirdPartyOrigins } from '@/lib/third-party'

type Env = Record<string, string | undefined>

/**
 * Third-party addresses in site settings must be https and sit on an origin the server's
 * Content-Security-Policy names (an environment variable read when the site is built): anything
 * else would be blocked in the visitor's browser, so the editor hears it here instead.
 */
function check(lines: string[], kind: keyof ThirdPartyOrigins, variable: string, env: Env): true | string {
  let allowed: string[]
  try {
    allowed = thirdPartyOrigins(env)[kind]
  } catch {
    return `Palvelimen ympäristömuuttuja ${variable} on virheellinen; korjaa se ennen kuin tallennat osoitteen.`
  }
  for (const line of lines) {
    const url = httpsUrl(line)
    if (!url) return `Anna https-alkuinen osoite: ${line}`
    if (!allowed.includes(url.origin))
      return `${url.origin} puuttuu palvelimen asetuksesta ${variable}, joten selain estäisi sen. Pyydä ylläpitoa lisäämään se.`
  }
  return true
}

export function validateAnalyticsUrl(value: unknown, env: Env = process.env): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Anna https-alkuinen osoite.'
  return check([value.trim()], 'analytics', 'ANALYTICS_ORIGINS', env)
}

export function validateLookupUrls(value: unknown, env: Env = process.env): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string') return 'Anna https-alkuiset osoitteet, yksi riville.'
  return check(addressLines(value), 'lookup', 'CONSENT_LOOKUP_ORIGINS', env)
}
