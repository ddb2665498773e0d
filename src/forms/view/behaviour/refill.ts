import { type ProofOfWork, proofOfWork } from '../../bot/proof-of-work'
import type { RefillResponse } from '../../protocol'
import { all } from './dom'
import { request } from './request'
import type { FormScope } from './scope'

/**
 * The proof of work, its challenges from the refill endpoint, which also draws each quiz field's
 * question (shown in place of the page's, its index posted with the answer).
 */
export function refilledProofOfWork({ form, endpoints, locale, signal }: FormScope): ProofOfWork {
  const showQuiz = (quizzes: RefillResponse['quiz']) => {
    for (const [name, quiz] of Object.entries(quizzes)) {
      for (const input of all<HTMLInputElement>(form, 'input[data-cf-quiz]')) {
        if (input.dataset.cfQuiz !== name) continue
        const wrap = input.closest('[data-cf-field]')
        const question = wrap?.querySelector('[data-cf-question]')
        const index = wrap?.querySelector<HTMLInputElement>('[data-cf-quiz-index]')
        if (question) question.textContent = quiz.question
        if (index) index.value = String(quiz.index)
      }
    }
  }
  return proofOfWork(
    form,
    () =>
      request<RefillResponse>(`${endpoints.refill}?locale=${locale}`, signal).then((answer) => {
        if (!answer.ok || !answer.body.captcha) return null
        showQuiz(answer.body.quiz ?? {})
        return answer.body.captcha
      }),
    signal,
  )
}
