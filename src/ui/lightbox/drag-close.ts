import type PhotoSwipe from 'photoswipe'

/**
 * PhotoSwipe 4's vertical drag rule (docs/lightbox.md, range 0.75): a picture let go while dragged so far up
 * or down that 1 − |offset| ÷ (half the viewport height) is below the range closes the lightbox.
 */
export function dragCloses(offsetY: number, viewportHeight: number, range: number): boolean {
  return viewportHeight > 0 && 1 - Math.abs(offsetY) / (viewportHeight / 2) < range
}

/**
 * PhotoSwipe 5 closes on a vertical drag by its own fixed threshold; this adds LIGHTBOX.verticalDragCloseRange. It acts
 * after PhotoSwipe has handled the release (which may start a spring back), from where it is.
 */
export function closeOnVerticalDrag(pswp: PhotoSwipe, range: number): void {
  pswp.on('pointerUp', () => {
    const slide = pswp.currSlide
    // PhotoSwipe dims the background only while a picture is dragged vertically to close.
    if (!slide || pswp.bgOpacity >= 1 || pswp.gestures.isMultitouch) return
    if (!dragCloses(slide.pan.y - slide.bounds.center.y, pswp.viewportSize.y, range)) return
    queueMicrotask(() => {
      if (pswp.isDestroying) return
      pswp.animations.stopAll()
      pswp.close()
    })
  })
}
