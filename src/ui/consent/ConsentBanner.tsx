import type { CSSProperties } from 'react'
import { t } from '@/i18n/strings'
import { COOKIE_CONSENT } from '@/lib/constants'
import { colourVars } from '@/lib/css-vars'
import { pageLink } from '@/lib/links'
import { relationId } from '@/lib/relation'
import type { RenderContext } from '@/lib/render-context'
import { httpsUrl, lookupUrls } from '@/lib/third-party'
import type { SiteSetting } from '@/payload-types'
import type { ConsentOptions } from './browser'
import styles from './consent.module.css'
import { autoDismissOptions, BANNER_ID, type ConsentType, isConsentType } from './state'

type Settings = Pick<SiteSetting, 'cookieConsent' | 'privacyPage'>
type Props = { settings: Settings; ctx: RenderContext }

function palette(settings: Settings): CSSProperties {
  const cc = settings.cookieConsent
  return colourVars({
    'consent-bg': cc?.popupBackground,
    'consent-text': cc?.popupText,
    'consent-button-bg': cc?.buttonBackground,
    'consent-button-text': cc?.buttonText,
  })
}

function consentTypeOf(settings: Settings): ConsentType {
  const type = settings.cookieConsent?.type
  return isConsentType(type) ? type : COOKIE_CONSENT.type
}

/**
 * The cookie banner, in every page's HTML right after the skip link so the keyboard reaches it
 * early. A labelled region, not a dialog: it traps nothing and the page stays usable. The
 * server never knows the visitor's answer (pages are cached for everyone): CSS shows the banner
 * only while `<html data-consent="unanswered">`, which the head script sets before paint.
 */
export function ConsentBanner({ settings, ctx }: Props) {
  const cc = settings.cookieConsent
  const ui = t(ctx.locale)
  const type = consentTypeOf(settings)
  const privacy = pageLink(relationId(settings.privacyPage), ctx)
  // What the banner does by itself, read by the page runtime (startConsent in browser.ts).
  const options: ConsentOptions = {
    autoDismiss: autoDismissOptions({
      dismissOnScroll: cc?.dismissOnScroll,
      dismissOnTimeout: cc?.dismissOnTimeout,
      dismissOnWindowClick: cc?.dismissOnWindowClick,
    }),
    analyticsUrl: httpsUrl(cc?.analyticsSnippetUrl)?.href ?? null,
    countryLookupUrls: lookupUrls(cc?.countryLookupUrl),
  }
  return (
    <section
      id={BANNER_ID}
      className={styles.banner}
      aria-label={ui.consentRegion}
      data-consent-type={type}
      data-consent-options={JSON.stringify(options)}
      tabIndex={-1}
      style={palette(settings)}
    >
      <p className={styles.message}>
        {cc?.message || ui.consentMessage}
        {privacy ? (
          <>
            {' '}
            <a href={privacy.href} hrefLang={privacy.hreflang} className={styles.link}>
              {cc?.learnMoreLabel || ui.consentLearnMore}
              {/* "Lue lisää" alone does not say where it leads: screen readers (and search engines) get the page's name. */}
              {privacy.title ? (
                <span className="visually-hidden" lang={privacy.hreflang}>
                  : {privacy.title}
                </span>
              ) : null}
            </a>
          </>
        ) : null}
      </p>
      <div className={styles.actions}>
        {type === 'info' ? (
          <button type="button" className={styles.button} data-consent-action="dismiss">
            {cc?.acceptLabel || ui.consentAccept}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              data-consent-action="deny"
            >
              {cc?.denyLabel || ui.consentDeny}
            </button>
            <button type="button" className={styles.button} data-consent-action="allow">
              {cc?.allowLabel || ui.consentAllow}
            </button>
          </>
        )}
      </div>
    </section>
  )
}

/**
 * The way back to the choice, shown once the visitor has answered: a small button fixed in the
 * bottom-left corner (the right one is scroll-to-top's), last in the DOM so it does not add a
 * tab stop before the page's own content. Its region keeps it inside a landmark.
 */
export function ConsentRevoke({ settings, ctx }: Props) {
  const label = settings.cookieConsent?.revokeLabel || t(ctx.locale).consentRevoke
  return (
    <section id="consent-revoke" className={styles.revokeRegion} aria-label={label} style={palette(settings)}>
      <button type="button" className={styles.revoke} data-consent-action="revoke">
        {label}
      </button>
    </section>
  )
}
