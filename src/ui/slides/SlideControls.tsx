import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'
import type { UiStrings } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import { LineIcon } from '@/lib/icons'
import { Sheet, styles } from './slide-controls.sheet'

type Part = 'rotation' | 'prev' | 'next'

type Props = {
  ui: UiStrings
  /** Whose island finds the controls: `data-carousel-prev`, `data-slider-prev`, … */
  scope: 'carousel' | 'slider'
  /** The slides' container, which previous and next control. */
  trackId: string
  /** The rotation control: autoplay is on, and it starts running. */
  rotation: boolean
  /** Previous and next. */
  steps: boolean
  /** The widget's own classes, which place the controls. */
  classes: Record<'control' | Part, string | undefined>
}

/** The data attribute a widget's island finds a control by. */
const hook = (scope: Props['scope'], part: Part) => ({ [`data-${scope}-${part}`]: '' })

/** Previous and next: their part, name and chevron. */
const STEPS = [
  { part: 'prev', label: 'carouselPrevious', icon: ChevronLeft },
  { part: 'next', label: 'carouselNext', icon: ChevronRight },
] as const

/**
 * The APG carousel's controls, shared by the carousel and the slideshow: the rotation control
 * first (the island switches its name and state), then previous and next. Round 44 px buttons;
 * reduced motion hides the rotation control, as nothing rotates then.
 */
export function SlideControls({ ui, scope, trackId, rotation, steps, classes }: Props) {
  return (
    <>
      <Sheet />
      <>
        {rotation ? (
          <button
            type="button"
            className={cx(styles.control, styles.rotation, classes.control, classes.rotation)}
            aria-label={ui.carouselPause}
            {...hook(scope, 'rotation')}
            data-state="playing"
          >
            <LineIcon node={Pause} className={styles.pauseIcon} size={18} />
            <LineIcon node={Play} className={styles.playIcon} size={18} />
          </button>
        ) : null}
        {steps
          ? STEPS.map(({ part, label, icon }) => (
              <button
                key={part}
                type="button"
                className={cx(styles.control, classes.control, classes[part])}
                aria-label={ui[label]}
                aria-controls={trackId}
                {...hook(scope, part)}
              >
                <LineIcon node={icon} size={22} />
              </button>
            ))
          : null}
      </>
    </>
  )
}
