'use client'

import { Island } from '@/ui/Island'
import type { ContactFormOptions } from './behaviour/scope'

/** The contact form's steps, conditions and in-browser checks (a chunk loaded only where a form renders). */
export function ContactFormBehaviour(options: ContactFormOptions) {
  return <Island load={() => import('./contact-form').then((m) => m.attachContactForm)} options={options} />
}
