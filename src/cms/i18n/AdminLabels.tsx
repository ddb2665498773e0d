'use client'
import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'
import { ADMIN_LANGUAGE } from './index'
import { fiLexicalUntranslated, fiUntranslatedTexts } from './lexical-fi'

const LABELS: Record<string, string> = fiLexicalUntranslated
const TEXTS: Record<string, string> = fiUntranslatedTexts
const SELECTOR = Object.keys(LABELS)
  .map((english) => `[aria-label="${english}"]`)
  .join(',')

/** Text nodes that are exactly one of the hard-coded English texts. */
function translateTexts(root: Node) {
  if (root.nodeType === Node.TEXT_NODE) {
    const finnish = TEXTS[root.nodeValue ?? '']
    if (finnish) root.nodeValue = finnish
    return
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const finnish = TEXTS[node.nodeValue ?? '']
    if (finnish) node.nodeValue = finnish
  }
}

function translate(root: Element) {
  translateTexts(root)
  const found = root.matches(SELECTOR)
    ? [root, ...root.querySelectorAll(SELECTOR)]
    : root.querySelectorAll(SELECTOR)
  for (const element of found) {
    const finnish = LABELS[element.getAttribute('aria-label') ?? '']
    if (finnish) element.setAttribute('aria-label', finnish)
  }
}

/**
 * An admin provider for the Finnish admin: gives the few rich-text controls whose `aria-label`
 * Payload hard-codes in English, and the live preview's hard-coded "Responsive" size, their
 * Finnish names as they appear (and again if React puts the English back). Renders nothing of
 * its own; English editors keep the English.
 */
export function AdminLabels({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  useEffect(() => {
    if (i18n.language !== ADMIN_LANGUAGE) return
    translate(document.body)
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) translate(record.target)
        if (record.type === 'characterData') translateTexts(record.target)
        for (const node of record.addedNodes) {
          if (node instanceof Element) translate(node)
          else translateTexts(node)
        }
      }
    })
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [i18n.language])
  return children
}
