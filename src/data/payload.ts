import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Local API handle the site's server code uses. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
