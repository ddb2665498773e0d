'use client'
import { useForm } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * Visual editing's admin side, placed in a page's form as a field of its own that shows nothing:
 * the live preview's toolbar and in-place texts go through this form's state, exactly as the row
 * actions and fields beside them do. Its code (visual-edit.ts) is a chunk of its own, fetched
 * only by the editors that hold this field.
 */
export function VisualEdit() {
  const form = useForm()
  const latest = useRef(form)
  latest.current = form
  useEffect(() => {
    let stop: (() => void) | null = null
    let stopped = false
    void import('./visual-edit').then(({ startVisualEdit, formEdits }) => {
      if (!stopped)
        stop = startVisualEdit(
          window,
          formEdits(() => latest.current),
        )
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [])
  return null
}
