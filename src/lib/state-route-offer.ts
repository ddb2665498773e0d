import { stateRoute } from './list-state'

/** Same key as STATE_ROUTE_KEY in scripts/server.mjs. */
export const STATE_ROUTE_KEY = Symbol.for('kajo.state-route')

/**
 * Hands the list states' routing, as built with the site, to the production server
 * (scripts/server.mjs), which routes addresses with list state before Next.js sees them.
 */
export function offerStateRoute(): void {
  Reflect.set(globalThis, STATE_ROUTE_KEY, stateRoute)
}
