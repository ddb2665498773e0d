'use client'

import { Island } from '../Island'
import type { AccordionOptions } from './accordion'

/** The accordion's toggling, fragments and scrolling (loaded only where an accordion renders). */
export function AccordionBehaviour(options: AccordionOptions) {
  return <Island load={() => import('./accordion').then((m) => m.attachAccordion)} options={options} />
}
