import { Mail, Phone } from 'lucide'
import type { CSSProperties } from 'react'
import { format, t } from '@/i18n/strings'
import { colourVars, cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { LineIcon } from '@/lib/icons'
import { anchorProps, resolveLink } from '@/lib/links'
import { textMark } from '../edit-marks'
import type { WidgetProps } from '../types'
import { NetworkGlyph } from './NetworkGlyph'
import { networkName } from './networks'
import { teamMemberStrings } from './strings'
import { Sheet, styles } from './team-member.sheet'

/** `tel:` wants digits with an optional leading plus; spaces, dashes and brackets are for people. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[\s\-()]/g, '')
  return /^\+?\d{5,}$/.test(digits) ? `tel:${digits}` : null
}

/** A long address may break after the @, never mid-word (the domain stays whole). */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  return (
    <>
      <Sheet />
      <span className={styles.email}>
        {email.slice(0, at + 1)}
        <wbr />
        {email.slice(at + 1)}
      </span>
    </>
  )
}

function mailHref(email: string): string | null {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? `mailto:${email}` : null
}

/**
 * A team member: photo, name (a heading), role, a short introduction, and links to email, phone
 * and profiles. The photo is decorative (the name beside it says who it is); a missing photo
 * leaves a card of text. Profile links share the link field's rules: only http(s) addresses, and
 * a new tab never gets the opener.
 */
export function TeamMemberWidget({ block, ctx }: WidgetProps<'teamMember'>) {
  const name = block.name?.trim()
  if (!name) return null
  const ui = t(ctx.locale)
  const own = teamMemberStrings(ctx.locale)
  const Heading = block.headingLevel ?? 'h3'
  const photo = typeof block.photo === 'object' && block.photo !== null ? block.photo : null
  const email = block.email?.trim() ? mailHref(block.email.trim()) : null
  const tel = block.phone?.trim() ? telHref(block.phone.trim()) : null
  const profiles = (block.profiles ?? []).flatMap((profile, i) => {
    const link = resolveLink({ type: 'custom', url: profile.url, newTab: profile.newTab }, ctx)
    return link?.external ? [{ key: profile.id ?? String(i), network: profile.network, link }] : []
  })
  const style: CSSProperties = colourVars({ 'team-bg': block.background, 'team-accent': block.accentColour })
  return (
    <>
      <Sheet />
      <div className={styles.root} style={style}>
        <div
          className={cx(
            styles.card,
            block.layout === 'side' && styles.side,
            block.photoShape === 'rectangle' && styles.rectangle,
          )}
        >
          {photo ? (
            <Img
              media={photo}
              sizes={block.layout === 'side' ? '160px' : '(min-width: 992px) 360px, 90vw'}
              className={styles.photo}
              loading={ctx.images}
              decorative
            />
          ) : null}
          <div className={styles.body}>
            <Heading className={styles.name}>{name}</Heading>
            {block.role?.trim() ? (
              <p className={styles.role} {...textMark(ctx, 'role')}>
                {block.role.trim()}
              </p>
            ) : null}
            {block.text?.trim() ? (
              <p className={styles.text} {...textMark(ctx, 'text')}>
                {block.text.trim()}
              </p>
            ) : null}
            {email || tel ? (
              <ul className={styles.contact}>
                {email ? (
                  <li>
                    <a href={email} className={styles.contactLink}>
                      <LineIcon node={Mail} size={18} />
                      <span className="visually-hidden">{own.teamEmail}: </span>
                      <EmailText email={block.email?.trim() ?? ''} />
                    </a>
                  </li>
                ) : null}
                {tel ? (
                  <li>
                    <a href={tel} className={styles.contactLink}>
                      <LineIcon node={Phone} size={18} />
                      <span className="visually-hidden">{own.teamPhone}: </span>
                      {block.phone?.trim()}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {profiles.length > 0 ? (
              <ul className={styles.profiles}>
                {profiles.map(({ key, network, link }) => (
                  <li key={key}>
                    <a {...anchorProps(link)} className={styles.profileLink}>
                      <NetworkGlyph network={network} />
                      <span className="visually-hidden">
                        {format(own.teamProfile, { network: networkName(network, ctx.locale), name })}
                        {link.newTab ? ` ${ui.opensInNewTab}` : ''}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </>
  )
}
