import type { Payload } from 'payload'
import { siteOrigin } from '@/data/sitemap'
import { oneLine } from '@/forms/mail'
import type { FeedbackData } from './validate'

type Item = FeedbackData & { id: number; locale: string }

/** The editors' notice of a new review or comment (in Finnish, the admin's language). */
export function notificationMail(
  item: Item,
  targetTitle: string,
  origin: string,
): { subject: string; text: string } {
  const review = item.kind === 'review'
  const link = `${origin}/admin/collections/${review ? 'reviews' : 'comments'}/${item.id}`
  const what = review
    ? `Uusi arvio tuotteesta "${targetTitle}"`
    : `Uusi kommentti artikkeliin "${targetTitle}"`
  const detail =
    item.kind === 'review'
      ? [`Arvosana: ${item.rating} / 5`]
      : item.parent
        ? ['Vastaus toiseen kommenttiin']
        : []
  const lines = [
    `${what} odottaa tarkistusta.`,
    '',
    `Nimi: ${item.name}`,
    `Sähköposti: ${item.email}`,
    ...detail,
    `Kieli: ${item.locale}`,
    '',
    item.text,
    '',
    'Hyväksy, hylkää tai merkitse roskapostiksi hallinnassa:',
    link,
  ]
  return {
    subject: oneLine(`${review ? 'Uusi arvio' : 'Uusi kommentti'} odottaa tarkistusta: ${targetTitle}`),
    text: lines.join('\n'),
  }
}

/**
 * Mails the site's notification address (site settings) about a new item, through Payload's mail,
 * which puts it in the job queue (src/cms/mail/queued-mail.ts). No address, no mail.
 */
export async function notifyEditors(payload: Payload, item: Item, targetTitle: string) {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { notificationEmail: true },
  })
  const to = settings.notificationEmail
  if (!to) return
  const { subject, text } = notificationMail(item, targetTitle, siteOrigin())
  await payload.sendEmail({ to, replyTo: item.email, subject, text })
}
