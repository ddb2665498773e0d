import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/**
 * The Payload config reaches this layer from the top: the config holds every widget's schema, so
 * importing it here would point the data layer up at the widgets. The server's start
 * (src/seed/startup.ts, run by src/instrumentation.ts before the first request) provides it. It is
 * kept on globalThis because Next bundles instrumentation and the routes as separate module
 * instances in the one process.
 */
const CONFIG = Symbol.for('kajo.payload-config')
type Holder = { [CONFIG]?: Promise<SanitizedConfig> | SanitizedConfig }

export function providePayloadConfig(config: Promise<SanitizedConfig> | SanitizedConfig): void {
  ;(globalThis as Holder)[CONFIG] = config
}

/** The one Local API handle the site's server code uses. */
export function payloadClient(): Promise<Payload> {
  const config = (globalThis as Holder)[CONFIG]
  if (!config)
    return Promise.reject(
      new Error(
        'payloadClient() before providePayloadConfig(): the server start (instrumentation) provides it',
      ),
    )
  return getPayload({ config })
}
