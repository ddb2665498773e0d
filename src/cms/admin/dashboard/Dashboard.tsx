import type { I18nClient } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { Link } from '@payloadcms/ui'
import type { Locale as ContentLocale, Payload, SanitizedPermissions, TypedUser } from 'payload'
import type { ReactNode } from 'react'
import { isLocale } from '@/i18n/locales'
import { fiTranslations } from '../../i18n/fi'
import { countPending } from '../../moderation/counts'
import { MODERATED, type ModeratedSlug, moderationListHref } from '../../moderation/moderation'
import { type ModerationStrings, moderationStrings } from '../../moderation/strings'
import {
  type DashboardDoc,
  type Entry,
  fetchDrafts,
  fetchRecent,
  type Loaded,
  permittedCollections,
  settle,
  startLinks,
  toEntry,
} from './dashboard-data'
import { type DashboardLanguage, type DashboardStrings, dashboardLanguage, dashboardStrings } from './strings'
import './dashboard.css'

/** The part of Payload's `beforeDashboard` props (`ServerProps`) this component uses. */
type Props = {
  i18n: Pick<I18nClient, 'language'>
  locale?: Pick<ContentLocale, 'code'>
  payload: Payload
  permissions?: SanitizedPermissions
  user?: TypedUser
}

/** A panel listing rows; adding a panel is one more entry in `lists`. */
type ListPanel = { id: string; heading: string; empty: string; load: () => Promise<Entry[]> }

const DATE_LOCALES: Record<DashboardLanguage, string> = { fi: 'fi-FI', en: 'en-GB' }

/**
 * The page's level-one heading, in Payload's own word for the view ("Hallintapaneeli", as its
 * breadcrumb says). Payload's dashboard shows no heading, so this one is for screen readers only.
 */
const PAGE_HEADING: Record<DashboardLanguage, string> = {
  fi: fiTranslations.general.dashboard,
  en: en.translations.general.dashboard,
}

/** The server cannot know the editor's zone; the site's editors work in Finland. */
const TIME_ZONE = 'Europe/Helsinki'

function formatTime(iso: string, language: DashboardLanguage): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date)
}

function Panel({
  id,
  heading,
  wide = false,
  children,
}: {
  id: string
  heading: string
  /** A strip across the grid's full width. */
  wide?: boolean
  children: ReactNode
}) {
  const headingId = `kajo-dash-${id}-heading`
  return (
    <section
      className={wide ? 'kajo-dash__panel kajo-dash__panel--wide' : 'kajo-dash__panel'}
      aria-labelledby={headingId}
    >
      <h2 className="kajo-dash__heading" id={headingId}>
        {heading}
      </h2>
      {children}
    </section>
  )
}

function EntryList({
  result,
  empty,
  s,
  language,
}: {
  result: Loaded<Entry[]>
  empty: string
  s: DashboardStrings
  language: DashboardLanguage
}) {
  if (!result.ok) return <p className="kajo-dash__note kajo-dash__note--error">{s.failed}</p>
  if (result.value.length === 0) return <p className="kajo-dash__note">{empty}</p>
  return (
    <ul className="kajo-dash__list">
      {result.value.map((entry) => (
        <li key={entry.key}>
          <Link className="kajo-dash__link kajo-dash__entry" href={entry.href} prefetch={false}>
            <span className="kajo-dash__title">{entry.title}</span>
            <span className="kajo-dash__meta">
              {entry.tags.map((tag) => (
                <span key={tag.label} className={`kajo-dash__tag kajo-dash__tag--${tag.tone}`}>
                  {tag.label}
                </span>
              ))}
              <time dateTime={entry.updatedAt}>{formatTime(entry.updatedAt, language)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Links to the lists of items waiting for a decision ("2 arviota"), or a calm "Ei odottavia." */
function PendingList({
  result,
  s,
  m,
  adminRoute,
}: {
  result: Loaded<{ slug: ModeratedSlug; count: number }[]>
  s: DashboardStrings
  m: ModerationStrings
  adminRoute: string
}) {
  if (!result.ok) return <p className="kajo-dash__note kajo-dash__note--error">{s.failed}</p>
  const waiting = result.value.filter(({ count }) => count > 0)
  if (waiting.length === 0) return <p className="kajo-dash__note">{m.noneWaiting}</p>
  return (
    <ul className="kajo-dash__list">
      {waiting.map(({ slug, count }) => (
        <li key={slug}>
          <Link
            className="kajo-dash__link"
            href={moderationListHref(adminRoute, slug, 'pending')}
            prefetch={false}
          >
            {m.items(slug, count)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The admin dashboard's starting point (`admin.components.beforeDashboard`): links to where editors
 * usually begin, the reviews and comments waiting for moderation, the recently edited documents and
 * the drafts waiting to be published, each limited to what the user may read. A list whose query
 * fails says so and logs the error; the rest still shows.
 */
export async function Dashboard({ i18n, locale, payload, permissions, user }: Props) {
  if (!user) return null
  const language = dashboardLanguage(i18n.language)
  const s = dashboardStrings[language]
  const adminRoute = payload.config.routes.admin
  const code = locale?.code
  const query = { payload, user, locale: isLocale(code) ? code : undefined }
  const entries = (docs: DashboardDoc[]) => docs.map((doc) => toEntry(doc, s, adminRoute))

  const lists: ListPanel[] = [
    {
      id: 'recent',
      heading: s.recent,
      empty: s.noRecent,
      load: () => fetchRecent(query, permittedCollections(permissions, 'read')).then(entries),
    },
    {
      id: 'drafts',
      heading: s.drafts,
      empty: s.noDrafts,
      load: () => fetchDrafts(query, permittedCollections(permissions, 'readVersions')).then(entries),
    },
  ]
  const loaded = await Promise.all(
    lists.map(async (list) => ({
      list,
      result: await settle(list.load, (err) =>
        payload.logger.error({ err, msg: `Dashboard: the list "${list.id}" could not be loaded` }),
      ),
    })),
  )
  const links = startLinks(permissions, adminRoute)
  // Reviews and comments waiting for a decision, where the user may read them.
  const moderated = MODERATED.filter((slug) => permissions?.collections?.[slug]?.read === true)
  const pending =
    moderated.length > 0
      ? await settle(
          () => countPending(payload, moderated, user),
          (err) => payload.logger.error({ err, msg: 'Dashboard: the moderation counts could not be loaded' }),
        )
      : null
  const m = moderationStrings(i18n.language)

  return (
    <>
      {/* Outside the panel grid; `sr-only` is Payload's own visually-hidden class. */}
      <h1 className="sr-only">{PAGE_HEADING[language]}</h1>
      <div className="kajo-dash">
        {/* Work waiting comes first, as a strip above the other panels. */}
        {pending ? (
          <Panel id="moderation" heading={m.waiting} wide>
            <PendingList result={pending} s={s} m={m} adminRoute={adminRoute} />
          </Panel>
        ) : null}
        {links.length > 0 ? (
          <Panel id="start" heading={s.start}>
            <ul className="kajo-dash__list">
              {links.map((link) => (
                <li key={link.label}>
                  <Link className="kajo-dash__link" href={link.href} prefetch={false}>
                    {s.links[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        {loaded.map(({ list, result }) => (
          <Panel key={list.id} id={list.id} heading={list.heading}>
            <EntryList result={result} empty={list.empty} s={s} language={language} />
          </Panel>
        ))}
      </div>
    </>
  )
}
