'use client'
import { useConfig, useDocumentEvents, useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import type { EditLanguage } from '@/lib/edit-bridge'
import type { FieldRules, VisualEditing } from './visual-edit'

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
  const { mostRecentUpdate } = useDocumentEvents()
  const latest = useRef(form)
  latest.current = form
  const rules = useRef<FieldRules>({ fields: [], blocks: [], t })
  rules.current = {
    fields: (collectionSlug && getEntityConfig({ collectionSlug })?.fields) || [],
    blocks: config.blocks ?? [],
    t,
  }
  const lang = useRef<EditLanguage>('fi')
  lang.current = i18n.language === 'en' ? 'en' : 'fi'
  const editing = useRef<VisualEditing | null>(null)
  useEffect(() => {
    let stopped = false
    void import('./visual-edit').then(({ startVisualEdit, formEdits }) => {
      if (!stopped)
        editing.current = startVisualEdit(
          window,
          formEdits(
            () => latest.current,
            () => rules.current,
          ),
          () => lang.current,
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
