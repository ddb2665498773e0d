'use client'

import { Island } from '@/ui/Island'
import type { AccordionOptions } from './accordion'

/** The accordion's toggling, fragments and scrolling (loaded only where an accordion renders). */
export function AccordionBehaviour(options: AccordionOptions) {
  return <Island load={() => import('./accordion').then((m) => m.attachAccordion)} options={options} />
}
