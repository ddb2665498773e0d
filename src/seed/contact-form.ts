import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { ContactForm, FormFieldBlock } from '@/payload-types'
import { inLocale } from './builders'
import { createBilingual } from './documents'

type Step = NonNullable<ContactForm['steps']>[number]
type Text = ReturnType<typeof inLocale>
type FieldExtra = Partial<Omit<FormFieldBlock, 'blockType' | 'name' | 'label' | 'type'>>

const field = (
  name: string,
  label: string,
  type: FormFieldBlock['type'],
  extra: FieldExtra = {},
): FormFieldBlock => ({ blockType: 'formField', width: 'full', name, label, type, ...extra })

/** A choice: the same value in both languages, the label in the form's. */
const option = (T: Text, value: string, fi: string, en: string) => ({ value, label: T(fi, en) })

function detailsStep(T: Text): Step {
  return {
    title: T('Yhteystiedot', 'Your details'),
    items: [
      field('nimi', T('Nimi', 'Name'), 'text', { width: 'half', rules: { required: true, maxLength: 100 } }),
      field('yritys', T('Yritys', 'Company'), 'text', { width: 'half', rules: { maxLength: 100 } }),
      field('sahkoposti', T('Sähköposti', 'Email'), 'email', { width: 'half', rules: { required: true } }),
      field('puhelin', T('Puhelin', 'Phone'), 'tel', {
        width: 'half',
        help: T('Esim. 040 123 4567', 'E.g. +358 40 123 4567'),
        rules: {},
      }),
      field('yhteydenotto', T('Miten otamme yhteyttä?', 'How should we contact you?'), 'radio', {
        defaultValue: 'sahkoposti',
        options: [
          option(T, 'sahkoposti', 'Sähköpostilla', 'By email'),
          option(T, 'puhelin', 'Soittamalla', 'By phone'),
        ],
        rules: { required: true },
      }),
      {
        blockType: 'formGroup',
        name: 'soittopyynto',
        match: 'all',
        conditions: [{ field: 'yhteydenotto', operator: 'equals', value: 'puhelin' }],
        items: [
          field('soittoaika', T('Sopiva soittoaika', 'Best time to call'), 'select', {
            width: 'half',
            options: [
              option(T, 'aamupaiva', 'Aamupäivä (9–12)', 'Morning (9–12)'),
              option(T, 'iltapaiva', 'Iltapäivä (12–16)', 'Afternoon (12–16)'),
            ],
            rules: { required: true },
          }),
        ],
      },
    ],
  }
}

function projectStep(T: Text): Step {
  return {
    title: T('Hanke', 'Your project'),
    items: [
      field('palvelu', T('Palvelu', 'Service'), 'select', {
        width: 'half',
        options: [
          option(T, 'verkkosivut', 'Verkkosivut', 'Websites'),
          option(T, 'verkkokauppa', 'Verkkokauppa', 'Online shop'),
          option(T, 'yllapito', 'Ylläpito ja kehitys', 'Maintenance and development'),
          option(T, 'muu', 'Jokin muu', 'Something else'),
        ],
        rules: { required: true },
      }),
      field('aloitus', T('Toivottu aloituspäivä', 'Preferred start date'), 'date', {
        width: 'half',
        help: T('Arkipäivä', 'A weekday'),
        rules: { minDate: '2026-01-01', maxDate: '2030-12-31', daysOfWeek: ['1', '2', '3', '4', '5'] },
      }),
      {
        blockType: 'formGroup',
        name: 'kauppa',
        match: 'all',
        conditions: [{ field: 'palvelu', operator: 'equals', value: 'verkkokauppa' }],
        items: [
          field('tuotteita', T('Tuotteiden määrä', 'Number of products'), 'number', {
            width: 'half',
            rules: { required: true, minNumber: 1, maxNumber: 100000 },
          }),
        ],
      },
      {
        blockType: 'formRepeater',
        name: 'sivut',
        label: T('Tarvittavat sivut', 'Pages you need'),
        min: 1,
        max: 10,
        addLabel: T('Lisää sivu', 'Add a page'),
        removeLabel: T('Poista sivu', 'Remove page'),
        items: [
          field('sivu', T('Sivun nimi', 'Page name'), 'text', {
            width: 'half',
            rules: { required: true, maxLength: 80 },
          }),
          {
            blockType: 'formSubgroup',
            name: 'tuotesivu',
            match: 'all',
            // A field outside the repeater drives a group inside each row.
            conditions: [{ field: 'palvelu', operator: 'equals', value: 'verkkokauppa' }],
            items: [
              field('tuoteryhma', T('Tuoteryhmä', 'Product category'), 'text', {
                width: 'half',
                rules: { maxLength: 80 },
              }),
            ],
          },
        ],
      },
      field('viesti', T('Kerro hankkeesta', 'Tell us about the project'), 'textarea', {
        counter: true,
        rules: { required: true, minLength: 10, maxLength: 2000 },
      }),
      field('liite', T('Liite (valinnainen)', 'Attachment (optional)'), 'file', {
        help: T('PDF, JPG tai PNG, enintään 5 Mt', 'PDF, JPG or PNG, up to 5 MB'),
        rules: { fileTypes: '.pdf, .jpg, .jpeg, .png', maxFileSizeKb: 5120 },
      }),
    ],
  }
}

function confirmStep(T: Text): Step {
  return {
    title: T('Vahvistus', 'Confirm'),
    items: [
      field(
        'hyvaksyn',
        T(
          'Hyväksyn, että tietojani käsitellään yhteydenoton hoitamiseksi tietosuojaselosteen mukaisesti.',
          'I agree that my details are processed to handle this enquiry as the privacy policy describes.',
        ),
        'acceptance',
        { rules: {} },
      ),
      field(
        'uutiskirje',
        T('Haluan uutiskirjeen (valinnainen).', 'I would like the newsletter (optional).'),
        'acceptance',
        { optional: true, rules: {} },
      ),
    ],
  }
}

/** The same multi-step form in both languages: names, values and rules match, words differ. */
function steps(locale: Locale): Step[] {
  const T = inLocale(locale)
  return [detailsStep(T), projectStep(T), confirmStep(T)]
}

const TEXT = {
  fi: {
    title: 'Yhteydenotto',
    subject: 'Yhteydenotto: [palvelu] – [nimi]',
    body: 'Uusi yhteydenotto sivustolta.\n\n[kaikki-vastaukset]',
    auto: [
      'Kiitos yhteydenotostasi',
      'Hei,\n\nkiitos viestistäsi. Vastaamme yleensä saman arkipäivän aikana.\n\nKajo Digital',
    ],
    submit: 'Lähetä viesti',
  },
  en: {
    title: 'Contact form',
    subject: 'Enquiry: [palvelu] – [nimi]',
    body: 'A new enquiry from the website.\n\n[kaikki-vastaukset]',
    auto: [
      'Thank you for getting in touch',
      'Hello,\n\nthank you for your message. We usually answer on the same working day.\n\nKajo Digital',
    ],
    submit: 'Send message',
  },
} as const

/** The demo's contact form, in Finnish and English; returns its id. */
export async function seedContactForm(payload: Payload, context: Record<string, unknown>): Promise<number> {
  const data = (l: Locale) => ({
    title: TEXT[l].title,
    steps: steps(l),
    summary: true,
    submitLabel: TEXT[l].submit,
    ruleGroups: [],
    mail: {
      recipient: 'hei@kajodigital.example',
      replyToField: 'sahkoposti',
      subject: TEXT[l].subject,
      body: TEXT[l].body,
      autoresponder: { enabled: true, subject: TEXT[l].auto[0], body: TEXT[l].auto[1] },
    },
  })
  return createBilingual(payload, context, {
    collection: 'contact-forms',
    fi: data('fi'),
    en: () => data('en'),
  })
}
