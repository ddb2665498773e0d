import type { Locale } from '@/i18n/locales'
import { format, t } from '@/i18n/strings'
import { MEDIA } from '@/lib/constants'
import { Img } from '@/lib/Img'
import type { ImageLoading } from '@/lib/render-context'
import type { Media } from '@/payload-types'
import { ConsentFrame } from './ConsentFrame'
import styles from './consent.module.css'

type Props = {
  /** The third party's name for the notice: YouTube, Vimeo, OpenStreetMap. */
  service: string
  /** The embed address, on an origin the CSP's frame-src lists (CONSENT_GATED_FRAME_ORIGINS). */
  src: string
  /** The iframe's accessible name. */
  title: string
  locale: Locale
  /** Our own image shown before consent; never the third party's thumbnail. */
  poster?: Media | null
  posterLoading?: ImageLoading
  /** Width divided by height; video by default (docs/consent.md: 16:9). */
  aspect?: number
}

/**
 * A third-party embed that loads nothing before consent: a local poster, a notice naming the
 * service and a button that loads only this embed. Consent given in the banner loads it too.
 */
export function ConsentGate({
  service,
  src,
  title,
  locale,
  poster,
  posterLoading,
  aspect = MEDIA.videoAspect,
}: Props) {
  const ui = t(locale)
  return (
    <div className={styles.gate} style={{ aspectRatio: aspect }} data-consent-gate={service}>
      <ConsentFrame
        src={src}
        title={title}
        notice={format(ui.consentPlaceholder, { service })}
        loadLabel={ui.consentLoadEmbed}
      >
        {poster ? (
          <Img
            media={poster}
            sizes="(min-width: 992px) 50vw, 100vw"
            className={styles.poster}
            loading={posterLoading}
            decorative
          />
        ) : null}
      </ConsentFrame>
    </div>
  )
}
