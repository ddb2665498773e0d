import { BEFORE_AFTER, TIMING } from '@/lib/constants'

export type Orientation = 'horizontal' | 'vertical'
export type CompareMode = 'drag' | 'follow'
export type CompareOptions = {
  orientation: Orientation
  mode: CompareMode
  /** The value text with the labels filled in: `{a}` and `{b}` are the two shares. */
  valueText: string
  locale: string
}

/**
 * docs/widgets.md: the handle's position, the share of the frame from its start edge (left, or top) that
 * shows the before picture, stays between 0 and 1; NaN (a position from bad data) is the default.
 */
export function clampOffset(value: number): number {
  if (Number.isNaN(value)) return BEFORE_AFTER.offset
  return Math.min(1, Math.max(0, value))
}

/** The editor's start position in percent, as a position. */
export function startOffset(percent: unknown): number {
  return typeof percent === 'number' ? clampOffset(percent / 100) : BEFORE_AFTER.offset
}

/**
 * The slider's value in whole percent. APG sliders grow rightwards and upwards, so a vertical
 * comparison (before on top) counts from the bottom: its Up Arrow moves the handle up.
 */
export function sliderValue(position: number, orientation: Orientation): number {
  return Math.round((orientation === 'vertical' ? 1 - position : position) * 100)
}

export function positionOf(value: number, orientation: Orientation): number {
  const fraction = clampOffset(value / 100)
  return orientation === 'vertical' ? 1 - fraction : fraction
}

/** The APG slider keys: the value after `key`, or null for keys the slider leaves alone. */
export function sliderKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(100, value + 1)
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, value - 1)
    case 'PageUp':
      return Math.min(100, value + 10)
    case 'PageDown':
      return Math.max(0, value - 10)
    case 'Home':
      return 0
    case 'End':
      return 100
    default:
      return null
  }
}

/** "Ennen 40 %, Jälkeen 60 %": both shares in whole percent, adding up to 100. */
export function compareValueText(template: string, position: number, locale: string): string {
  const before = Math.round(clampOffset(position) * 100)
  const percent = new Intl.NumberFormat(locale, { style: 'percent' })
  return template
    .replace('{a}', percent.format(before / 100))
    .replace('{b}', percent.format(1 - before / 100))
}

/**
 * The comparison's handle: dragged by mouse, pen or touch (or following a hovering pointer in
 * follow mode), and an APG slider on the keyboard. `data-state` is `active` while dragged or
 * followed (docs/widgets.md). Returns the clean-up.
 */
export function attachBeforeAfter(frame: HTMLElement, options: CompareOptions): () => void {
  const handle = frame.querySelector<HTMLElement>('[role="slider"]')
  if (!handle) return () => {}
  const { orientation, mode } = options
  const vertical = orientation === 'vertical'
  let position = positionOf(Number(handle.getAttribute('aria-valuenow')), orientation)

  const set = (next: number) => {
    position = clampOffset(next)
    frame.style.setProperty('--ba-pos', `${position * 100}%`)
    handle.setAttribute('aria-valuenow', String(sliderValue(position, orientation)))
    handle.setAttribute('aria-valuetext', compareValueText(options.valueText, position, options.locale))
  }
  const setActive = (active: boolean) => {
    frame.dataset.state = active ? 'active' : 'idle'
  }
  const pointAt = (e: PointerEvent) => {
    const box = frame.getBoundingClientRect()
    set(vertical ? (e.clientY - box.top) / box.height : (e.clientX - box.left) / box.width)
  }

  // A touch becomes a drag only once it has moved along the axis: until then it may be a scroll.
  let drag: { id: number; x: number; y: number; moving: boolean } | null = null
  const onDown = (e: PointerEvent) => {
    if (!e.isPrimary || e.button !== 0) return
    if (mode === 'follow' && e.pointerType === 'mouse') return
    const direct = e.pointerType === 'mouse' || (e.target instanceof Node && handle.contains(e.target))
    drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moving: direct }
    frame.setPointerCapture(e.pointerId)
    if (direct) {
      pointAt(e)
      setActive(true)
    }
  }
  const onMove = (e: PointerEvent) => {
    if (drag && e.pointerId === drag.id) {
      if (!drag.moving) {
        const along = vertical ? e.clientY - drag.y : e.clientX - drag.x
        if (Math.abs(along) < TIMING.dragThreshold) return
        drag.moving = true
        setActive(true)
      }
      pointAt(e)
    } else if (mode === 'follow' && e.pointerType !== 'touch') {
      pointAt(e)
      setActive(true)
    }
  }
  const onUp = (e: PointerEvent) => {
    if (!drag || e.pointerId !== drag.id) return
    // A tap moves the handle to where it landed.
    if (!drag.moving) pointAt(e)
    drag = null
    setActive(false)
  }
  const onCancel = () => {
    drag = null
    setActive(false)
  }
  const onLeave = (e: PointerEvent) => {
    if (mode === 'follow' && !drag && e.pointerType !== 'touch') setActive(false)
  }
  // The pointer's own mousedown would move focus off the handle and start selecting the images.
  const onMouseDown = (e: MouseEvent) => {
    e.preventDefault()
    handle.focus({ preventScroll: true })
  }
  const onKey = (e: KeyboardEvent) => {
    const value = sliderKey(e.key, sliderValue(position, orientation))
    if (value === null) return
    e.preventDefault()
    set(positionOf(value, orientation))
  }

  const listeners = new AbortController()
  const { signal } = listeners
  frame.addEventListener('pointerdown', onDown, { signal })
  frame.addEventListener('pointermove', onMove, { signal })
  frame.addEventListener('pointerup', onUp, { signal })
  frame.addEventListener('pointercancel', onCancel, { signal })
  frame.addEventListener('pointerleave', onLeave, { signal })
  frame.addEventListener('mousedown', onMouseDown, { signal })
  handle.addEventListener('keydown', onKey, { signal })
  frame.dataset.ready = ''
  return () => listeners.abort()
}
