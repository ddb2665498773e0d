import type { BotChallenge } from '../protocol'
import { BOT_RESPONSE_FIELD } from './field'
import { solveChallenge } from './solver'

/**
 * A form's proof of work in the browser (contact forms, reviews, comments): a challenge solved
 * while the visitor types, its solution kept in the form's hidden bot field. A challenge passes
 * once, so after each post the form renews or forgets it.
 */
export type ProofOfWork = {
  /** The solution being worked out, or done; fetches a challenge when there is none. '' when none came. */
  ready(): Promise<string>
  /** Starts on a newly fetched challenge. */
  renew(): Promise<string>
  /** Starts on this challenge (the server sent it with its answer). */
  solve(challenge: BotChallenge): Promise<string>
  /** Drops the solution: it has been spent, and the next `ready` fetches another. */
  forget(): void
}

/** `fetchChallenge` answers null (or fails) when the server gave no challenge. */
export function proofOfWork(
  form: HTMLFormElement,
  fetchChallenge: () => Promise<BotChallenge | null>,
  signal: AbortSignal,
): ProofOfWork {
  const input = form.querySelector<HTMLInputElement>(`input[name="${BOT_RESPONSE_FIELD}"]`)
  let work: Promise<string> | null = null
  const none = () => {
    work = null
    return ''
  }
  /** Clears the used solution first: nothing stale is posted while the next one is worked out. */
  const begin = (start: () => Promise<string>) => {
    if (input) input.value = ''
    const next = start()
    work = next
    return next
  }
  const solve = (challenge: BotChallenge) =>
    begin(() =>
      solveChallenge(challenge, { signal }).then((solution) => {
        if (input) input.value = solution
        return solution
      }, none),
    )
  const renew = () =>
    begin(() => fetchChallenge().then((challenge) => (challenge ? solve(challenge) : none()), none))
  return { ready: () => work ?? renew(), renew, solve, forget: none }
}
