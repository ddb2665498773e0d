import type { Access, CollectionConfig } from 'payload'

const nobody: Access = () => false

export const LOGIN_FAILURES_SLUG = 'login-failures'

/**
 * One row per failed admin login (src/cms/auth/login-throttle.ts): keyed hashes of the sender's
 * address and of the email tried, never the address or the email themselves. In the database so
 * that every app instance counts the same failures. Rows older than the counting window are deleted
 * as new ones arrive. Server code only (overrideAccess): closed to the REST API and out of the admin.
 */
export const LoginFailures: CollectionConfig = {
  slug: LOGIN_FAILURES_SLUG,
  labels: {
    singular: { fi: 'Epäonnistunut kirjautuminen', en: 'Failed login' },
    plural: { fi: 'Epäonnistuneet kirjautumiset', en: 'Failed logins' },
  },
  admin: { hidden: true, useAsTitle: 'addressKey' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  // createdAt (indexed by Payload) is what the limits count.
  timestamps: true,
  // Nobody edits these rows, so nothing needs locking (and no column in the locks table).
  lockDocuments: false,
  disableDuplicate: true,
  fields: [
    {
      name: 'addressKey',
      label: { fi: 'Osoitteen tunniste', en: 'Address key' },
      type: 'text',
      required: true,
      index: true,
    },
    {
      name: 'accountKey',
      label: { fi: 'Tunnuksen tunniste', en: 'Account key' },
      type: 'text',
      required: true,
      index: true,
    },
  ],
}
