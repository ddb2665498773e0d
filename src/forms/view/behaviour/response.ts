import { FORMS } from '@/lib/constants'
import { reducedMotion } from '@/ui/dom'
import type { FormScope } from './scope'

export type FormResponse = ReturnType<typeof formResponse>

/** The form-level message in its live region (docs/forms.md: it disappears after 12 s). */
export function formResponse({ form, later }: FormScope) {
  const response = form.querySelector<HTMLElement>('[data-cf-response]')
  let messageTimer: ReturnType<typeof setTimeout> | undefined
  const showMessage = (message: string, tone: 'error' | 'success' | 'info' = 'error') => {
    if (!response) return
    if (messageTimer) clearTimeout(messageTimer)
    response.textContent = message
    response.dataset.tone = tone
    if (!message) return
    messageTimer = later(() => {
      response.textContent = ''
      delete response.dataset.tone
    }, FORMS.messageLifetime)
  }
  const scrollToResponse = () => {
    if (!response || typeof response.scrollIntoView !== 'function') return
    if (reducedMotion()) response.scrollIntoView({ block: 'nearest', behavior: 'instant' })
    else
      later(
        () => response.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
        FORMS.scrollToResponseAfter,
      )
  }
  return { response, showMessage, scrollToResponse }
}
