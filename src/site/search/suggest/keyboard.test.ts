import { describe, expect, it } from 'vitest'
import { listKey } from './keyboard'

const closed = { open: false, active: -1, count: 3 }
const openNone = { open: true, active: -1, count: 3 }
const at = (active: number) => ({ open: true, active, count: 3 })

describe('combobox keyboard (APG list autocomplete, manual selection)', () => {
  it('Down opens the list on the first option and moves on, wrapping from the last to the first', () => {
    expect(listKey('ArrowDown', closed)).toEqual({ open: true, active: 0, follow: false, handled: true })
    expect(listKey('ArrowDown', openNone)?.active).toBe(0)
    expect(listKey('ArrowDown', at(0))?.active).toBe(1)
    expect(listKey('ArrowDown', at(2))?.active).toBe(0)
  })

  it('Up opens the list on the last option and moves back, wrapping from the first to the last', () => {
    expect(listKey('ArrowUp', closed)).toEqual({ open: true, active: 2, follow: false, handled: true })
    expect(listKey('ArrowUp', openNone)?.active).toBe(2)
    expect(listKey('ArrowUp', at(2))?.active).toBe(1)
    expect(listKey('ArrowUp', at(0))?.active).toBe(2)
  })

  it('Alt+Down opens the list without making an option active', () => {
    expect(listKey('ArrowDown', closed, true)).toEqual({
      open: true,
      active: -1,
      follow: false,
      handled: true,
    })
    expect(listKey('ArrowDown', at(1), true)?.active).toBe(1)
  })

  it('arrows leave the caret alone when there is nothing to suggest', () => {
    const none = { open: false, active: -1, count: 0 }
    expect(listKey('ArrowDown', none)).toBeNull()
    expect(listKey('ArrowUp', none)).toBeNull()
  })

  it('Enter follows the active option; with none it is the form’s own (submit)', () => {
    expect(listKey('Enter', at(1))).toEqual({ open: false, active: 1, follow: true, handled: true })
    expect(listKey('Enter', openNone)).toBeNull()
    expect(listKey('Enter', closed)).toBeNull()
  })

  it('Escape closes an open list and is used up; with the list closed it goes on to the popover', () => {
    expect(listKey('Escape', at(1))).toEqual({ open: false, active: -1, follow: false, handled: true })
    expect(listKey('Escape', openNone)?.handled).toBe(true)
    expect(listKey('Escape', closed)).toBeNull()
  })

  it('caret keys give visual focus back to the field and still move the caret', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      expect(listKey(key, at(1)), key).toEqual({ open: true, active: -1, follow: false, handled: false })
      expect(listKey(key, openNone), key).toBeNull()
    }
  })

  it('other keys are the field’s', () => {
    for (const key of ['a', 'Tab', 'Backspace', ' ', 'PageDown']) expect(listKey(key, at(0)), key).toBeNull()
  })
})
