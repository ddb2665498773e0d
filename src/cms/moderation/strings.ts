import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '../feedback/fields'
import type { Action, ModeratedSlug, StatusFilter } from './moderation'

/**
 * The moderation views' own words. The admin speaks Finnish unless the editor chose English; the
 * statuses' names are the status field's own (src/cms/feedback/fields.ts).
 */
export type ModerationStrings = {
  filters: string
  filter: Record<StatusFilter, string>
  action: Record<Action, string>
  /** The selected rows' group: "Valitut (3)". */
  selected: (n: number) => string
  /** One or many items of a collection: "1 arvio", "3 kommenttia". */
  items: (slug: ModeratedSlug, n: number) => string
  failed: string
  /** The dashboard's panel. */
  waiting: string
  noneWaiting: string
}

const statusNames = (language: 'fi' | 'en') =>
  Object.fromEntries(
    Object.entries(FEEDBACK_STATUS_LABELS).map(([status, label]) => [status, label[language]]),
  ) as Record<FeedbackStatus, string>

const NOUNS: Record<'fi' | 'en', Record<ModeratedSlug, [one: string, many: string]>> = {
  fi: { reviews: ['arvio', 'arviota'], comments: ['kommentti', 'kommenttia'] },
  en: { reviews: ['review', 'reviews'], comments: ['comment', 'comments'] },
}

const items =
  (language: 'fi' | 'en') =>
  (slug: ModeratedSlug, n: number): string => {
    const [one, many] = NOUNS[language][slug]
    return `${n} ${n === 1 ? one : many}`
  }

const fi: ModerationStrings = {
  filters: 'Näytä tilan mukaan',
  filter: { ...statusNames('fi'), all: 'Kaikki' },
  action: { approved: 'Hyväksy', rejected: 'Hylkää', spam: 'Roskapostia' },
  selected: (n) => `Valitut (${n})`,
  items: items('fi'),
  failed: 'Tilan muuttaminen epäonnistui.',
  waiting: 'Odottaa tarkistusta',
  noneWaiting: 'Ei odottavia.',
}

const en: ModerationStrings = {
  filters: 'Show by status',
  filter: { ...statusNames('en'), all: 'All' },
  action: { approved: 'Approve', rejected: 'Reject', spam: 'Spam' },
  selected: (n) => `Selected (${n})`,
  items: items('en'),
  failed: 'Could not change the status.',
  waiting: 'Waiting for review',
  noneWaiting: 'Nothing waiting.',
}

/** Finnish for a Finnish admin, English for every other language. */
export function moderationStrings(adminLanguage: string | undefined): ModerationStrings {
  return adminLanguage === 'en' ? en : fi
}
