import type { CollectionConfig, Field } from 'payload'
import { loggedIn, nobody } from '../access/roles'
import { sentLocaleField } from '../fields/locale'
import { senderFields, statusField } from './fields'
import { feedbackRevalidation } from './revalidate'

type Label = { fi: string; en: string }

/**
 * What reviews and comments share: visitors send them through the site's own endpoints
 * (src/feedback/items), which create them with `overrideAccess` as pending, and the site
 * shows one only once an editor approves it. Emails are personal data: no public read, so the REST
 * API never hands them out. `target` is the product or post the item belongs to.
 */
export function feedbackCollection<S extends 'reviews' | 'comments'>({
  slug,
  singular,
  plural,
  target,
  tag,
  columns,
  fields,
}: {
  slug: S
  singular: Label
  plural: Label
  target: { name: 'product' | 'post'; label: Label; relationTo: 'products' | 'posts' }
  tag: (id: number) => string
  /** The list view's columns between the sender's name and the status. */
  columns: string[]
  /** Fields between the target and the sender's fields. */
  fields: Field[]
}): CollectionConfig<S> {
  const revalidation = feedbackRevalidation(target.name, tag)
  return {
    slug,
    labels: { singular, plural },
    admin: {
      group: { fi: 'Palaute', en: 'Feedback' },
      useAsTitle: 'name',
      defaultColumns: ['name', target.name, ...columns, 'status', 'createdAt'],
      listSearchableFields: ['name', 'email', 'text'],
      // Status tabs with counts (opening on the pending items) and actions for the selected rows.
      components: {
        // Mail off: the editors' notices of new items are not sent (nothing while SMTP_URL is set).
        beforeList: ['/cms/submissions/MailOffNotice#SiteMailOffNotice'],
        beforeListTable: ['/cms/moderation/ModerationBar#ModerationBar'],
      },
    },
    access: { read: loggedIn, update: loggedIn, delete: loggedIn, create: nobody },
    defaultSort: '-createdAt',
    disableDuplicate: true,
    hooks: { afterChange: [revalidation.afterChange], afterDelete: [revalidation.afterDelete] },
    fields: [
      {
        name: target.name,
        label: target.label,
        type: 'relationship',
        relationTo: target.relationTo,
        required: true,
        index: true,
        maxDepth: 0,
      },
      ...fields,
      ...senderFields(singular),
      statusField,
      sentLocaleField(),
    ],
  }
}
