'use client'

import { useConfig, useListQuery, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { mergeListSearchAndWhere } from 'payload/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ActionButtons } from './ActionButtons'
import { MODERATED_EVENT, type ModeratedDetail, moderate } from './moderate'
import {
  ACTIONS,
  type Action,
  activeFilter,
  FILTERS,
  type ModeratedSlug,
  type StatusFilter,
} from './moderation'
import { moderationStrings } from './strings'
import './moderation.css'

type Props = {
  slug: ModeratedSlug
  counts: Record<StatusFilter, number>
  hrefs: Record<StatusFilter, string>
}

/**
 * Above a moderated list's table: the status tabs with their counts (links, so the address says
 * what the list shows), the approve / reject / spam buttons for the selected rows, and the status
 * region that announces every change, whichever component made it.
 */
export function ModerationControls({ slug, counts, hrefs }: Props) {
  const { query } = useListQuery()
  const selection = useSelection()
  const { config, getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const s = moderationStrings(i18n.language)
  const active = activeFilter(query.where)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const status = useRef<HTMLParagraphElement>(null)

  const announce = useCallback((text: string) => {
    // Emptied first, so the same words twice ("Hyväksytty: 1 arvio.") are announced twice.
    setMessage('')
    requestAnimationFrame(() => setMessage(text))
    // The rows acted on may leave the list: focus waits here, beside what happened.
    status.current?.focus()
  }, [])
  useEffect(() => {
    const onModerated = (event: Event) => {
      const detail = (event as CustomEvent<ModeratedDetail>).detail
      if (detail?.message) announce(detail.message)
    }
    window.addEventListener(MODERATED_EVENT, onModerated)
    return () => window.removeEventListener(MODERATED_EVENT, onModerated)
  }, [announce])

  const run = async (action: Action) => {
    // Payload's enum value for "every row of every page" (its `SelectAllStatus` is not exported):
    // then the list's filter and search say which items, as in Payload's own bulk actions.
    const mode: string = selection.selectAll
    const collectionConfig = getEntityConfig({ collectionSlug: slug })
    const everything =
      mode === 'allAvailable' && collectionConfig
        ? mergeListSearchAndWhere({
            collectionConfig,
            search: typeof query.search === 'string' ? query.search : '',
            where: query.where,
          })
        : null
    // An empty filter would mean every item there is: only the rows in sight then.
    const where =
      everything && Object.keys(everything).length > 0 ? everything : { id: { in: selection.selectedIDs } }
    setBusy(true)
    const result = await moderate({
      apiBase: `${config.serverURL ?? ''}${config.routes.api}`,
      slug,
      where,
      status: action,
      language: i18n.language,
    })
    setBusy(false)
    const done = result.count > 0 ? `${s.filter[action]}: ${s.items(slug, result.count)}.` : ''
    announce([done, result.ok ? '' : `${s.failed} ${result.message}`.trim()].filter(Boolean).join(' '))
    if (result.count > 0) {
      selection.toggleAll()
      router.refresh()
    }
  }

  return (
    <div className="kajo-moderation">
      <nav className="kajo-moderation__filters" aria-label={s.filters}>
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter}>
              {/* A full load, not a client-side one: Payload's filter panel keeps the value it
                  first showed when the address changes under it, and would show a stale one. */}
              <a
                href={hrefs[filter]}
                className="kajo-moderation__filter"
                aria-current={active === filter ? 'page' : undefined}
              >
                {s.filter[filter]} <span className="kajo-moderation__count">{counts[filter]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {selection.count > 0 ? (
        <fieldset className="kajo-moderation__bulk" disabled={busy}>
          <legend>{s.selected(selection.count)}</legend>
          <ActionButtons actions={ACTIONS} labels={s.action} size="small" busy={busy} run={run} />
        </fieldset>
      ) : null}
      <p className="kajo-moderation__status" role="status" tabIndex={-1} ref={status}>
        {message}
      </p>
    </div>
  )
}
