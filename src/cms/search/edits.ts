/**
 * Typo tolerance: one edit (a letter left out, added, changed, or two neighbours swapped). Words
 * within one edit share a "deletion variant" (the word, or the word with one letter removed), so
 * the index stores each root's variants and a query looks its own variants up: an indexed lookup
 * instead of comparing the query with every word the site has.
 */

/** The word itself and every form of it with one letter removed. */
export function deletionVariants(word: string): string[] {
  const letters = [...word]
  const out = new Set([word])
  for (let i = 0; i < letters.length; i++) out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''))
  return [...out]
}

/** Whether two words differ by at most one edit (optimal string alignment distance ≤ 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const x = [...a]
  const y = [...b]
  if (Math.abs(x.length - y.length) > 1) return false
  let i = 0
  while (i < x.length && i < y.length && x[i] === y[i]) i++
  const restEqual = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('')
  if (x.length === y.length) {
    if (restEqual(i + 1, i + 1)) return true
    return x[i] === y[i + 1] && x[i + 1] === y[i] && restEqual(i + 2, i + 2)
  }
  return x.length > y.length ? restEqual(i + 1, i) : restEqual(i, i + 1)
}
