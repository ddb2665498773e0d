/** How close the bubble may come to the viewport's edges. */
const MARGIN = 8

/**
 * Keeps the bubble on screen: flips it to the other side of the trigger when it would leave the
 * viewport on the `preferred` one, and shifts it sideways, the arrow staying over the trigger (at
 * least `arrowOffset` from the bubble's edge). Measured from the trigger and the bubble's layout
 * size, so a running transition does not skew it.
 */
export function placeTip(
  wrap: HTMLElement,
  tip: HTMLElement,
  preferred: 'top' | 'bottom',
  arrowOffset: number,
): void {
  const anchor = wrap.getBoundingClientRect()
  const width = tip.offsetWidth
  const height = tip.offsetHeight
  const fitsAbove = anchor.top - arrowOffset - height >= MARGIN
  const fitsBelow = anchor.bottom + arrowOffset + height <= window.innerHeight - MARGIN
  let placement = preferred
  if (preferred === 'top' && !fitsAbove && fitsBelow) placement = 'bottom'
  if (preferred === 'bottom' && !fitsBelow && fitsAbove) placement = 'top'
  wrap.dataset.placement = placement
  const viewport = document.documentElement.clientWidth
  const left = anchor.left + anchor.width / 2 - width / 2
  let shift = 0
  if (left < MARGIN) shift = MARGIN - left
  else if (left + width > viewport - MARGIN) shift = viewport - MARGIN - (left + width)
  const room = Math.max(0, width / 2 - arrowOffset)
  wrap.style.setProperty('--tip-shift', `${Math.round(shift)}px`)
  wrap.style.setProperty('--arrow-shift', `${Math.round(Math.max(-room, Math.min(room, -shift)))}px`)
}
