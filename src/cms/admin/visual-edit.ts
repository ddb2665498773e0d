import type { useForm } from '@payloadcms/ui'
import type { FormState } from 'payload'
import {
  type EditAction,
  type EditLanguage,
  type EditMessage,
  editPathOf,
  envelope,
  isFieldPath,
  pathOfAdminId,
  placeOf,
  readEditMessage,
  rowIdsOf,
} from '@/lib/edit-bridge'
import { SAVED_MESSAGE } from '@/lib/preview-saved'
import { type BlockNode, type FieldNode, fieldAt, type Translate, textProblem } from './field-rules'

/**
 * The admin side of visual editing (the preview side: src/site/preview/edit-bridge.ts). A row
 * chosen in the live preview opens in the form, its parents first, scrolled into view (its first
 * field focused when the editor clicked); the row the editor is in in the form is outlined in the
 * preview; the preview's toolbar and in-place texts change the form through `FormEdits`, the
 * form's own state, so autosave, versions and validation treat them as edits in the form. Only
 * our own frames are answered, with a token made for this admin page.
 */

type FormApi = ReturnType<typeof useForm>

/** What the form does for the preview (`formEdits` binds these to Payload's form). */
export type FormEdits = {
  /** Carries out a toolbar action; returns the row to outline afterwards. */
  act: (path: string, action: Exclude<EditAction, 'insert' | 'form'>) => string | null
  /**
   * Sets a short text field (`path.field`) as if typed in the form, and says what the field's rules
   * say of the value (null: nothing); false, setting nothing, where the config has no text field.
   */
  setText: (path: string, field: string, value: string) => { problem: string | null } | false
  /**
   * Drops what an undo would restore: it restores the whole form as it was before the delete, so
   * it is offered only until the editor does anything else.
   */
  forgetUndo: () => void
}

const FIELD = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]'
const WAIT_MS = 5000

/** `find()` once it answers, checked each frame for up to five seconds; null after that. */
function waitFor<T>(win: Window, find: () => T | null, signal: AbortSignal): Promise<T | null> {
  const until = win.performance.now() + WAIT_MS
  return new Promise((resolve) => {
    const check = () => {
      const found = signal.aborted ? null : find()
      if (found || signal.aborted || win.performance.now() > until) resolve(found)
      else win.requestAnimationFrame(check)
    }
    check()
  })
}

/**
 * Opens the row at `path` and its parents through Payload's own toggles (so the editor's saved
 * open rows stay true), scrolls it into view and, when `focus`, focuses its first field.
 */
async function openRow(
  win: Window,
  path: string,
  focus: boolean,
  signal: AbortSignal,
): Promise<HTMLElement | null> {
  const doc = win.document
  const ids = rowIdsOf(path)
  let row: HTMLElement | null = null
  for (const [level, id] of ids.entries()) {
    row = await waitFor(win, () => doc.getElementById(id), signal)
    if (!row) return null
    // The first toggle inside a row is the row's own.
    const toggle = row.querySelector<HTMLElement>('.collapsible__toggle')
    if (toggle?.classList.contains('collapsible__toggle--collapsed')) toggle.click()
    // A section's columns are on its first tab ("Sisältö"); the editor may have left another open.
    const next = ids[level + 1]
    if (next && !doc.getElementById(next)) {
      const first = row.querySelector<HTMLElement>('.tabs-field__tab-button')
      if (first && !first.classList.contains('tabs-field__tab-button--active')) first.click()
    }
  }
  const target = row
  if (!target) return null
  target.scrollIntoView({ block: 'start' })
  if (!focus) return target
  const field = await waitFor(win, () => target.querySelector<HTMLElement>(FIELD), signal)
  field?.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'start' })
  return target
}

/** A document's own field (`title`, `content`, …): scrolled into view, its control focused when `focus`. */
async function openField(win: Window, name: string, focus: boolean, signal: AbortSignal): Promise<void> {
  const doc = win.document
  // Fields carry `field-<name>` ids, except a rich text, which says its path instead.
  const field = await waitFor(
    win,
    () =>
      doc.getElementById(`field-${name}`) ?? doc.querySelector<HTMLElement>(`[data-field-path="${name}"]`),
    signal,
  )
  if (!field) return
  field.scrollIntoView({ block: 'center' })
  if (!focus) return
  const control = field.matches(FIELD) ? field : field.querySelector<HTMLElement>(`${FIELD}, button`)
  control?.focus({ preventScroll: true })
}

/** Opens what `path` names: a layout row (with its parents) or a document's own field. */
function open(win: Window, path: string, focus: boolean, signal: AbortSignal): Promise<unknown> {
  return isFieldPath(path) ? openField(win, path, focus, signal) : openRow(win, path, focus, signal)
}

/** Payload's own "add below" for the row: for blocks it opens the block drawer to choose from. */
async function insertBelow(win: Window, path: string, signal: AbortSignal): Promise<void> {
  const row = await openRow(win, path, false, signal)
  const menu = row?.querySelector<HTMLElement>('.array-actions__button')
  if (!menu) return
  menu.click()
  // Every row's menu is in the document; the one just opened is the one shown.
  const add = await waitFor(
    win,
    () =>
      [...win.document.querySelectorAll<HTMLElement>('.array-actions__add')].find((el) =>
        el.checkVisibility(),
      ),
    signal,
  )
  add?.click()
}

/**
 * The layout row or document field an element of the form belongs to, by the nearest id (or, for
 * a rich text, which has none, its `data-field-path`) that names one.
 */
function rowPathOf(el: Element | null): string | null {
  for (let at = el; at; at = at.parentElement) {
    const dataPath = at.getAttribute('data-field-path')
    const path = (at.id ? pathOfAdminId(at.id) : null) ?? (dataPath ? editPathOf(dataPath) : null)
    if (path) return path
  }
  return null
}

/** The first message of a Payload error answer (a field's own first), cut to what a message carries. */
function errorMessage(body: unknown): string | null {
  type Answer = { errors?: { message?: unknown; data?: { errors?: { message?: unknown }[] } }[] }
  const first = (body as Answer | null)?.errors?.[0]
  const message = first?.data?.errors?.[0]?.message ?? first?.message
  return typeof message === 'string' ? message.slice(0, 300) : null
}

/**
 * Saves an image's alt text in its media document, in the language being edited, as the editor
 * (the API applies their rights); checked first by the field's own rules.
 */
async function saveAlt(
  win: Window,
  admin: AdminContext,
  media: string,
  value: string,
): Promise<{ ok: boolean; message: string | null }> {
  const problem = textProblem(
    fieldAt(admin.mediaFields, 'alt', () => null, []),
    value,
    admin.t,
  )
  if (problem) return { ok: false, message: problem }
  const query = new URLSearchParams({ locale: admin.locale, depth: '0' })
  try {
    const response = await win.fetch(`${admin.api}/media/${encodeURIComponent(media)}?${query}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ alt: value }),
    })
    if (response.ok) return { ok: true, message: null }
    return { ok: false, message: errorMessage(await response.json().catch(() => null)) }
  } catch {
    return { ok: false, message: null }
  }
}

/** A window's opener, or null where it cannot be read. */
function openerOf(win: Window): unknown {
  try {
    return win.opener
  } catch {
    return null
  }
}

/** A left click that opens a link in place (no modifier keys: those pick where it opens). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

/** Visual editing on this admin page: `stop` ends it; `saved` tells the previews in tabs of a save. */
export type VisualEditing = { stop: () => void; saved: () => void }

/**
 * Starts visual editing with the previews this admin page shows: the live preview in its frame,
 * Payload's pop-out preview window, and the draft preview its preview button opens (in a tab that
 * knows this page as its opener).
 */
export function startVisualEdit(win: Window, form: FormEdits, admin: () => AdminContext): VisualEditing {
  const doc = win.document
  const origin = win.location.origin
  const token = win.crypto.randomUUID()
  const controller = new AbortController()
  const { signal } = controller
  const previews = new Set<Window>()
  let pending: AbortController | null = null
  let current: string | null = null
  /** The draft previews this page's preview button opened in tabs of their own. */
  const tabs = new Set<Window>()

  /** Our own preview: in one of this page's frames, or in a window this page opened. */
  const ours = (source: MessageEventSource | null): source is Window =>
    source !== null &&
    'postMessage' in source &&
    ([...doc.querySelectorAll('iframe')].some((frame) => frame.contentWindow === source) ||
      (!(source as Window).closed && openerOf(source as Window) === win))

  const tell = (message: EditMessage) => {
    for (const preview of previews) {
      if (!ours(preview)) previews.delete(preview)
      else preview.postMessage(envelope(message, token), origin)
    }
  }
  const highlight = (path: string | null) => {
    current = path
    tell({ kind: 'highlight', path })
  }
  /** One thing at a time: a newer request stops an older one still waiting for the form. */
  const next = () => {
    pending?.abort()
    pending = new AbortController()
    return AbortSignal.any([signal, pending.signal])
  }

  const handle = (message: EditMessage) => {
    if (message.kind !== 'action' || message.action !== 'undo') form.forgetUndo()
    if (message.kind === 'select') {
      current = message.path
      void open(win, message.path, message.focus, next())
    } else if (message.kind === 'action') {
      const { path, action } = message
      if (action === 'form') void open(win, path, true, next())
      else if (isFieldPath(path)) return
      else if (action === 'insert') void insertBelow(win, path, next())
      else {
        const after = form.act(path, action)
        highlight(after)
        if (after && action !== 'remove') void openRow(win, after, false, next())
      }
    } else if (message.kind === 'alt') {
      const { media, value } = message
      void saveAlt(win, admin(), media, value).then(({ ok, message: why }) => {
        tell({ kind: 'altSaved', media, ok, message: why })
        // The previews render the page again with the image's new text.
        if (ok) for (const preview of previews) preview.postMessage(SAVED_MESSAGE, origin)
      })
    } else if (message.kind === 'text' && !isFieldPath(message.path)) {
      const { path, field, value } = message
      const set = form.setText(path, field, value)
      if (!set) return
      if (current !== path) {
        current = path
        void openRow(win, path, false, next())
      }
      tell({ kind: 'invalid', path, message: set.problem })
    }
  }

  win.addEventListener(
    'message',
    (event: MessageEvent) => {
      if (event.origin !== origin || !ours(event.source)) return
      const preview = event.source
      const message = readEditMessage(event.data, previews.has(preview) ? token : null)
      if (message?.kind === 'ready') {
        previews.add(preview)
        preview.postMessage(envelope({ kind: 'init', token, lang: admin().lang }, null), origin)
        if (current) preview.postMessage(envelope({ kind: 'highlight', path: current }, token), origin)
      } else if (message && previews.has(preview)) handle(message)
    },
    { signal },
  )
  // Into another row or field: outlined in the preview. Anything else the editor reaches (the
  // preview's width switch, a drawer, the save buttons) leaves the preview's choice as it was.
  doc.addEventListener(
    'focusin',
    (event) => {
      // Focus entering the preview's frame is the editor acting there, not in the form.
      if (!(event.target instanceof HTMLIFrameElement)) form.forgetUndo()
      const path = rowPathOf(event.target instanceof Element ? event.target : null)
      if (path && path !== current) highlight(path)
    },
    { signal },
  )
  // The preview button opens the draft preview in a tab that knows this page (so it gets the
  // editing controls); a click with a modifier key opens it as the browser would, without them.
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a#preview-button') : null
      if (!(link instanceof HTMLAnchorElement) || !plainClick(event)) return
      const tab = win.open(link.href, '_blank')
      if (!tab) return
      event.preventDefault()
      tabs.add(tab)
    },
    { capture: true, signal },
  )
  return {
    stop: () => {
      controller.abort()
      pending?.abort()
    },
    // Payload tells its own frame and pop-out window of saves; the tabs hear of them from here.
    saved: () => {
      for (const tab of tabs) {
        if (tab.closed) tabs.delete(tab)
        else tab.postMessage(SAVED_MESSAGE, origin)
      }
    },
  }
}

/** The row the moved row lands on (null: it cannot move that way). */
export function movedTo(path: string, action: 'up' | 'down', count: number): string | null {
  const { list, index } = placeOf(path)
  const to = action === 'up' ? index - 1 : index + 1
  return to < 0 || to >= count ? null : `${list}.${to}`
}

/** What visual editing reads from the admin page, afresh each time. */
export type AdminContext = {
  /** The document's fields, the media collection's, and the config's shared blocks. */
  fields: readonly FieldNode[]
  mediaFields: readonly FieldNode[]
  blocks: readonly BlockNode[]
  t: Translate
  /** The content language being edited, and the editor's admin language (the previews' controls'). */
  locale: string
  lang: EditLanguage
  /** The REST API's address (`/api`). */
  api: string
}

/** `FormEdits` on Payload's form (its `useForm()`, read afresh for each edit). */
export function formEdits(current: () => FormApi, rules: () => AdminContext): FormEdits {
  /** The form just before the last delete, while it can still be undone. */
  let beforeDelete: FormState | null = null
  return {
    act(path, action) {
      const form = current()
      const { list, index } = placeOf(path)
      if (action === 'undo') {
        if (!beforeDelete) return null
        form.replaceState(beforeDelete)
        form.setModified(true)
        beforeDelete = null
        return path
      }
      const count = form.getField(list)?.rows?.length ?? 0
      if (index >= count) return null
      if (action === 'up' || action === 'down') {
        const to = movedTo(path, action, count)
        if (to) form.moveFieldRow({ path: list, moveFromIndex: index, moveToIndex: placeOf(to).index })
        return to ?? path
      }
      if (action === 'duplicate') {
        form.dispatchFields({ type: 'DUPLICATE_ROW', path: list, rowIndex: index })
        form.setModified(true)
        return `${list}.${index + 1}`
      }
      beforeDelete = { ...form.getFields() }
      form.removeFieldRow({ path: list, rowIndex: index })
      return null
    },
    setText(path, field, value) {
      const { fields, blocks, t } = rules()
      const form = current()
      const at = `${path}.${field}`
      const config = fieldAt(fields, at, (row) => form.getDataByPath(`${row}.blockType`), blocks)
      if (config?.type !== 'text' && config?.type !== 'textarea') return false
      form.dispatchFields({ type: 'UPDATE', path: at, value })
      form.setModified(true)
      return { problem: textProblem(config, value, t) }
    },
    forgetUndo() {
      beforeDelete = null
    },
  }
}
