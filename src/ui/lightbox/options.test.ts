import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { t } from '@/i18n/strings'
import { LIGHTBOX } from '@/lib/constants'
import {
  canLoop,
  type LightboxOptions,
  lightboxStrings,
  overlayOpacity,
  photoSwipeOptions,
  secondaryZoom,
  startIndex,
} from './options'

const options: LightboxOptions = { strings: lightboxStrings(t('fi')), bgOpacity: 0.9, constants: LIGHTBOX }
const open = { count: 5, index: 2, reducedMotion: false, fromUrl: false }

describe('start index and loop (docs/lightbox.md)', () => {
  it('opens at the asked picture when it exists, else at the first', () => {
    expect(startIndex(2, 5)).toBe(2)
    expect(startIndex(4, 5)).toBe(4)
    expect(startIndex(5, 5)).toBe(0)
    expect(startIndex(-1, 5)).toBe(0)
    expect(startIndex(1.5, 5)).toBe(0)
    expect(startIndex(Number.NaN, 5)).toBe(0)
  })

  it('loops only with three pictures or more', () => {
    expect(canLoop(1, LIGHTBOX.minItemsToLoop)).toBe(false)
    expect(canLoop(2, LIGHTBOX.minItemsToLoop)).toBe(false)
    expect(canLoop(3, LIGHTBOX.minItemsToLoop)).toBe(true)
    expect(photoSwipeOptions(options, { ...open, count: 2, index: 0 }).loop).toBe(false)
    expect(photoSwipeOptions(options, open).loop).toBe(true)
  })

  it('passes the clamped index to PhotoSwipe', () => {
    expect(photoSwipeOptions(options, { ...open, index: 7 }).index).toBe(0)
  })
})

describe('background opacity', () => {
  it('is the site setting divided by 100, clamped; unset means opaque', () => {
    expect(overlayOpacity(90)).toBe(0.9)
    expect(overlayOpacity(0)).toBe(0)
    expect(overlayOpacity(140)).toBe(1)
    expect(overlayOpacity(-5)).toBe(0)
    expect(overlayOpacity(null)).toBe(1)
    expect(overlayOpacity(undefined)).toBe(1)
    expect(photoSwipeOptions(options, open).bgOpacity).toBe(0.9)
  })
})

describe('double tap zoom', () => {
  it('goes to the natural size, or a third larger when already shown at it; never past 1.33', () => {
    expect(secondaryZoom(0.2, LIGHTBOX.maxDoubleTapZoom)).toBe(1)
    expect(secondaryZoom(0.9, LIGHTBOX.maxDoubleTapZoom)).toBeCloseTo(1.197)
    expect(secondaryZoom(1, LIGHTBOX.maxDoubleTapZoom)).toBe(1.33)
  })

  it('keeps PhotoSwipe’s fixed double tap time and distance equal to docs/lightbox.md (300 ms, 25 px)', () => {
    const require = createRequire(import.meta.url)
    const source = readFileSync(require.resolve('photoswipe'), 'utf8')
    expect(source).toContain(`DOUBLE_TAP_DELAY = ${LIGHTBOX.doubleTapTime};`)
    expect(source).toContain(`MIN_TAP_DISTANCE = ${LIGHTBOX.doubleTapDistance};`)
  })
})

describe('photoSwipeOptions', () => {
  it('maps docs/lightbox.md’s constants onto PhotoSwipe’s options', () => {
    expect(photoSwipeOptions(options, open)).toMatchObject({
      showAnimationDuration: 333,
      hideAnimationDuration: 333,
      zoomAnimationDuration: 333,
      showHideAnimationType: 'zoom',
      preload: [1, 1],
      spacing: 0.12,
      preloaderDelay: 1000,
      indexIndicatorSep: ' / ',
      escKey: true,
      arrowKeys: true,
      closeOnVerticalDrag: true,
      trapFocus: true,
      returnFocus: false,
    })
  })

  it('labels the controls and the error in Finnish', () => {
    expect(photoSwipeOptions(options, open)).toMatchObject({
      closeTitle: 'Sulje',
      arrowPrevTitle: 'Edellinen',
      arrowNextTitle: 'Seuraava',
      zoomTitle: 'Suurenna',
      errorMsg: 'Kuvaa ei voitu ladata.',
    })
  })

  it('animates nothing under reduced motion, and does not zoom in when opened from the address', () => {
    expect(photoSwipeOptions(options, { ...open, reducedMotion: true })).toMatchObject({
      showAnimationDuration: 0,
      hideAnimationDuration: 0,
      zoomAnimationDuration: 0,
      showHideAnimationType: 'none',
    })
    expect(photoSwipeOptions(options, { ...open, fromUrl: true })).toMatchObject({
      showAnimationDuration: 0,
      hideAnimationDuration: 333,
    })
  })
})
