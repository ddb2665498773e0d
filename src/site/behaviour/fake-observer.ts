import { vi } from 'vitest'

/** happy-dom's IntersectionObserver never reports; tests drive this one instead. */
export class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.targets.add(el)
  }
  unobserve(el: Element) {
    this.targets.delete(el)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
  /** Reports `els` as entering (or leaving) the viewport. */
  report(els: Element[], isIntersecting = true) {
    const entries = els
      .filter((el) => this.targets.has(el))
      .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver)
  }
}

/** Installs the fake observer and a matchMedia answering `reduce` as told. */
export function fakeBrowser({ reduce = false } = {}) {
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

/** Every fake observer watching `el`. */
export function observersOf(el: Element): FakeObserver[] {
  return FakeObserver.all.filter((o) => o.targets.has(el))
}
