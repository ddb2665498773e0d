import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { LIGHTBOX } from '@/lib/constants'
import { idleControls } from './idle'

let root: HTMLElement
let stop: () => void

function mouseMove(): void {
  root.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse', bubbles: true }))
}

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML =
    '<div id="root"><div class="pswp__hide-on-close"><button>Sulje</button></div></div>'
  root = document.getElementById('root') as HTMLElement
  stop = idleControls(root, {
    idle: LIGHTBOX.controlsIdle,
    idleOutside: LIGHTBOX.controlsIdlePointerLeft,
    className: 'idle',
  })
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

it('never idles before the mouse is used (touch and keyboard keep their controls)', () => {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
  vi.advanceTimersByTime(10_000)
  expect(root.classList.contains('idle')).toBe(false)
})

it('hides the controls 4000 ms after the mouse stops, and shows them when it moves', () => {
  mouseMove()
  vi.advanceTimersByTime(3999)
  expect(root.classList.contains('idle')).toBe(false)
  vi.advanceTimersByTime(1)
  expect(root.classList.contains('idle')).toBe(true)
  mouseMove()
  expect(root.classList.contains('idle')).toBe(false)
})

it('hides them after 1000 ms once the pointer has left the window', () => {
  mouseMove()
  document.dispatchEvent(new MouseEvent('mouseout', { relatedTarget: null }))
  vi.advanceTimersByTime(1000)
  expect(root.classList.contains('idle')).toBe(true)
})

it('shows them on a key press and keeps them while a control has focus', () => {
  mouseMove()
  vi.advanceTimersByTime(4000)
  ;(root.querySelector('button') as HTMLButtonElement).focus()
  expect(root.classList.contains('idle')).toBe(false)
  vi.advanceTimersByTime(10_000)
  expect(root.classList.contains('idle')).toBe(false)
})

it('stops cleanly', () => {
  mouseMove()
  stop()
  vi.advanceTimersByTime(10_000)
  expect(root.classList.contains('idle')).toBe(false)
})
