import { describe, expect, it } from 'vitest'
import { floatingIconThreshold, floatingVisible, scrollTopThreshold } from './header-state'

describe('header scroll thresholds (docs/page.md)', () => {
  it('scroll-to-top: header height + 150 px, or 500 px without a top header', () => {
    expect(scrollTopThreshold(72)).toBe(222)
    expect(scrollTopThreshold(null)).toBe(500)
  })

  it('floating mobile menu icon: header bottom + 50 px', () => {
    expect(floatingIconThreshold(108)).toBe(158)
  })

  it('floating header: shows past the threshold, hides under an open full-screen menu', () => {
    const base = { threshold: 150, wasVisible: false, inUse: false, menuPanelOpen: false }
    expect(floatingVisible({ ...base, scrollY: 150 })).toBe(false)
    expect(floatingVisible({ ...base, scrollY: 151 })).toBe(true)
    expect(floatingVisible({ ...base, scrollY: 400, menuPanelOpen: true })).toBe(false)
  })

  it('floating header: stays while the pointer or an open dropdown uses it', () => {
    const base = { threshold: 150, scrollY: 20, menuPanelOpen: false }
    expect(floatingVisible({ ...base, wasVisible: true, inUse: true })).toBe(true)
    expect(floatingVisible({ ...base, wasVisible: true, inUse: false })).toBe(false)
    expect(floatingVisible({ ...base, wasVisible: false, inUse: true })).toBe(false)
  })
})
