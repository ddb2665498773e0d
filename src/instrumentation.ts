/** Next.js calls this once per server start, before the first request is served. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { offerStateRoute } = await import('./lib/state-route-offer')
  offerStateRoute()
  const { prepareSite } = await import('./seed/startup')
  await prepareSite()
}
