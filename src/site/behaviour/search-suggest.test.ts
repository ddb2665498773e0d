import { afterEach, describe, expect, it, vi } from 'vitest'
import { initSearchSuggest } from './search-suggest'

const attachSuggest = vi.hoisted(() => vi.fn((_panel: HTMLElement, _options: unknown) => vi.fn()))
vi.mock('@/site/search/suggest/combobox', () => ({ attachSuggest }))

const OPTIONS = { locale: 'fi', label: 'Hakuehdotukset' }

function page(): HTMLElement {
  document.body.innerHTML = `<details id="other"><summary>x</summary></details>
    <div popover="auto" data-search-panel="popup" data-suggest='${JSON.stringify(OPTIONS)}'><form><input name="q"></form></div>`
  return document.querySelector('[data-search-panel]') as HTMLElement
}

const toggle = (target: Element, newState: 'open' | 'closed') =>
  target.dispatchEvent(Object.assign(new Event('toggle'), { newState }))

/** Lets the dynamic import and its `then` run. */
const loaded = () => vi.dynamicImportSettled()

/** Every runtime a test starts, stopped after it so its listener hears no later test. */
const runtimes: AbortController[] = []
function runtime(): AbortController {
  const controller = new AbortController()
  runtimes.push(controller)
  return controller
}

afterEach(() => {
  for (const controller of runtimes.splice(0)) controller.abort()
  attachSuggest.mockClear()
  document.body.innerHTML = ''
})

describe('search suggestions, loaded on first opening', () => {
  it('loads nothing until the search panel opens, then attaches once with the panel’s options', async () => {
    const panel = page()
    const controller = runtime()
    initSearchSuggest(controller.signal)
    toggle(document.getElementById('other') as HTMLElement, 'open')
    toggle(panel, 'closed')
    await loaded()
    expect(attachSuggest).not.toHaveBeenCalled()
    toggle(panel, 'open')
    toggle(panel, 'closed')
    toggle(panel, 'open')
    await loaded()
    expect(attachSuggest).toHaveBeenCalledTimes(1)
    expect(attachSuggest).toHaveBeenCalledWith(panel, OPTIONS)
    // Stopping the page runtime takes the combobox off again.
    const detach = attachSuggest.mock.results[0]?.value
    controller.abort()
    expect(detach).toHaveBeenCalledTimes(1)
  })

  it('attaches to a panel opened before the runtime started', async () => {
    const panel = page()
    panel.matches = (selector: string) => selector === ':popover-open'
    initSearchSuggest(runtime().signal)
    await loaded()
    expect(attachSuggest).toHaveBeenCalledWith(panel, OPTIONS)
  })

  it('a runtime stopped before the code arrived attaches nothing', async () => {
    const panel = page()
    const controller = runtime()
    initSearchSuggest(controller.signal)
    toggle(panel, 'open')
    controller.abort()
    await loaded()
    expect(attachSuggest).not.toHaveBeenCalled()
    toggle(panel, 'open')
    await loaded()
    expect(attachSuggest).not.toHaveBeenCalled()
  })
})
