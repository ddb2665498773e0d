'use client'

import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { reducedMotion } from '../dom'
import { subscribeConsent, thirdPartiesAllowed } from './browser'
import styles from './consent.module.css'

const EMBED_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen; clipboard-write; web-share'

/** A background video autoplays, so reduced motion keeps the poster instead. */
function backgroundAllowed(): boolean {
  return thirdPartiesAllowed() && !reducedMotion()
}

/** The server never knows the answer: it always renders the placeholder. */
function serverSnapshot(): boolean {
  return false
}

type Props = {
  src: string
  title: string
  /** Decorative (a section background): no notice, no button, never focusable. */
  background?: boolean
  notice?: string
  loadLabel?: string
  /** Server-rendered poster for the placeholder. */
  children?: ReactNode
}

/**
 * The client half of a consent gate: the placeholder until consent allows third parties (at
 * load or on `consentchange`), or until the visitor loads just this embed; then the iframe.
 */
export function ConsentFrame({ src, title, background = false, notice, loadLabel, children }: Props) {
  const allowed = useSyncExternalStore(
    subscribeConsent,
    background ? backgroundAllowed : thirdPartiesAllowed,
    serverSnapshot,
  )
  const [chosen, setChosen] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  // The button that was focused is gone; focus continues in the player it loaded.
  useEffect(() => {
    if (chosen) frame.current?.focus()
  }, [chosen])

  if (background) {
    return allowed ? (
      <div className={styles.backdrop} inert>
        <iframe
          className={styles.iframe}
          src={src}
          title={title}
          allow="autoplay; encrypted-media"
          tabIndex={-1}
        />
      </div>
    ) : null
  }
  if (allowed || chosen) {
    return (
      <iframe
        ref={frame}
        className={styles.iframe}
        src={src}
        title={title}
        allow={EMBED_ALLOW}
        allowFullScreen
        loading={chosen ? undefined : 'lazy'}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div className={styles.placeholder}>
      {children}
      <div className={styles.panel}>
        <p>{notice}</p>
        {/* Several embeds on a page: the name says which one this button loads, and starts with
            the visible text so voice control users can say what they see. */}
        <button
          type="button"
          className={styles.loadButton}
          aria-label={`${loadLabel}: ${title}`}
          onClick={() => setChosen(true)}
        >
          {loadLabel}
        </button>
      </div>
    </div>
  )
}
