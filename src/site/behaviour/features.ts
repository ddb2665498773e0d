/**
 * docs/page.md: the browser features the page runtime relies on, named in one console line when
 * missing. The page still works without them where it can (links, forms and the consent buttons
 * need no script); the line tells a developer why something richer did not.
 */
type Scope = {
  fetch?: unknown
  FormData?: unknown
  NodeList?: { prototype: { forEach?: unknown } }
  String: { prototype: { replaceAll?: unknown } }
}

export function missingFeatures(scope: Scope = globalThis): string[] {
  const checks: [string, unknown][] = [
    ['fetch', scope.fetch],
    ['FormData', scope.FormData],
    ['NodeList.forEach', scope.NodeList?.prototype.forEach],
    ['String.replaceAll', scope.String.prototype.replaceAll],
  ]
  return checks.filter(([, feature]) => typeof feature !== 'function').map(([name]) => name)
}

let reported = false

/** Logs the missing features once per page load (the runtime may start more than once). */
export function reportMissingFeatures(scope: Scope = globalThis): void {
  if (reported) return
  reported = true
  const missing = missingFeatures(scope)
  if (missing.length > 0) console.log(`Missing browser features: ${missing.join(', ')}`)
}
