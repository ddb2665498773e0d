import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { ImportClient } from './ImportClient'
import { importStrings } from './strings'
import './import.css'

/** The admin's "Tuo WordPressistä" view (/admin/tuo-wordpressista), for administrators. */
export function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const language = req.i18n.language === 'en' ? 'en' : 'fi'
  const t = importStrings(language)
  const isAdmin = (req.user as { role?: string } | null)?.role === 'admin'
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 className="kajo-import__title">{t.title}</h1>
        {isAdmin ? <ImportClient language={language} /> : <p>{t.adminOnly}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
