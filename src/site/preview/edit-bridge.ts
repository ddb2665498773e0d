import {
  type EditAction,
  type EditMessage,
  envelope,
  isFieldPath,
  isWidgetPath,
  readEditMessage,
} from '@/lib/edit-bridge'
import { altEditor, imagesOf } from './alt-editor'
import { type Box, bodyOf, boxOf, button, COLOUR, isHidden, styled, UI } from './edit-ui'
import { EDIT_WORDS } from './edit-words'
import { EDITING_ATTRIBUTE, EDITING_DONE } from './editing-hold'

/**
 * The preview side of visual editing. In the live preview beside the admin, the sections, columns
 * and widgets of an editor's draft render carry marks (`data-edit`, src/blocks/edit-marks.tsx):
 * they show an outline and their name on hover; a click names the row to the admin, which opens
 * it in the form; the chosen row gets a toolbar (move, duplicate, delete with undo, insert below)
 * whose actions the admin carries out in the form; a heading or button text is edited in place by
 * double-click. Nothing happens until the admin (our own origin, the window around this one or the
 * one that opened it) has answered `ready` with the session's token: a preview opened on its own
 * shows no editing controls.
 */

const MARK = '[data-edit]'
/**
 * An outline's name is drawn from this attribute by CSS, not held as text: the page's own words
 * stay the only text of the page (the live region says the name to a screen reader).
 */
const LABEL = 'data-label'
/** Longer than a double-click's second click takes; shorter than an editor notices. */
const DOUBLE_CLICK_MS = 350
/** The element showing a widget's short text, named by its field (src/blocks/edit-marks.tsx). */
const TEXT = '[data-edit-text]'

/** A row's own short texts edited in place, in reading order (not those of rows inside it). */
function textsOf(mark: Element | null): HTMLElement[] {
  if (!mark) return []
  return [...mark.querySelectorAll<HTMLElement>(TEXT)].filter((el) => el.closest(MARK) === mark)
}

/** An outline with its name tag, drawn over the page and never in the way of the pointer. */
function outline(doc: Document, style: 'dashed' | 'solid') {
  const frame = styled(doc, 'div', {
    position: 'fixed',
    zIndex: '2147483645',
    pointerEvents: 'none',
    border: `2px ${style} ${COLOUR}`,
    borderRadius: '2px',
    display: 'none',
    boxSizing: 'border-box',
  })
  frame.setAttribute('aria-hidden', 'true')
  const tag = styled(doc, 'span', {
    position: 'absolute',
    left: '-2px',
    background: COLOUR,
    color: '#fff',
    font: '600 12px/1.4 system-ui, sans-serif',
    padding: '2px 6px',
    borderRadius: '2px 2px 0 0',
    whiteSpace: 'nowrap',
    maxWidth: '90vw',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  })
  frame.append(tag)
  doc.body.append(frame)
  return {
    /** Draws the outline over `el`; returns its box (null: hidden). */
    show(el: Element | null): Box | null {
      const box = el ? boxOf(el) : null
      if (!el || !box) {
        frame.style.display = 'none'
        return null
      }
      tag.setAttribute(LABEL, el.getAttribute('data-edit-label') ?? '')
      // The tag goes inside the outline when there is no room above it.
      Object.assign(tag.style, box.top < 22 ? { bottom: 'auto', top: '0' } : { bottom: '100%', top: 'auto' })
      Object.assign(frame.style, {
        display: 'block',
        top: `${box.top}px`,
        left: `${box.left}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      })
      return box
    },
    remove: () => frame.remove(),
  }
}

/** What "insert below" adds, by the row's kind. */
function insertKind(path: string): 'widget' | 'column' | 'section' {
  if (isWidgetPath(path)) return 'widget'
  return /\.columns\.\d+$/.test(path) ? 'column' : 'section'
}

export function startEditBridge(win: Window): () => void {
  // The admin around this page (its frame) or the admin that opened it (its preview button).
  const admin: Window | null = win.parent !== win ? win.parent : win.opener
  if (!admin) return () => {}
  const doc = win.document
  const origin = win.location.origin
  const controller = new AbortController()
  const { signal } = controller
  let token: string | null = null
  let words = EDIT_WORDS.fi
  let hovered: string | null = null
  let selected: string | null = null
  /** The text being edited in place: its row, element and words before the edit. */
  let editing: { path: string; field: string; el: HTMLElement; before: string } | null = null
  const parts: { remove: () => void }[] = []
  let hover: ReturnType<typeof outline> | null = null
  let chosen: ReturnType<typeof outline> | null = null
  let toolbar: HTMLElement | null = null
  let bubble: HTMLElement | null = null
  let undoBar: HTMLElement | null = null
  let notice: HTMLElement | null = null
  let live: HTMLElement | null = null
  let moves: { up: HTMLButtonElement; down: HTMLButtonElement } | null = null
  /** A click's choice waits this long when a double-click (in-place editing) may follow. */
  let clickChoice = 0
  /** Focus the toolbar as soon as it shows (after an undo, the row comes back with the next render). */
  let focusToolbar = false
  const changes = new MutationObserver(() => redraw())
  const alts = altEditor(doc, {
    words: () => words,
    save: (media, value) => send({ kind: 'alt', media, value }),
    announce: (text) => announce(text),
    closed: () => {
      const mark = find(selected)
      if (mark) focusMark(mark)
    },
  })

  const find = (path: string | null) => (path ? doc.querySelector(`[data-edit="${CSS.escape(path)}"]`) : null)
  const labelOf = (path: string | null) => find(path)?.getAttribute('data-edit-label') ?? ''
  const send = (message: EditMessage) => admin.postMessage(envelope(message, token), origin)
  const announce = (text: string) => {
    if (live) live.textContent = text
  }

  // Paths, not elements: the preview re-renders after every autosave, and a path names the same row.
  let frame = 0
  const draw = () => {
    frame = 0
    hover?.show(hovered === selected ? null : find(hovered))
    const box = chosen?.show(find(selected)) ?? null
    updateMoves()
    placeToolbar(box)
    if (focusToolbar && box && toolbar?.firstElementChild instanceof HTMLElement) {
      focusToolbar = false
      toolbar.firstElementChild.focus()
    }
  }
  function redraw() {
    if (!frame) frame = win.requestAnimationFrame(draw)
  }

  /** Up and down are offered where the row has a neighbour that way (the preview shows the order). */
  function updateMoves() {
    if (!moves || !selected) return
    const mark = find(selected)
    const list = selected.slice(0, selected.lastIndexOf('.'))
    const siblings = [...doc.querySelectorAll(MARK)].filter((el) => {
      const path = el.getAttribute('data-edit') ?? ''
      return path.slice(0, path.lastIndexOf('.')) === list
    })
    const at = mark ? siblings.indexOf(mark) : -1
    const disable = (el: HTMLButtonElement, off: boolean) => {
      el.disabled = off
      el.style.opacity = off ? '0.55' : '1'
    }
    disable(moves.up, at <= 0)
    disable(moves.down, at === -1 || at >= siblings.length - 1)
  }

  /** The toolbar sits on the chosen row's top right corner, above it when there is room. */
  function placeToolbar(box: Box | null) {
    if (!toolbar) return
    if (!box || editing) {
      // The row goes for a moment as the preview renders the next save: the keyboard comes back
      // to the toolbar when it does.
      if (!editing && toolbar.contains(doc.activeElement)) focusToolbar = true
      toolbar.style.display = 'none'
      return
    }
    // Measured at the left edge: a fixed box shrinks to the room right of where it last was.
    Object.assign(toolbar.style, { display: 'flex', left: '0px' })
    const height = toolbar.offsetHeight
    const top = box.top > height + 24 ? box.top - height - 22 : box.top + 2
    Object.assign(toolbar.style, {
      top: `${Math.max(0, top)}px`,
      left: `${Math.max(0, Math.min(box.left + box.width - toolbar.offsetWidth, win.innerWidth - toolbar.offsetWidth))}px`,
    })
  }

  const select = (path: string | null, scroll: boolean) => {
    if (path !== selected) {
      showBubble(null)
      alts.close()
    }
    selected = path
    const el = find(path)
    if (el && scroll) bodyOf(el).scrollIntoView({ block: 'nearest' })
    fillToolbar()
    // A row hidden at this width (a phone-only or desktop-only setting) has no box to outline.
    const hidden = el !== null && isHidden(el)
    announce(el ? `${words.selected(labelOf(path))}${hidden ? ` (${words.hiddenHere})` : ''}` : '')
    showNotice(hidden ? `${labelOf(path)}: ${words.hiddenHere}` : null)
    redraw()
  }

  /** Chooses a row: outlined here, opened in the form (its first field focused when `focus`). */
  const choose = (path: string, focus: boolean) => {
    hideUndo()
    select(path, false)
    send({ kind: 'select', path, focus })
  }

  const act = (action: EditAction) => {
    win.clearTimeout(clickChoice)
    if (!selected) return
    hideUndo()
    send({ kind: 'action', path: selected, action })
    if (action === 'remove') {
      const label = labelOf(selected)
      const removed = selected
      select(null, false)
      showUndo(label, removed)
    }
  }

  /** The toolbar's buttons for the chosen row, or the question before a delete. */
  function fillToolbar(confirmDelete = false) {
    if (!toolbar) return
    // A keyboard user acting from the toolbar stays on the same button as it is rebuilt.
    const focused = toolbar.contains(doc.activeElement) ? doc.activeElement?.textContent : null
    toolbar.replaceChildren()
    moves = null
    if (!selected) return
    const label = labelOf(selected)
    toolbar.setAttribute('aria-label', words.actions(label))
    if (confirmDelete) {
      const question = styled(doc, 'span', {
        alignSelf: 'center',
        padding: '0 6px',
        font: '600 13px system-ui',
      })
      question.textContent = words.confirmDelete(label)
      const yes = button(doc, words.deleteNow, () => act('remove'))
      const no = button(doc, words.cancel, () => {
        fillToolbar()
        toolbar?.querySelector('button')?.focus()
      })
      toolbar.append(question, yes, no)
      yes.focus()
      return
    }
    const mark = find(selected)
    const buttons = [button(doc, words.form.name, () => act('form'), words.form.text)]
    if (imagesOf(mark, MARK).length > 0)
      buttons.push(button(doc, words.alt.name, () => editAlt(selected), words.alt.text))
    // A post's own field is edited in the form; the row actions are the layout's.
    if (isFieldPath(selected)) {
      toolbar.append(...buttons)
      if (focused) buttons[0]?.focus()
      return
    }
    if (textsOf(mark).length > 0)
      buttons.push(button(doc, words.editText.name, () => startEditing(), words.editText.text))
    const up = button(doc, words.up, () => act('up'), '↑')
    const down = button(doc, words.down, () => act('down'), '↓')
    moves = { up, down }
    updateMoves()
    buttons.push(
      up,
      down,
      button(doc, words.duplicate, () => act('duplicate')),
      button(doc, words.deleteAsk, () => fillToolbar(true)),
      button(doc, words.insert[insertKind(selected)], () => act('insert'), words.insert.text),
    )
    toolbar.append(...buttons)
    if (focused) {
      const again = buttons.find((el) => el.textContent === focused && !el.disabled) ?? buttons[0]
      again?.focus()
    }
  }

  /** The undo is offered only until the editor does something else (the admin forgets it too). */
  function hideUndo() {
    if (!undoBar) return
    undoBar.replaceChildren()
    undoBar.style.display = 'none'
  }

  /** After a delete: what went, and the way back, until the next action. */
  function showUndo(label: string, path: string) {
    if (!undoBar) return
    undoBar.replaceChildren()
    const text = styled(doc, 'span', { alignSelf: 'center' })
    text.textContent = words.deleted(label)
    const undo = button(doc, words.undo, () => {
      send({ kind: 'action', path, action: 'undo' })
      hideUndo()
      select(path, true)
      // The keyboard goes on from the restored row's toolbar, once the preview shows the row again.
      focusToolbar = true
    })
    undoBar.append(text, undo)
    undoBar.style.display = 'flex'
    undo.focus()
    announce(words.deletedUndo(label))
  }

  /** A note at the top of the preview (null: none). */
  function showNotice(text: string | null) {
    if (!notice) return
    notice.textContent = text ?? ''
    notice.style.display = text ? 'block' : 'none'
  }

  /** The form's word on an in-place edit, under the element (null: none). */
  function showBubble(message: string | null) {
    if (!bubble) return
    const el = editing?.el ?? find(selected)
    const box = el && message ? boxOf(el) : null
    if (!message || !box) {
      bubble.style.display = 'none'
      return
    }
    bubble.textContent = message
    Object.assign(bubble.style, {
      display: 'block',
      top: `${box.top + box.height + 4}px`,
      left: `${box.left}px`,
    })
    announce(message)
  }

  /** A row with a short text or an image's alt text the editor can change right here. */
  const editsInPlace = (mark: Element | null) => textsOf(mark).length > 0 || imagesOf(mark, MARK).length > 0

  /** The alt texts of the row's images, `img`'s box focused (the first's when null). */
  function editAlt(path: string | null, img: HTMLImageElement | null = null) {
    if (!path) return
    choose(path, false)
    alts.open(imagesOf(find(path), MARK), labelOf(path), img)
  }

  /**
   * In-place editing of a short text of the row at `path` (`el`, or its first); the form field
   * follows each keystroke.
   */
  function startEditing(path = selected, el: HTMLElement | null = textsOf(find(path))[0] ?? null) {
    const field = el?.getAttribute('data-edit-text')
    if (!path || !field || !el || editing) return
    choose(path, false)
    editing = { path, field, el, before: el.textContent ?? '' }
    doc.documentElement.setAttribute(EDITING_ATTRIBUTE, '')
    el.contentEditable = 'plaintext-only'
    el.setAttribute('aria-label', words.editField(labelOf(path)))
    el.style.outline = `2px solid ${COLOUR}`
    el.focus()
    doc.getSelection()?.selectAllChildren(el)
    announce(words.editing(labelOf(path)))
    redraw()
  }

  function stopEditing(cancel: boolean) {
    if (!editing) return
    const { path, field, el, before } = editing
    if (cancel) {
      el.textContent = before
      send({ kind: 'text', path, field, value: before })
    }
    editing = null
    el.removeAttribute('contenteditable')
    el.removeAttribute('aria-label')
    el.style.outline = ''
    doc.documentElement.removeAttribute(EDITING_ATTRIBUTE)
    win.dispatchEvent(new Event(EDITING_DONE))
    if (cancel) showBubble(null)
    announce(cancel ? words.cancelled : words.updated)
    redraw()
    const mark = find(path)
    if (mark) focusMark(mark)
  }

  /** Keyboard focus on a row: the row's element, or a widget's first element (its mark has no box). */
  function focusMark(mark: Element) {
    const target = bodyOf(mark)
    if (!(target instanceof HTMLElement)) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
    target.scrollIntoView({ block: 'nearest' })
    hovered = mark.getAttribute('data-edit')
    const chosenNow = hovered === selected
    announce(words.onRow(mark.getAttribute('data-edit-label') ?? '', chosenNow))
    redraw()
  }

  const inUi = (target: EventTarget | null) => target instanceof Element && target.closest(`[${UI}]`) !== null

  function enable() {
    const sheet = styled(doc, 'style', {})
    sheet.textContent = `[${UI}][${LABEL}]::before{content:attr(${LABEL})}`
    doc.head.append(sheet)
    parts.push(sheet)
    hover = outline(doc, 'dashed')
    chosen = outline(doc, 'solid')
    toolbar = styled(doc, 'div', {
      position: 'fixed',
      zIndex: '2147483647',
      display: 'none',
      flexWrap: 'wrap',
      gap: '4px',
      padding: '4px',
      background: '#0f172a',
      borderRadius: '4px',
      maxWidth: '96vw',
      boxShadow: '0 2px 8px rgb(0 0 0 / 0.3)',
    })
    toolbar.setAttribute('role', 'toolbar')
    bubble = styled(doc, 'div', {
      position: 'fixed',
      zIndex: '2147483647',
      display: 'none',
      background: '#b91c1c',
      color: '#fff',
      font: '600 13px/1.4 system-ui, sans-serif',
      padding: '4px 8px',
      borderRadius: '3px',
      pointerEvents: 'none',
    })
    undoBar = styled(doc, 'div', {
      position: 'fixed',
      zIndex: '2147483647',
      left: '50%',
      bottom: '16px',
      transform: 'translateX(-50%)',
      display: 'none',
      gap: '12px',
      padding: '8px 12px',
      background: '#0f172a',
      color: '#fff',
      font: '500 14px/1.4 system-ui, sans-serif',
      borderRadius: '4px',
    })
    notice = styled(doc, 'div', {
      position: 'fixed',
      zIndex: '2147483647',
      top: '8px',
      left: '50%',
      transform: 'translateX(-50%)',
      display: 'none',
      padding: '6px 12px',
      background: '#0f172a',
      color: '#fff',
      font: '600 13px/1.4 system-ui, sans-serif',
      borderRadius: '4px',
      pointerEvents: 'none',
    })
    undoBar.setAttribute('role', 'group')
    undoBar.setAttribute('aria-label', words.deletion)
    live = styled(doc, 'div', {})
    // A polite live region without the status role: the preview bar is the page's status.
    live.setAttribute('aria-live', 'polite')
    live.setAttribute('aria-atomic', 'true')
    live.className = 'visually-hidden'
    doc.body.append(toolbar, bubble, undoBar, notice, live)
    parts.push(hover, chosen, toolbar, bubble, undoBar, notice, live)

    doc.addEventListener(
      'pointerover',
      (event) => {
        if (inUi(event.target)) return
        const mark = event.target instanceof Element ? event.target.closest(MARK) : null
        hovered = mark?.getAttribute('data-edit') ?? null
        redraw()
      },
      { signal },
    )
    doc.addEventListener(
      'pointerleave',
      () => {
        hovered = null
        redraw()
      },
      { signal },
    )
    // Capture: in the editor's preview a click chooses what to edit; it does not follow the link
    // or open the widget under it.
    doc.addEventListener(
      'click',
      (event) => {
        if (inUi(event.target) || editing?.el.contains(event.target as Node)) return
        const mark = event.target instanceof Element ? event.target.closest(MARK) : null
        const path = mark?.getAttribute('data-edit')
        if (!path) return
        event.preventDefault()
        event.stopPropagation()
        if (editing) stopEditing(false)
        win.clearTimeout(clickChoice)
        if (!editsInPlace(mark)) {
          choose(path, true)
          return
        }
        // A double-click edits the text or alt text in place and keeps the focus here; only a
        // single click sends the editor to the form's field.
        select(path, false)
        clickChoice = win.setTimeout(() => choose(path, true), DOUBLE_CLICK_MS)
      },
      { capture: true, signal },
    )
    doc.addEventListener(
      'dblclick',
      (event) => {
        const mark = event.target instanceof Element ? event.target.closest(MARK) : null
        const path = mark?.getAttribute('data-edit')
        if (!path || !editsInPlace(mark)) return
        event.preventDefault()
        win.clearTimeout(clickChoice)
        // The text under the pointer; else the row's pictures' alt texts (a banner's picture lies
        // under its overlay); else the row's first text.
        const target = event.target instanceof Node ? event.target : null
        const text = textsOf(mark).find((el) => el.contains(target))
        const images = imagesOf(mark, MARK)
        if (text) startEditing(path, text)
        else if (images.length > 0) editAlt(path, images.find((image) => image === target) ?? null)
        else startEditing(path)
      },
      { capture: true, signal },
    )
    doc.addEventListener(
      'input',
      (event) => {
        if (!editing || event.target !== editing.el) return
        send({ kind: 'text', path: editing.path, field: editing.field, value: editing.el.textContent ?? '' })
      },
      { signal },
    )
    doc.addEventListener(
      'focusout',
      (event) => {
        if (editing && event.target === editing.el) stopEditing(false)
      },
      { signal },
    )
    // By keyboard: Tab and Shift+Tab go from row to row in reading order (past the last, on out
    // of the preview; from the chosen row into its toolbar), Enter chooses the row, and Enter on
    // the chosen row edits its first text in place (Tab goes on to its next).
    doc.addEventListener(
      'keydown',
      (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return
        if (editing) {
          if (event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey)) {
            event.preventDefault()
            stopEditing(event.key === 'Escape')
          } else if (event.key === 'Tab') {
            // On to the row's next (or previous) text, keeping this one; past its last, the row.
            const { path, el } = editing
            const texts = textsOf(find(path))
            const next = texts[texts.indexOf(el) + (event.shiftKey ? -1 : 1)]
            event.preventDefault()
            stopEditing(false)
            if (next) startEditing(path, next)
          }
          return
        }
        const inToolbar = toolbar?.contains(doc.activeElement) ?? false
        if (event.key === 'Escape' && inToolbar) {
          const mark = find(selected)
          if (mark) focusMark(mark)
          return
        }
        // The toolbar sits between its row and the next: Shift+Tab from its first button goes
        // back to the row, Tab from its last on to the next row.
        if (event.key === 'Tab' && inToolbar && toolbar) {
          const enabled = [...toolbar.querySelectorAll('button')].filter((el) => !el.disabled)
          const edge = event.shiftKey ? enabled[0] : enabled.at(-1)
          const marks = [...doc.querySelectorAll(MARK)]
          const at = marks.findIndex((mark) => mark.getAttribute('data-edit') === selected)
          const to = event.shiftKey ? marks[at] : marks[at + 1]
          if (doc.activeElement === edge && to) {
            event.preventDefault()
            focusMark(to)
          }
          return
        }
        if (inUi(doc.activeElement)) return
        const onMark = doc.activeElement?.closest(MARK) !== null && hovered !== null
        if (event.key === 'Enter' && onMark && hovered) {
          event.preventDefault()
          const mark = find(hovered)
          if (hovered !== selected) choose(hovered, false)
          else if (textsOf(mark).length > 0) startEditing(hovered)
          else if (editsInPlace(mark)) editAlt(hovered)
          return
        }
        if (event.key !== 'Tab') return
        if (!event.shiftKey && onMark && hovered === selected && toolbar?.firstElementChild) {
          event.preventDefault()
          ;(toolbar.firstElementChild as HTMLElement).focus()
          return
        }
        const marks = [...doc.querySelectorAll(MARK)]
        const at = marks.findIndex((mark) => mark.getAttribute('data-edit') === hovered)
        const next = at === -1 ? (event.shiftKey ? marks.length - 1 : 0) : at + (event.shiftKey ? -1 : 1)
        const mark = marks[next]
        if (!mark) {
          hovered = null
          redraw()
          return
        }
        event.preventDefault()
        focusMark(mark)
      },
      { capture: true, signal },
    )
    win.addEventListener('scroll', redraw, { passive: true, signal })
    win.addEventListener('resize', redraw, { signal })
    changes.observe(doc.body, { childList: true, subtree: true })
  }

  win.addEventListener(
    'message',
    (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== admin) return
      const message = readEditMessage(event.data, token)
      if (!message) return
      if (message.kind === 'init' && token === null) {
        token = message.token
        words = EDIT_WORDS[message.lang]
        enable()
      } else if (message.kind === 'highlight' && !editing) select(message.path, true)
      else if (message.kind === 'altSaved') alts.saved(message.media, message.ok, message.message)
      else if (message.kind === 'invalid' && (editing?.path ?? selected) === message.path)
        showBubble(message.message)
    },
    { signal },
  )
  send({ kind: 'ready' })
  return () => {
    controller.abort()
    changes.disconnect()
    win.clearTimeout(clickChoice)
    alts.close()
    for (const part of parts) part.remove()
    if (frame) win.cancelAnimationFrame(frame)
  }
}
