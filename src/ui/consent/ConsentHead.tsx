import { CONSENT_HEAD_SCRIPT } from './head-script'

/**
 * First in the head: the pre-paint consent script. (The third parties a page may reach are named
 * by the Content-Security-Policy header, from the server's configuration: src/lib/security-headers.)
 */
export function ConsentHead() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of our own, no visitor input.
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_HEAD_SCRIPT }} />
}
