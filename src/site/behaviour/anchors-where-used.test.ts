import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from './fake-observer'
import { startBehaviour } from './start'

/** Stands for the anchors' code: counts how often the runtime started it. */
const started = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/ui/anchors', () => ({
  initAnchors: () => {
    started.count++
    return () => undefined
  },
}))

/** Lets the runtime's dynamic import of the anchors' code finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  history.replaceState(null, '', '/')
  started.count = 0
})

describe("the anchors' code loads only where it has work", () => {
  it('not on a page whose only #!/ link is the back-to-top link, until the visitor reaches for it', async () => {
    fakeBrowser()
    document.body.innerHTML =
      '<nav><a href="/palvelut">Palvelut</a></nav><a href="#main">Sisältöön</a><footer><a id="up" href="#!/up">Ylös</a></footer>'
    const stop = startBehaviour()
    await settle()
    expect(started.count).toBe(0)
    document.getElementById('up')?.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await settle()
    expect(started.count).toBe(1)
    stop()
  })

  it('at once for a menu link to a place on the page (the scroll spy)', async () => {
    fakeBrowser()
    document.body.innerHTML = '<nav><a href="#!/palvelut">Palvelut</a></nav><section id="palvelut"></section>'
    const stop = startBehaviour()
    await settle()
    expect(started.count).toBe(1)
    stop()
  })

  it('at once for a #!/ address, and for one set later', async () => {
    fakeBrowser()
    history.replaceState(null, '', '/#!/palvelut')
    const stop = startBehaviour()
    await settle()
    expect(started.count).toBe(1)
    stop()

    history.replaceState(null, '', '/')
    started.count = 0
    const again = startBehaviour()
    await settle()
    expect(started.count).toBe(0)
    history.replaceState(null, '', '/#!/up')
    dispatchEvent(new HashChangeEvent('hashchange'))
    await settle()
    expect(started.count).toBe(1)
    again()
  })
})
