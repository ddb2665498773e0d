'use client'

import { Button, useConfig, useListQuery, useTranslation } from '@payloadcms/ui'
import { exportCsvHref } from './export-url'
import { EXPORT_MAX_ROWS } from './shared'

const STRINGS = {
  fi: {
    link: 'Lataa CSV',
    scope: 'Tiedostoon tulevat luettelon nykyisten suodattimien ja haun mukaiset vastaukset.',
    capped: (max: string) => `Tiedostoon tulee enintään ${max} uusinta vastausta; rajaa suodattimilla.`,
  },
  en: {
    link: 'Download CSV',
    scope: 'The file holds the submissions matching the list’s current filters and search.',
    capped: (max: string) => `The file holds at most the ${max} newest submissions; narrow with filters.`,
  },
} as const

/**
 * Above the submissions table: a download of what the list shows, with its current filters,
 * search and sort (read from the list's own query, so it follows every change without a reload).
 */
export function ExportCsvLink() {
  const { query, data } = useListQuery()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'fi'
  const s = STRINGS[lang]
  const href = exportCsvHref(`${config.serverURL ?? ''}${config.routes.api}`, query)
  const capped = (data?.totalDocs ?? 0) > EXPORT_MAX_ROWS
  const max = EXPORT_MAX_ROWS.toLocaleString(lang === 'fi' ? 'fi-FI' : 'en-GB')
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 1rem' }}>
      <Button el="anchor" url={href} buttonStyle="secondary" size="small" margin={false}>
        {s.link}
      </Button>
      <span style={{ opacity: 0.75 }}>{capped ? s.capped(max) : s.scope}</span>
    </div>
  )
}
