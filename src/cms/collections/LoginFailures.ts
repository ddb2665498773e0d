import { labelsOf, textField } from '../fields/simple'
import { serverOnlyCollection } from './server-only'

export const LOGIN_FAILURES_SLUG = 'login-failures'

/**
 * One row per failed admin login (src/cms/auth/login-throttle.ts): keyed hashes of the sender's
 * address and of the email tried, never the address or the email themselves. In the database so
 * that every app instance counts the same failures (createdAt is indexed by Payload). Rows older
 * than the counting window are deleted as new ones arrive.
 */
export const LoginFailures = serverOnlyCollection(
  LOGIN_FAILURES_SLUG,
  labelsOf(
    ['Epäonnistunut kirjautuminen', 'Failed login'],
    ['Epäonnistuneet kirjautumiset', 'Failed logins'],
  ),
  'addressKey',
  [
    textField('addressKey', ['Osoitteen tunniste', 'Address key'], { required: true, index: true }),
    textField('accountKey', ['Tunnuksen tunniste', 'Account key'], { required: true, index: true }),
  ],
)
