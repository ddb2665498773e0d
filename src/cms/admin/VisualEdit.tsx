'use client'
import {
  useConfig,
  useDocumentEvents,
  useDocumentInfo,
  useForm,
  useLocale,
  useTranslation,
} from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import type { AdminContext, VisualEditing } from './visual-edit'

/**
 * Visual editing's admin side, placed in a page's form as a field of its own that shows nothing:
 * the live preview's toolbar and in-place texts go through this form's state, exactly as the row
 * actions and fields beside them do. Its code (visual-edit.ts) is a chunk of its own, fetched
 * only by the editors that hold this field.
 */
export function VisualEdit() {
  const form = useForm()
  const { config, getEntityConfig } = useConfig()
  const { collectionSlug } = useDocumentInfo()
  const { t, i18n } = useTranslation()
  const locale = useLocale()
  const { mostRecentUpdate } = useDocumentEvents()
  const latest = useRef(form)
  latest.current = form
  const context: AdminContext = {
    fields: (collectionSlug && getEntityConfig({ collectionSlug })?.fields) || [],
    mediaFields: getEntityConfig({ collectionSlug: 'media' })?.fields ?? [],
    blocks: config.blocks ?? [],
    t,
    locale: locale.code,
    lang: i18n.language === 'en' ? 'en' : 'fi',
    api: `${config.serverURL}${config.routes.api}`,
  }
  const admin = useRef(context)
  admin.current = context
  const editing = useRef<VisualEditing | null>(null)
  useEffect(() => {
    let stopped = false
    void import('./visual-edit').then(({ startVisualEdit, formEdits }) => {
      if (!stopped)
        editing.current = startVisualEdit(
          window,
          formEdits(
            () => latest.current,
            () => admin.current,
          ),
          () => admin.current,
        )
    })
    return () => {
      stopped = true
      editing.current?.stop()
      editing.current = null
    }
  }, [])
  useEffect(() => {
    if (mostRecentUpdate) editing.current?.saved()
  }, [mostRecentUpdate])
  return null
}
