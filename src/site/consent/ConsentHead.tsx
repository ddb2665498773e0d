import { consentMetaPolicy } from '@/lib/security-headers'
import type { SiteSetting } from '@/payload-types'
import { CONSENT_HEAD_SCRIPT } from './head-script'
import { httpsUrl } from './state'

type Props = { settings: Pick<SiteSetting, 'cookieConsent'> }

/**
 * First in the head: the page's narrowing Content-Security-Policy (it only governs what comes
 * after it, so nothing third-party may precede it) and the pre-paint consent script.
 */
export function ConsentHead({ settings }: Props) {
  const policy = consentMetaPolicy({
    analytics: httpsUrl(settings.cookieConsent?.analyticsSnippetUrl)?.origin,
    lookup: httpsUrl(settings.cookieConsent?.countryLookupUrl)?.origin,
  })
  return (
    <>
      <meta httpEquiv="Content-Security-Policy" content={policy} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, no visitor input. */}
      <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
    </>
  )
}
