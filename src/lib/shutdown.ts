/** Same keys as SHUTDOWN_KEY and DRAINING_KEY in scripts/server.mjs. */
const SHUTDOWN_KEY = Symbol.for('kajo.shutdown')
const DRAINING_KEY = Symbol.for('kajo.draining')

type Finish = () => Promise<unknown>

/**
 * Registers work the production server waits for when it shuts down (bounded by its grace time):
 * `finish` stops taking new work and resolves when the current piece is done or handed back.
 */
export function onShutdown(finish: Finish): void {
  const existing: unknown = Reflect.get(globalThis, SHUTDOWN_KEY)
  const set = existing instanceof Set ? (existing as Set<Finish>) : new Set<Finish>()
  set.add(finish)
  Reflect.set(globalThis, SHUTDOWN_KEY, set)
}

/** True once the server has begun to shut down: the instance is no longer ready for new work. */
export function isDraining(): boolean {
  return Reflect.get(globalThis, DRAINING_KEY) === true
}
