import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/unit/render'
import { removeLoaderAfterLoad } from './loader'
import { PageLoader } from './PageLoader'

afterEach(() => vi.useRealTimers())

describe('page loader', () => {
  it('renders a hidden-from-assistive-tech bar only when enabled', () => {
    expect(render(<PageLoader enabled={false} />).querySelector('[data-page-loader]')).toBeNull()
    const bar = render(<PageLoader enabled />).querySelector('[data-page-loader]')
    expect(bar?.getAttribute('aria-hidden')).toBe('true')
  })

  it('is removed 300 ms after the page has loaded', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div data-page-loader></div>'
    expect(document.readyState).toBe('complete')
    removeLoaderAfterLoad(new AbortController().signal)
    vi.advanceTimersByTime(299)
    expect(document.querySelector('[data-page-loader]')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.querySelector('[data-page-loader]')).toBeNull()
  })
})
