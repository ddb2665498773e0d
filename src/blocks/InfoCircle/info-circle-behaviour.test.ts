import { afterEach, describe, expect, it, vi } from 'vitest'
import { INFO_CIRCLE } from '@/lib/constants'
import { attachInfoCircle } from './info-circle'

describe('info circle behaviour', () => {
  afterEach(() => vi.useRealTimers())

  it('rotates after the initial wait, and a click selects and stops it', () => {
    vi.useFakeTimers()
    document.body.innerHTML =
      '<div><ul><li data-active><button aria-current="true">A</button></li><li><button>B</button></li><li><button>C</button></li></ul></div>'
    const root = document.querySelector('div') as HTMLElement
    const active = () => root.querySelector('li[data-active] button')?.textContent
    const off = attachInfoCircle(root, { rotate: 3000, initialWait: INFO_CIRCLE.initialWaitSeconds * 1000 })
    expect(root.dataset.rotating).toBe('true')
    vi.advanceTimersByTime(INFO_CIRCLE.initialWaitSeconds * 1000 + 2999)
    expect(active()).toBe('A')
    vi.advanceTimersByTime(1)
    expect(active()).toBe('B')
    expect(root.querySelector('[aria-current]')?.textContent).toBe('B')
    ;(root.querySelectorAll('button')[2] as HTMLButtonElement).click()
    expect(active()).toBe('C')
    expect(root.dataset.rotating).toBe('false')
    vi.advanceTimersByTime(30000)
    expect(active()).toBe('C')
    expect(root.querySelectorAll('[aria-current]')).toHaveLength(1)
    off()
  })
})
