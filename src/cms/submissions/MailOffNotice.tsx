import type { I18nClient } from '@payloadcms/translations'
import { Banner } from '@payloadcms/ui'

/** The part of Payload's `beforeList` props (`BeforeListServerProps`) this component uses. */
type Props = { i18n?: Pick<I18nClient, 'language'> }

const STRINGS = {
  fi: {
    heading: 'Sähköposti ei ole käytössä',
    body: 'Palvelimelta puuttuu SMTP_URL-asetus, joten lomakkeiden vastauksista ei lähetetä sähköpostia: ne tallentuvat vain tänne. Niitä ei lähetetä jälkikäteenkään, kun sähköposti otetaan käyttöön.',
    fix: 'Ota lähetys käyttöön asettamalla ympäristömuuttuja SMTP_URL (esim. smtps://käyttäjä:salasana@smtp.example.com:465) ja tarvittaessa lähettäjän osoite MAIL_FROM, ja käynnistä sivusto uudelleen.',
  },
  en: {
    heading: 'Mail is off',
    body: 'The server has no SMTP_URL, so form submissions are not sent by mail: they are only stored here. They are not sent later either, once mail is turned on.',
    fix: 'To send them, set the environment variable SMTP_URL (e.g. smtps://user:password@smtp.example.com:465) and, if needed, the sender address MAIL_FROM, then restart the site.',
  },
} as const

/**
 * Above the submissions list while mail is off: staff must not wait for messages that will never
 * arrive. Read at request time, so setting SMTP_URL and restarting removes it.
 */
export function MailOffNotice({ i18n }: Props) {
  if (process.env.SMTP_URL) return null
  const s = STRINGS[i18n?.language === 'en' ? 'en' : 'fi']
  return (
    <Banner type="warning">
      <strong>{s.heading}.</strong> {s.body} {s.fix}
    </Banner>
  )
}

const STORED_WHILE_OFF = {
  fi: 'Tämä vastaus tallennettiin, kun sähköposti ei ollut käytössä (SMTP_URL puuttui), eikä siitä lähetetty eikä lähetetä sähköpostia. Lue se täältä.',
  en: 'This submission was stored while mail was off (SMTP_URL not set): it was not mailed and will not be. Read it here.',
} as const

/** In a submission stored while mail was off (shown by the field's condition only then). */
export function StoredWhileOffNote({ i18n }: Props) {
  return <Banner type="info">{STORED_WHILE_OFF[i18n?.language === 'en' ? 'en' : 'fi']}</Banner>
}
