import type { I18nClient } from '@payloadcms/translations'
import { Banner } from '@payloadcms/ui'

/** The part of Payload's `beforeList` props (`BeforeListServerProps`) this component uses. */
type Props = { i18n?: Pick<I18nClient, 'language'> }

type Strings = { heading: string; body: string; fix: string }
type Language = 'fi' | 'en'

const FIX: Record<Language, string> = {
  fi: 'Ota lähetys käyttöön asettamalla ympäristömuuttuja SMTP_URL (esim. smtps://käyttäjä:salasana@smtp.example.com:465) ja tarvittaessa lähettäjän osoite MAIL_FROM, ja käynnistä sivusto uudelleen.',
  en: 'To send mail, set the environment variable SMTP_URL (e.g. smtps://user:password@smtp.example.com:465) and, if needed, the sender address MAIL_FROM, then restart the site.',
}

const SUBMISSIONS: Record<Language, Strings> = {
  fi: {
    heading: 'Sähköposti ei ole käytössä',
    body: 'Palvelimelta puuttuu SMTP_URL-asetus, joten lomakkeiden vastauksista ei lähetetä sähköpostia: ne tallentuvat vain tänne. Niitä ei lähetetä jälkikäteenkään, kun sähköposti otetaan käyttöön.',
    fix: FIX.fi,
  },
  en: {
    heading: 'Mail is off',
    body: 'The server has no SMTP_URL, so form submissions are not sent by mail: they are only stored here. They are not sent later either, once mail is turned on.',
    fix: FIX.en,
  },
}

const SITE: Record<Language, Strings> = {
  fi: {
    heading: 'Sähköposti ei ole käytössä',
    body: 'Palvelimelta puuttuu SMTP_URL-asetus, joten sivusto ei lähetä sähköpostia: ilmoitukset uusista kommenteista, arvioista ja lomakkeiden vastauksista sekä salasanan palautusviestit jäävät lähtemättä.',
    fix: FIX.fi,
  },
  en: {
    heading: 'Mail is off',
    body: 'The server has no SMTP_URL, so the site sends no mail: notices of new comments, reviews and form submissions, and password reset messages, are not sent.',
    fix: FIX.en,
  },
}

/** The warning while mail is off, nothing once it is on; read at request time, so setting SMTP_URL and restarting removes it. */
function Notice({ strings, i18n }: { strings: Record<Language, Strings> } & Props) {
  if (process.env.SMTP_URL) return null
  const s = strings[i18n?.language === 'en' ? 'en' : 'fi']
  return (
    <Banner type="warning">
      <strong>{s.heading}:</strong> {s.body} {s.fix}
    </Banner>
  )
}

/** Above the submissions list: staff must not wait for messages that will never arrive. */
export function MailOffNotice({ i18n }: Props) {
  return <Notice strings={SUBMISSIONS} i18n={i18n} />
}

/**
 * On the dashboard and above the comment, review and user lists: the mail about those (notices to
 * the editors, password resets) is dropped while mail is off.
 */
export function SiteMailOffNotice({ i18n }: Props) {
  return <Notice strings={SITE} i18n={i18n} />
}

const STORED_WHILE_OFF = {
  fi: 'Tämä vastaus tallennettiin, kun sähköposti ei ollut käytössä (SMTP_URL puuttui). Siitä ei lähetetty sähköpostia, eikä sitä lähetetä jälkikäteen.',
  en: 'This submission was stored while mail was off (SMTP_URL not set). It was not mailed and will not be mailed later.',
} as const

/** In a submission stored while mail was off (shown by the field's condition only then). */
export function StoredWhileOffNote({ i18n }: Props) {
  return <Banner type="info">{STORED_WHILE_OFF[i18n?.language === 'en' ? 'en' : 'fi']}</Banner>
}
