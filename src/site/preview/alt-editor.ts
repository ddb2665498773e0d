import { boxOf, button, COLOUR, styled } from './edit-ui'
import type { EditWords } from './edit-words'

/**
 * The alt texts of a chosen row's images, edited in place in the preview: a small panel at the
 * images with one text box per image. An alt text belongs to the image (its media document, in the
 * language being edited), not to the page, so Enter saves it there at once through the admin,
 * which answers with the result; the form's undo and the page's draft do not cover it.
 */

const IMAGE = 'img[data-edit-media]'
/** More than any row's images an editor names one by one (a long gallery opens in the form). */
const MOST = 12

/** The images whose alt text a row edits in place: its own, not those of the rows inside it. */
export function imagesOf(mark: Element | null, markSelector: string): HTMLImageElement[] {
  if (!mark) return []
  return [...mark.querySelectorAll<HTMLImageElement>(IMAGE)]
    .filter((img) => img.closest(markSelector) === mark)
    .slice(0, MOST)
}

type Deps = {
  words: () => EditWords
  /** Asks the admin to save `value` as the alt text of media `media`. */
  save: (media: string, value: string) => void
  announce: (text: string) => void
  /** The panel closed (by Escape or its close button): the keyboard goes back to the row. */
  closed: () => void
}

export function altEditor(doc: Document, deps: Deps) {
  let panel: HTMLElement | null = null
  const fields = new Map<string, { input: HTMLInputElement; status: HTMLElement }>()

  function close(back: boolean) {
    panel?.remove()
    panel = null
    fields.clear()
    if (back) deps.closed()
  }

  /** Opens the panel for `images` (of the row named `label`), the box of `first` focused. */
  function open(images: HTMLImageElement[], label: string, first: HTMLImageElement | null = null) {
    close(false)
    if (images.length === 0) return
    const words = deps.words()
    panel = styled(doc, 'div', {
      position: 'fixed',
      zIndex: '2147483647',
      width: 'min(360px, 92vw)',
      maxHeight: '60vh',
      overflowY: 'auto',
      padding: '10px',
      background: '#0f172a',
      color: '#fff',
      font: '500 13px/1.4 system-ui, sans-serif',
      borderRadius: '4px',
      boxShadow: '0 2px 8px rgb(0 0 0 / 0.3)',
    })
    panel.setAttribute('role', 'group')
    panel.setAttribute('aria-label', words.altPanel(label))
    const hint = styled(doc, 'p', { margin: '0 0 8px' })
    hint.id = 'kajo-edit-alt-hint'
    hint.textContent = words.altHint
    panel.append(hint)
    let focus: HTMLInputElement | null = null
    for (const [i, img] of images.entries()) {
      const media = img.dataset.editMedia ?? ''
      if (fields.has(media)) continue
      const row = styled(doc, 'label', { display: 'block', margin: '0 0 8px', fontWeight: '600' })
      row.textContent = words.altField(i + 1, images.length)
      const input = styled(doc, 'input', {
        display: 'block',
        width: '100%',
        boxSizing: 'border-box',
        marginTop: '4px',
        padding: '6px 8px',
        font: '400 14px/1.4 system-ui, sans-serif',
        color: '#0f172a',
        background: '#fff',
        border: `2px solid ${COLOUR}`,
        borderRadius: '3px',
      })
      input.type = 'text'
      input.value = img.alt
      input.setAttribute('aria-describedby', hint.id)
      const status = styled(doc, 'span', { display: 'block', marginTop: '2px', fontWeight: '600' })
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          deps.save(media, input.value)
        } else if (event.key === 'Escape') {
          event.preventDefault()
          close(true)
        }
      })
      row.append(input, status)
      panel.append(row)
      fields.set(media, { input, status })
      if (!focus || img === first) focus = input
    }
    panel.append(button(doc, words.close, () => close(true)))
    doc.body.append(panel)
    place(first ?? images[0] ?? null)
    focus?.focus()
    focus?.select()
  }

  /** Under the image, or above it when the viewport has no room below. */
  function place(img: HTMLImageElement | null) {
    if (!panel) return
    const box = img ? boxOf(img) : null
    const view = doc.defaultView
    const height = panel.offsetHeight
    const below = box ? box.top + box.height + 4 : 8
    const top = view && below + height > view.innerHeight && box ? box.top - height - 4 : below
    const left = box ? box.left : 8
    Object.assign(panel.style, {
      top: `${Math.max(4, top)}px`,
      left: `${Math.max(4, Math.min(left, (view?.innerWidth ?? 0) - panel.offsetWidth - 4))}px`,
    })
  }

  /** The admin's answer for one image: saved (every copy of it on the page says so), or why not. */
  function saved(media: string, ok: boolean, message: string | null) {
    const field = fields.get(media)
    if (!field) return
    const words = deps.words()
    const text = ok ? words.altSaved : (message ?? words.altFailed)
    field.status.textContent = text
    field.status.style.color = ok ? '#86efac' : '#fecaca'
    field.input.setAttribute('aria-invalid', String(!ok))
    if (ok) {
      for (const img of doc.querySelectorAll<HTMLImageElement>(
        `${IMAGE}[data-edit-media="${CSS.escape(media)}"]`,
      ))
        img.alt = field.input.value
    }
    deps.announce(text)
  }

  return { open, saved, close: () => close(false), isOpen: () => panel !== null }
}
