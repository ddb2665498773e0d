import { BriefcaseBusiness, CalendarDays, Clock, Euro, MapPin } from 'lucide'
import { useId } from 'react'
import { priceText } from '@/i18n/numbers'
import { t } from '@/i18n/strings'
import { type IconNode, LineIcon } from '@/lib/icons'
import { anchorProps, resolveLink } from '@/lib/links'
import { prefillHref } from '@/lib/prefill'
import type { WidgetProps } from '../types'
import { Sheet, styles } from './booking-details.sheet'
import { bookingDetailsStrings } from './strings'

type Row = { key: string; term: string; icon: IconNode; values: string[] }

const present = (...values: (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').filter(Boolean)

/**
 * A service's booking summary as an `aside` (a page's sticky sidebar column holds it): a heading
 * and a `dl` of what, how long, how much, where and when, then a link to the contact page that
 * fills the form's service field from its address (src/lib/prefill.ts). No JavaScript; a row the
 * editor left empty is left out, and without a service name nothing renders.
 */
export function BookingDetailsWidget({ block, ctx }: WidgetProps<'bookingDetails'>) {
  const id = useId()
  const service = block.service?.trim()
  if (!service) return null
  const ui = t(ctx.locale)
  const own = bookingDetailsStrings(ctx.locale)
  const Heading = block.headingLevel ?? 'h2'
  // A number shows as a euro amount between its texts; without one the texts alone ("Pyydä tarjous").
  const price = priceText(block, ctx.locale) ?? present(block.pricePrefix, block.priceSuffix).join(' ')
  const rows: Row[] = [
    { key: 'service', term: own.bookingService, icon: BriefcaseBusiness, values: [service] },
    { key: 'duration', term: own.bookingDuration, icon: Clock, values: present(block.duration) },
    { key: 'price', term: own.bookingPrice, icon: Euro, values: present(price) },
    { key: 'location', term: own.bookingLocation, icon: MapPin, values: present(block.location) },
    {
      key: 'times',
      term: own.bookingTimes,
      icon: CalendarDays,
      values: present(...(block.times ?? []).map((time) => time.text)),
    },
  ]
  const cta = block.cta
  const link = resolveLink(cta?.link, ctx)
  const href = link
    ? prefillHref(link.href, { param: cta?.field, value: cta?.value?.trim() || service }, cta?.anchor)
    : null
  return (
    <>
      <Sheet />
      <aside className={styles.root} aria-labelledby={id}>
        <Heading id={id} className={styles.heading}>
          {block.heading?.trim() || ui.bookingDetails}
        </Heading>
        <dl className={styles.list}>
          {rows
            .filter((row) => row.values.length > 0)
            .map(({ key, term, icon, values }) => (
              <div key={key} className={styles.row} data-booking={key}>
                <dt className={styles.term}>
                  <LineIcon node={icon} size={18} className={styles.icon} />
                  {term}
                </dt>
                {values.map((value, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the editor's rows may repeat a text.
                  <dd key={i} className={styles.value}>
                    {value}
                  </dd>
                ))}
              </div>
            ))}
        </dl>
        {link && href ? (
          <a {...anchorProps({ ...link, href })} className={styles.cta}>
            {cta?.label?.trim() || own.bookingCta}
            {link.newTab ? <span className="visually-hidden"> {ui.opensInNewTab}</span> : null}
          </a>
        ) : null}
      </aside>
    </>
  )
}
