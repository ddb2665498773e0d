import { dateField, textField } from '../fields/simple'
import { serverOnlyCollection } from './server-only'

/**
 * One row per accepted contact-form post (src/forms/bot/store.ts): the used proof-of-work
 * signature, unique so that a challenge passes once even when several app instances race for it,
 * and a keyed hash of the sender's address for the rate limit. In the database rather than in
 * memory because every instance must see the same rows.
 */
export const FormChallenges = serverOnlyCollection(
  'form-challenges',
  { singular: 'Lomakkeen tarkiste', plural: 'Lomakkeiden tarkisteet' },
  'signature',
  [
    textField('signature', ['Allekirjoitus', 'Signature'], { required: true, unique: true, index: true }),
    // HMAC of the address (src/lib/client-address.ts), never the address itself.
    textField('clientKey', ['Lähettäjän tunniste', 'Sender key'], { index: true }),
    dateField('expiresAt', ['Vanhenee', 'Expires'], { index: true }),
  ],
)
