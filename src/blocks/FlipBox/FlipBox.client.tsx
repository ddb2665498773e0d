'use client'

import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { TIMING } from '@/lib/constants'
import { cx } from '@/lib/css-vars'
import styles from './flip-box.module.css'

type Props = {
  door: boolean
  direction: 'left' | 'right' | 'up' | 'down'
  title: string
  style: CSSProperties
  art: ReactNode
  text: ReactNode
  children: ReactNode
}

const INTERACTIVE = 'a, button, input, select, textarea, summary, label, [tabindex]'

export function FlipBox({ door, direction, title, style, art, text, children }: Props) {
  const [turned, setTurned] = useState(false)
  // Right after a tap turns the box, the back ignores taps for TIMING.touchLinkDelay, so the same
  // (or a double) tap cannot follow a link that has just appeared under the finger.
  const [settling, setSettling] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const toggle = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => () => clearTimeout(timer.current), [])

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (settling) return
    const target = event.target as Element
    const onToggle = toggle.current?.contains(target) ?? false
    // Links and buttons on the back do their own thing.
    const control = target.closest(INTERACTIVE)
    if (!onToggle && control && event.currentTarget.contains(control)) return
    const keyboard = event.detail === 0
    const touch =
      (event.nativeEvent as PointerEvent).pointerType === 'touch' ||
      !window.matchMedia('(hover: hover)').matches
    // A mouse turns the flip style by hovering; a click would leave it stuck when the pointer leaves.
    if (!door && !keyboard && !touch) return
    const next = !turned
    setTurned(next)
    if (next && touch && !keyboard) {
      setSettling(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setSettling(false), TIMING.touchLinkDelay)
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap anywhere on the box turns it; the keyboard uses the title button, which this handler also serves.
    <div
      className={cx(styles.root, door ? styles.door : cx(styles.flip, styles[`dir-${direction}`]))}
      style={style}
      data-flip-box={door ? 'door' : 'flip'}
      data-turned={turned ? '' : undefined}
      data-settling={settling ? '' : undefined}
      onClick={onClick}
    >
      <div className={styles.inner}>
        <div className={styles.front}>
          {door ? (
            <>
              <span className={cx(styles.leaf, styles.leafStart)} aria-hidden="true" />
              <span className={cx(styles.leaf, styles.leafEnd)} aria-hidden="true" />
            </>
          ) : null}
          <div className={styles.frontContent}>
            {art}
            <h3 className={styles.title}>
              <button
                ref={toggle}
                type="button"
                className={styles.toggle}
                aria-expanded={turned}
                aria-controls={id}
              >
                {title}
              </button>
            </h3>
            {text}
          </div>
        </div>
        <div id={id} className={styles.back}>
          {children}
        </div>
      </div>
    </div>
  )
}
