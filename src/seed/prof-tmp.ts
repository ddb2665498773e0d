import config from '@payload-config'
import { getPayload } from 'payload'
import { findHits, queryWords, rankEntries } from '@/cms/search/match'
import { parseQuery } from '@/cms/search/normalise'
import { openStore } from '@/cms/search/search-index'

async function main() {
  const payload = await getPayload({ config })
  const store = await openStore(payload)
  for (const q of ['verkkosivut', 'kauppa', 'kirjoitus', 'verkkosivt', 'tietoturva']) {
    const parsed = parseQuery(q)
    if (parsed.kind !== 'terms') continue
    for (let round = 0; round < 4; round++) {
      const t0 = performance.now()
      const words = await queryWords(parsed.terms, 'fi', (v) => store.rootsByVariant('fi', v))
      const t1 = performance.now()
      const cands = await store.candidates('fi', words, 200)
      const t2 = performance.now()
      const top = rankEntries(cands, words).slice(0, 50)
      const t3 = performance.now()
      const bodies = await store.bodies(top.map((e) => e.rowId))
      const t4 = performance.now()
      for (const e of top) findHits(bodies.get(e.rowId) ?? '', words, 'fi')
      const t5 = performance.now()
      if (round === 3) console.log(q, `words ${(t1 - t0).toFixed(1)} cands ${(t2 - t1).toFixed(1)} (${cands.length}) rank ${(t3 - t2).toFixed(1)} bodies ${(t4 - t3).toFixed(1)} hits ${(t5 - t4).toFixed(1)}`)
    }
  }
}
main().then(() => process.exit(0))
