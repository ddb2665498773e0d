'use client'

import { getTranslation } from '@payloadcms/translations'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'
import { rowSummary } from './row-summary'

type Props = {
  /** The row type's name (a block's singular label); none for array rows, whose number says it. */
  label?: StaticLabel
}

/**
 * A layout row's header in the admin: its number, its type and what it says (see rowSummary),
 * updated as the editor types.
 */
export function RowSummaryLabel({ label }: Props) {
  const { data, rowNumber } = useRowLabel<unknown>()
  const { i18n, t } = useTranslation()
  const summary = rowSummary(data)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 }}>
      <span style={{ opacity: 0.7 }}>{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      {label ? (
        <Pill pillStyle="white" size="small">
          {getTranslation(label, i18n)}
        </Pill>
      ) : null}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {summary || t('general:untitled')}
      </span>
    </span>
  )
}
