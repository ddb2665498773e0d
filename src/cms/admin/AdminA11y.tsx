'use client'
import type { ClientTranslationKeys, TFunction } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'
import type { AdminLanguage } from '../i18n'

/** What a fix may use besides the element: the admin's language and the strip watcher. */
type Context = {
  t: TFunction<ClientTranslationKeys>
  language: string
  watchScroll: (strip: Element) => void
}

/** One correction of Payload's markup: every element matching `selector` gets `apply`. */
type Fix = { selector: string; apply: (element: Element, context: Context) => void }

/** Sets an attribute only when it differs, so a pass over fixed markup changes nothing. */
function set(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

/** A field label's own words, without Payload's "*" (required) and "— fi" (localized) marks. */
function ownText(label: Element | null | undefined): string {
  if (!label) return ''
  let text = ''
  for (const node of label.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue
  return text.trim()
}

/** A fix that names an icon-only control with one of Payload's translations. */
const named = (selector: string, key: ClientTranslationKeys): Fix => ({
  selector,
  apply: (element, { t }) => set(element, 'aria-label', t(key)),
})

let titleIds = 0

/** The id of a document header's `<h1>` (given one if Payload's has none), to name landmarks by. */
function docTitleId(header: Element): string | undefined {
  const title = header.querySelector('h1')
  if (!title) return undefined
  if (!title.id) title.id = `kajo-doc-title-${++titleIds}`
  return title.id
}

/** The admin's own name (Payload has no key for it), as the browser tab's title suffix says. */
const ADMIN_NAME: Record<AdminLanguage, string> = { fi: 'Sivuston hallinta', en: 'Site admin' }

/** Names for a list filter's condition controls (Payload has keys for none of them). */
const CONDITION_NAMES: Record<
  AdminLanguage,
  Record<'field' | 'operator' | 'value' | 'remove' | 'add', string>
> = {
  fi: { field: 'Kenttä', operator: 'Ehto', value: 'Arvo', remove: 'Poista ehto', add: 'Lisää ehto' },
  en: {
    field: 'Field',
    operator: 'Operator',
    value: 'Value',
    remove: 'Remove condition',
    add: 'Add condition',
  },
}
const conditionNames = (language: string) => CONDITION_NAMES[language === 'en' ? 'en' : 'fi']

/**
 * Payload 3.90's admin markup as axe-core finds it, corrected where it stands: each entry names the
 * Payload element and why it needs the fix. Names come from Payload's translations (`t`), so
 * they are Finnish in the Finnish admin and English for an English editor.
 */
const FIXES: Fix[] = [
  {
    // The default template (dashboard, lists, documents) has no `main`: the view follows the app
    // header (and a document's title bar, below) in `.template-default__wrap`. Document edit and
    // version views render their own `main` and are left alone; in the others the view's root
    // becomes the main landmark, which also makes a view's own `<header>` (the list's title bar)
    // part of it instead of a second banner.
    selector: '.template-default__wrap > :not(.app-header, .doc-header)',
    apply(view) {
      let before = view.previousElementSibling
      while (before?.matches('.app-header, .doc-header')) before = before.previousElementSibling
      if (!before && view.parentElement?.querySelector('main') === null) set(view, 'role', 'main')
    },
  },
  {
    // A `<header>` inside such a view (the list's title bar) is no banner by the HTML mapping now
    // that it sits in a main landmark, but axe (landmark-banner-is-top-level) still takes any
    // `<header>` outside a `<main>` element for one: say outright that it is a plain container.
    // Listed after the fix above, which makes the view a main landmark.
    selector: '.template-default__wrap > [role="main"] header:not([role])',
    apply: (header) => set(header, 'role', 'none'),
  },
  {
    // The minimal template (login, forgotten password, first user, logout) is a bare `<section>`.
    selector: '.template-minimal',
    apply: (section) => set(section, 'role', 'main'),
  },
  {
    // A document's title and its view tabs (edit, versions, API) sit above the view's `main`, in
    // no landmark: they become a region named by the title, so nothing is left outside landmarks.
    selector: '.template-default__wrap > .doc-header',
    apply(header) {
      const title = docTitleId(header)
      if (!title) return
      set(header, 'role', 'region')
      set(header, 'aria-labelledby', title)
    },
  },
  {
    // A document view's `main` and the app header are named (the document's title; the admin):
    // with the live preview open, the previewed page's own unnamed banner and main are in the
    // same window, and two unnamed landmarks of a role cannot be told apart.
    selector: '.template-default__wrap > main',
    apply(main) {
      const header = main.parentElement?.querySelector(':scope > .doc-header')
      const title = header ? docTitleId(header) : undefined
      if (title) set(main, 'aria-labelledby', title)
    },
  },
  {
    selector: '.template-default__wrap > .app-header',
    apply: (header, { language }) => set(header, 'aria-label', ADMIN_NAME[language === 'en' ? 'en' : 'fi']),
  },
  {
    // The view tabs are a `<ul>` whose items are the tab links themselves (no `<li>`): a list
    // with nothing in it as far as assistive technology goes. The links stay links.
    selector: '.doc-tabs__tabs',
    apply: (list) => set(list, 'role', 'none'),
  },
  {
    // react-select's dropdown arrow and clear cross are `aria-hidden="true"` yet still in the tab
    // order: invisible stops. The combobox itself opens the menu (arrow keys) and clears the value
    // (Backspace) from the keyboard; the mouse still clicks them.
    selector: ':is(.dropdown-indicator, .clear-indicator)[aria-hidden="true"]',
    apply: (button) => set(button, 'tabindex', '-1'),
  },
  {
    // react-select's input has no name: Payload's field label points (`for`) at the field's
    // wrapper, not at the input. It gets its field's label; the dashboard's breadcrumb dropdown
    // (no field) is named after the view, as its visible value says.
    selector: 'input[id^="react-select-"][id$="-input"]:not([aria-labelledby])',
    apply(input, { t }) {
      const name = input.closest('.dashboard-breadcrumb-select')
        ? t('general:dashboard')
        : ownText(input.closest('.field-type')?.querySelector('.field-label'))
      if (name) set(input, 'aria-label', name)
    },
  },
  {
    // A list filter's condition ("Suodata: Arviot, jossa Tila on yhtä kuin Odottaa"): its field,
    // operator and value controls have no label (no `.field-type` around them to borrow one from).
    selector: '.condition__inputs input:not([type="hidden"])',
    apply(input, { language }) {
      const names = conditionNames(language)
      const part = input.closest('.condition__field, .condition__operator, .condition__value')
      const name = part?.classList.contains('condition__field')
        ? names.field
        : part?.classList.contains('condition__operator')
          ? names.operator
          : names.value
      set(input, 'aria-label', name)
    },
  },
  {
    // …and its buttons that remove it or add another after it are an icon each.
    selector: '.condition__actions-remove',
    apply: (button, { language }) => set(button, 'aria-label', conditionNames(language).remove),
  },
  {
    selector: '.condition__actions-add',
    apply: (button, { language }) => set(button, 'aria-label', conditionNames(language).add),
  },
  // The list's pagination arrows are icon-only buttons.
  named('.paginator .clickable-arrow--left', 'general:previous'),
  named('.paginator .clickable-arrow--right', 'general:next'),
  {
    // A list row another editor has open shows a lock (a `role="button"` div) whose only words are
    // in a tooltip rendered on hover: name it with those words ("Toinen käyttäjä muokkaa").
    selector: '.locked[role="button"]',
    apply(lock, { t }) {
      const tooltip = lock.querySelector('.locked__tooltip')?.textContent?.trim()
      set(lock, 'aria-label', tooltip || `${t('general:anotherUser')} ${t('general:isEditing')}`)
    },
  },
  {
    // The list's select-all checkbox is named only by its title "select-all" (its id, shown as a
    // tooltip too) and an empty aria-label.
    selector: '.select-all input[type="checkbox"]',
    apply(checkbox, { t }) {
      set(checkbox, 'aria-label', t('general:selectAllRows'))
      set(checkbox, 'title', t('general:selectAllRows'))
    },
  },
  {
    // Each row's checkbox has an empty aria-label: it is named after its row's title (the row's
    // first link, which opens the document).
    selector: '.select-row input[type="checkbox"]',
    apply(checkbox, { t }) {
      const title = checkbox.closest('tr')?.querySelector('td:not(.cell-_select) a')?.textContent?.trim()
      set(checkbox, 'aria-label', title ? t('general:selectLabel', { label: title }) : t('general:select'))
    },
  },
  {
    // The arrow beside a button with a sub-menu (the publish button's "schedule / publish one
    // locale") is icon-only: "more options" for that button, by its label.
    selector: '.btn--withPopup > .popup .popup-button',
    apply(trigger, { t }) {
      const main = trigger.closest('.btn--withPopup')?.querySelector(':scope > .btn')?.textContent?.trim()
      set(trigger, 'aria-label', main ? `${t('general:moreOptions')}: ${main}` : t('general:moreOptions'))
    },
  },
  // The document's "⋯" menu (create new, duplicate, delete) is three dots in a button.
  named('.doc-controls__popup .popup-button', 'general:moreOptions'),
  {
    // A blocks or array field's copy/paste menu in its header is icon-only: named by its field.
    selector: '.clipboard-action__popup .popup-button',
    apply(trigger, { t }) {
      const field = ownText(
        trigger.closest('.blocks-field__header, .array-field__header')?.querySelector('.field-label'),
      )
      set(trigger, 'aria-label', field ? `${t('general:moreOptions')}: ${field}` : t('general:moreOptions'))
    },
  },
  // A block or array row's menu (move, add below, duplicate, copy, remove) is icon-only.
  named('.array-actions__button', 'general:moreOptions'),
  // An upload field's chosen file has icon-only edit and remove buttons.
  named('.upload-relationship-details__edit', 'general:edit'),
  named('.upload-relationship-details__remove', 'general:remove'),
  // The copy button beside the API view's address and an API key is an icon only.
  named('button.copy-to-clipboard', 'general:copy'),
  {
    // The rich-text editor's editable area (`role="textbox"`) has no name: its field's label is
    // a `<label for>` pointing at the field's id, not at the editable element.
    selector: '.rich-text-lexical .ContentEditable__root[role="textbox"]:not([aria-labelledby])',
    apply(editable) {
      const name = ownText(editable.closest('.field-type')?.querySelector('.field-label'))
      if (name) set(editable, 'aria-label', name)
    },
  },
  {
    // The live preview's frame has no title, and its width and height inputs no labels.
    selector: '#live-preview-iframe',
    apply: (frame, { t }) => set(frame, 'title', t('general:livePreview')),
  },
  named('.toolbar-input[name="live-preview-width"]', 'upload:width'),
  named('.toolbar-input[name="live-preview-height"]', 'upload:height'),
  // A row's drag handle is a `role="button"` div with no name (dnd-kit describes how to use it).
  named('.collapsible__drag[role="button"]', 'general:move'),
  {
    // Blocks, array and group fields head themselves with `<h3>` at every depth, right under the
    // document's `<h1>` (the tabs between are buttons): a skipped level, and a field inside a row
    // of another field is announced at its parent's level. Each is announced one level below the
    // field it sits in: 2 at the top (Osiot), 3 inside it (Sarakkeet), 4 below that…, at most 6.
    selector: ':is(.blocks-field__header, .array-field__header, .group-field__header) h3',
    apply(heading) {
      const fields = '.blocks-field, .array-field, .group-field'
      let depth = 0
      let outer = heading.closest(fields)?.parentElement?.closest(fields)
      while (outer) {
        depth++
        outer = outer.parentElement?.closest(fields)
      }
      set(heading, 'aria-level', String(Math.min(6, 2 + depth)))
    },
  },
  {
    // Two more `<h3>`s straight under a view's `<h1>`: a list's "no results" note and the account
    // view's admin settings (language, theme).
    selector: '.no-results > h3, .payload-settings > h3',
    apply: (heading) => set(heading, 'aria-level', '2'),
  },
  {
    // On a narrow screen the document's status strip (status, modified, created) scrolls sideways
    // but nothing in it can take focus, so a keyboard could not scroll it. It takes focus while it
    // scrolls (watched for size changes), and not on a wide screen where it fits.
    selector: '.doc-controls__content',
    apply: (strip, { watchScroll }) => watchScroll(strip),
  },
]

const SELECTOR = FIXES.map((fix) => fix.selector).join(',')

function fix(root: Element, context: Context) {
  // One combined test first: most added nodes (rich-text typing) match nothing.
  if (!root.matches(SELECTOR) && root.querySelector(SELECTOR) === null) return
  for (const { selector, apply } of FIXES) {
    if (root.matches(selector)) apply(root, context)
    for (const element of root.querySelectorAll(selector)) apply(element, context)
  }
}

function updateScrollFocus(strip: Element) {
  if (strip.scrollWidth > strip.clientWidth) set(strip, 'tabindex', '0')
  else if (strip.hasAttribute('tabindex')) strip.removeAttribute('tabindex')
}

/**
 * An admin provider (next to AdminLabels): gives Payload's admin markup the landmarks, names and
 * heading levels it lacks, as elements appear (see FIXES), so axe finds no violations in the
 * login, dashboard, list and document views. Renders nothing of its own. Colour contrast is
 * corrected in src/app/(payload)/custom.css and the headings Payload omits are rendered by
 * LoginHeading and the dashboard.
 */
export function AdminA11y({ children }: { children?: ReactNode }) {
  const { i18n, t } = useTranslation()
  const { language } = i18n
  useEffect(() => {
    const strips = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const strip = entry.target.closest('.doc-controls__content')
        if (strip) updateScrollFocus(strip)
      }
    })
    const context: Context = {
      t,
      language,
      // The strip and its content: either resizing can start or end the scrolling.
      watchScroll(strip) {
        strips.observe(strip)
        if (strip.firstElementChild) strips.observe(strip.firstElementChild)
      },
    }
    fix(document.body, context)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        // An aria-label changed: React putting back Payload's empty name over ours (ours re-set
        // changes nothing).
        if (record.type === 'attributes' && record.target instanceof Element) fix(record.target, context)
        for (const node of record.addedNodes) if (node instanceof Element) fix(node, context)
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => {
      observer.disconnect()
      strips.disconnect()
    }
  }, [t, language])
  return children
}
