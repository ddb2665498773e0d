'use client'

import { useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'
import { ActionButtons } from './ActionButtons'
import { MODERATED_EVENT, type ModeratedDetail, moderate } from './moderate'
import { ACTIONS, type Action, isFeedbackStatus, isModerated } from './moderation'
import { moderationStrings } from './strings'
import './moderation.css'

/**
 * The status column of the reviews and comments lists: the item's status, and buttons for the
 * other decisions (approve, reject, spam). Each button's name (and tooltip) ends with the sender's
 * name, so a screen reader's list of buttons says whose item each one decides.
 */
export function StatusCell({ cellData, rowData, collectionSlug }: DefaultCellComponentProps) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const s = moderationStrings(i18n.language)
  const status = isFeedbackStatus(cellData) ? cellData : null
  const id: unknown = rowData?.id
  if (!status || !isModerated(collectionSlug) || (typeof id !== 'number' && typeof id !== 'string')) {
    return <span>{status ? s.filter[status] : ''}</span>
  }
  const name = typeof rowData?.name === 'string' ? rowData.name : String(id)

  const run = async (action: Action) => {
    setBusy(true)
    const result = await moderate({
      apiBase: `${config.serverURL ?? ''}${config.routes.api}`,
      slug: collectionSlug,
      where: { id: { equals: id } },
      status: action,
      language: i18n.language,
    })
    setBusy(false)
    const detail: ModeratedDetail = {
      message: result.ok ? `${s.filter[action]}: ${name}.` : `${s.failed} ${result.message}`.trim(),
    }
    window.dispatchEvent(new CustomEvent(MODERATED_EVENT, { detail }))
    if (result.ok) router.refresh()
  }

  return (
    <div className="kajo-moderation-cell">
      <span className={`kajo-status kajo-status--${status}`}>{s.filter[status]}</span>
      <ActionButtons
        actions={ACTIONS.filter((action) => action !== status)}
        labels={s.action}
        size="xsmall"
        busy={busy}
        run={run}
        whose={name}
      />
    </div>
  )
}
