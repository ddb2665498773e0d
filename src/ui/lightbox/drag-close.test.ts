import { expect, it } from 'vitest'
import { LIGHTBOX } from '@/lib/constants'
import { dragCloses } from './drag-close'

const RANGE = LIGHTBOX.verticalDragCloseRange

it('closes past a quarter of half the viewport height (1 − offset ÷ half < 0.75), up or down', () => {
  // 800 px high: the line is at 100 px.
  expect(dragCloses(99, 800, RANGE)).toBe(false)
  expect(dragCloses(100, 800, RANGE)).toBe(false)
  expect(dragCloses(101, 800, RANGE)).toBe(true)
  expect(dragCloses(-101, 800, RANGE)).toBe(true)
  expect(dragCloses(0, 800, RANGE)).toBe(false)
})

it('never closes without a viewport', () => {
  expect(dragCloses(100, 0, RANGE)).toBe(false)
})
