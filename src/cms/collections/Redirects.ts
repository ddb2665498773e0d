import type { CollectionConfig, PayloadRequest, Where } from 'payload'
import { ValidationError } from 'payload'
import { redirectKey, redirectTarget, targetKey } from '@/lib/redirect-paths'
import { loggedIn } from '../access/roles'
import { reloadRedirects } from '../redirects/table'

/** Where a redirect came from. */
export const REDIRECT_SOURCES = {
  manual: { fi: 'Lisätty käsin', en: 'Added by hand' },
  slug: { fi: 'Osoite muuttui', en: 'Address changed' },
  wordpress: { fi: 'Tuotu WordPressistä', en: 'Imported from WordPress' },
} as const
export type RedirectSource = keyof typeof REDIRECT_SOURCES

/** How many redirects a chain may pass through before it is taken for a loop. */
const MAX_CHAIN = 20

const refuse = (req: PayloadRequest, path: 'from' | 'to', fi: string, en: string): never => {
  throw new ValidationError({
    collection: 'redirects',
    errors: [{ path, message: req.i18n?.language === 'en' ? en : fi }],
  })
}

/** The redirect whose `from` is `key`, other than `exceptId`. */
async function redirectFrom(req: PayloadRequest, key: string, exceptId?: number | string) {
  const where: Where = { from: { equals: key } }
  const found = await req.payload.find({
    collection: 'redirects',
    where: exceptId === undefined ? where : { and: [where, { id: { not_equals: exceptId } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Old addresses that answer 301 with a new one, before any page is looked up (scripts/server.mjs
 * asks the table in src/cms/redirects/table.ts). Filled by the WordPress import, by a page or
 * post whose address changes, and by editors. A chain is collapsed as it is saved (A → B with
 * B → C stored as A → C, and any X → A becomes X → B), and a redirect that would lead back to
 * itself is refused.
 */
export const Redirects: CollectionConfig<'redirects'> = {
  slug: 'redirects',
  labels: {
    singular: { fi: 'Uudelleenohjaus', en: 'Redirect' },
    plural: { fi: 'Uudelleenohjaukset', en: 'Redirects' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'source', 'updatedAt'],
    description: {
      fi: 'Vanhat osoitteet, jotka ohjautuvat pysyvästi (301) uuteen osoitteeseen. Ketjut oikaistaan tallennettaessa.',
      en: 'Old addresses that redirect permanently (301) to a new one. Chains are collapsed on save.',
    },
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  fields: [
    {
      name: 'from',
      type: 'text',
      label: { fi: 'Vanha osoite', en: 'Old address' },
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          fi: 'Esim. /2019/05/vanha-artikkeli/ tai /?p=123',
          en: 'E.g. /2019/05/old-post/ or /?p=123',
        },
      },
    },
    {
      name: 'to',
      type: 'text',
      label: { fi: 'Uusi osoite', en: 'New address' },
      required: true,
      admin: {
        description: {
          fi: 'Sivuston oma osoite, esim. /blogi/uusi-artikkeli',
          en: "The site's own address, e.g. /blog/new-post",
        },
      },
    },
    {
      name: 'source',
      type: 'select',
      label: { fi: 'Lähde', en: 'Source' },
      defaultValue: 'manual',
      options: Object.entries(REDIRECT_SOURCES).map(([value, label]) => ({ value, label: { ...label } })),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        const from = redirectKey(String(data.from ?? ''))
        if (from === null)
          refuse(
            req,
            'from',
            'Vanhan osoitteen on oltava tämän sivuston polku, esim. /vanha-sivu/ (ei /admin, /api).',
            'The old address must be a path on this site, e.g. /old-page/ (not /admin, /api).',
          )
        let to = redirectTarget(String(data.to ?? ''))
        if (to === null)
          refuse(
            req,
            'to',
            'Uuden osoitteen on oltava tämän sivuston polku, joka alkaa merkillä /.',
            'The new address must be a path on this site starting with /.',
          )
        // Follow the target through other redirects to where it really lands.
        const seen = new Set<string>([from as string])
        for (let step = 0; ; step++) {
          const key = targetKey(to as string)
          if (key !== null && seen.has(key))
            refuse(
              req,
              'to',
              `Uudelleenohjaus muodostaisi silmukan: ${from} ohjautuisi takaisin itseensä.`,
              `The redirect would make a loop: ${from} would lead back to itself.`,
            )
          const next =
            key === null || step >= MAX_CHAIN ? null : await redirectFrom(req, key, originalDoc?.id)
          if (!next) break
          seen.add(key as string)
          to = next.to
        }
        return { ...data, from, to }
      },
    ],
    afterChange: [
      async ({ doc, req }) => {
        // Redirects that led to this one's old address now lead straight to its target.
        const incoming = await req.payload.find({
          collection: 'redirects',
          where: { to: { equals: doc.from } },
          limit: 0,
          pagination: false,
          depth: 0,
          req,
          overrideAccess: true,
        })
        for (const other of incoming.docs)
          if (other.id !== doc.id)
            await req.payload.update({
              collection: 'redirects',
              id: other.id,
              data: { to: doc.to },
              req,
              overrideAccess: true,
            })
        reloadRedirects(req.payload)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        reloadRedirects(req.payload)
        return doc
      },
    ],
  },
}
