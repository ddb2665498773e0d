import type { CollectionConfig } from 'payload'
import { sessionCookieSecure } from '@/lib/self-origin'
import { adminOnly, adminOnlyField, adminOrSelf, ROLES } from '../access/roles'
import { forgetAccountOnUnlock, forgetSuccessfulLogin, throttleLogin } from '../auth/login-throttle'
import { selectField, textField } from '../fields/simple'

export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  labels: { singular: 'Käyttäjä', plural: 'Käyttäjät' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    // Editors manage only their own account, in the account view; the user list is the admins'.
    hidden: ({ user }) => user?.role !== 'admin',
    // Mail off: password resets are not sent (nothing while SMTP_URL is set).
    components: { beforeList: ['/cms/submissions/MailOffNotice#SiteMailOffNotice'] },
  },
  auth: {
    // No per-account lock: anyone could lock any account with it, the only admin included, and
    // its own message told accounts from unknown emails. src/cms/auth/login-throttle.ts limits
    // the address that fails instead, and only slows the account.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: sessionCookieSecure() },
  },
  access: {
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    unlock: adminOnly,
  },
  hooks: {
    beforeOperation: [throttleLogin],
    afterLogin: [forgetSuccessfulLogin],
    afterOperation: [forgetAccountOnUnlock],
    beforeChange: [
      async ({ data, req, operation }) => {
        // The very first account (the admin's "create first user" screen) must be able to manage users.
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
  fields: [
    textField('name', ['Nimi', 'Name']),
    selectField(
      'role',
      ['Rooli', 'Role'],
      ROLES.map((value) => ({ label: value === 'admin' ? 'Ylläpitäjä' : 'Toimittaja', value })),
      {
        required: true,
        defaultValue: 'editor',
        saveToJWT: true,
        access: { create: adminOnlyField, update: adminOnlyField },
      },
    ),
  ],
}
