import type { Access, CollectionConfig } from 'payload'

const nobody: Access = () => false

/**
 * One row per accepted contact-form post (src/forms/bot/store.ts): the used proof-of-work
 * signature, unique so that a challenge passes once even when several app instances race for it,
 * and a keyed hash of the sender's address for the rate limit. In the database rather than in
 * memory because every instance must see the same rows. Server code only (overrideAccess): closed
 * to the REST API and out of the admin, as nothing here is for editors.
 */
export const FormChallenges: CollectionConfig = {
  slug: 'form-challenges',
  labels: { singular: 'Lomakkeen tarkiste', plural: 'Lomakkeiden tarkisteet' },
  admin: { hidden: true, useAsTitle: 'signature' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  // createdAt is what the rate limit counts.
  timestamps: true,
  // Nobody edits these rows, so nothing needs locking (and no column in the locks table).
  lockDocuments: false,
  disableDuplicate: true,
  fields: [
    {
      name: 'signature',
      label: { fi: 'Allekirjoitus', en: 'Signature' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      // HMAC of the address (src/lib/client-address.ts), never the address itself.
      name: 'clientKey',
      label: { fi: 'Lähettäjän tunniste', en: 'Sender key' },
      type: 'text',
      index: true,
    },
    {
      name: 'expiresAt',
      label: { fi: 'Vanhenee', en: 'Expires' },
      type: 'date',
      index: true,
    },
  ],
}
