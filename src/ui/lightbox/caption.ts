import type PhotoSwipe from 'photoswipe'
import type { UIElementData } from 'photoswipe'
import { format } from '@/i18n/strings'
import type { LightboxItemData } from './item'

type CaptionOptions = {
  /** The gallery's items (the array grows when a list appends items while open). */
  items: readonly LightboxItemData[]
  /** `Kuva {i} / {n}`. */
  position: string
  /** CSS module classes (possibly undefined, as the module's typings have them). */
  classNames: Record<'root' | 'box' | 'title' | 'measure', string | undefined>
}

export type Caption = {
  element: UIElementData
  /** The caption's height for an item at the current width (the space kept free under wide pictures). */
  heightFor: (index: number) => number
}

export const STATUS_ID = 'lightbox-status'

/**
 * The title and description under the picture, and a status line for screen readers that names
 * the picture on every change ("Kuva 2 / 5: Näsinneula"); the dialog is described by it too.
 */
export function caption({ items, position, classNames }: CaptionOptions): Caption {
  let measurer: HTMLElement | null = null
  const heights = new Map<number, number>()

  const fill = (target: HTMLElement, item: LightboxItemData | undefined) => {
    const parts: HTMLElement[] = []
    if (item?.title) {
      const title = document.createElement('p')
      title.className = classNames.title ?? ''
      title.textContent = item.title
      parts.push(title)
    }
    if (item?.html) {
      const text = document.createElement('p')
      text.textContent = item.html
      parts.push(text)
    }
    target.replaceChildren(...parts)
  }

  const element: UIElementData = {
    name: 'caption',
    className: `pswp__caption ${classNames.root ?? ''}`,
    appendTo: 'root',
    order: 30,
    onInit: (root, pswp: PhotoSwipe) => {
      const status = document.createElement('p')
      status.id = STATUS_ID
      status.className = 'visually-hidden'
      status.setAttribute('aria-live', 'polite')
      const box = document.createElement('div')
      box.className = classNames.box ?? ''
      measurer = document.createElement('div')
      measurer.className = `${classNames.box ?? ''} ${classNames.measure ?? ''}`
      measurer.setAttribute('aria-hidden', 'true')
      root.append(status, box, measurer)

      pswp.on('change', () => {
        const item = items[pswp.currIndex]
        const place = format(position, { i: pswp.currIndex + 1, n: pswp.getNumItems() })
        status.textContent = item?.title ? `${place}: ${item.title}` : place
        fill(box, item)
        box.hidden = !box.hasChildNodes()
      })
      pswp.on('viewportSize', () => heights.clear())
    },
  }

  const heightFor = (index: number) => {
    const known = heights.get(index)
    if (known !== undefined || !measurer) return known ?? 0
    fill(measurer, items[index])
    const height = measurer.hasChildNodes() ? measurer.offsetHeight : 0
    measurer.replaceChildren()
    heights.set(index, height)
    return height
  }

  return { element, heightFor }
}
