import type { Payload } from 'payload'
import type { ContactForm, FormFieldBlock } from '@/payload-types'
import { createBilingual } from './documents'

type Steps = ContactForm['steps']
type FieldInput = Omit<FormFieldBlock, 'blockType' | 'width'> & {
  width?: 'full' | 'half' | 'third'
}

const field = (f: FieldInput): FormFieldBlock => ({ blockType: 'formField', width: 'full', ...f })

/** The same multi-step form in both languages: names, values and rules match, words differ. */
function steps(l: 'fi' | 'en'): Steps {
  const fi = l === 'fi'
  const option = (value: string, fiLabel: string, enLabel: string) => ({
    value,
    label: fi ? fiLabel : enLabel,
  })
  return [
    {
      title: fi ? 'Yhteystiedot' : 'Your details',
      items: [
        field({
          name: 'nimi',
          label: fi ? 'Nimi' : 'Name',
          type: 'text',
          width: 'half',
          rules: { required: true, maxLength: 100 },
        }),
        field({
          name: 'yritys',
          label: fi ? 'Yritys' : 'Company',
          type: 'text',
          width: 'half',
          rules: { maxLength: 100 },
        }),
        field({
          name: 'sahkoposti',
          label: fi ? 'Sähköposti' : 'Email',
          type: 'email',
          width: 'half',
          rules: { required: true },
        }),
        field({
          name: 'puhelin',
          label: fi ? 'Puhelin' : 'Phone',
          type: 'tel',
          width: 'half',
          help: fi ? 'Esim. 040 123 4567' : 'E.g. +358 40 123 4567',
          rules: {},
        }),
        field({
          name: 'yhteydenotto',
          label: fi ? 'Miten otamme yhteyttä?' : 'How should we contact you?',
          type: 'radio',
          defaultValue: 'sahkoposti',
          options: [
            option('sahkoposti', 'Sähköpostilla', 'By email'),
            option('puhelin', 'Soittamalla', 'By phone'),
          ],
          rules: { required: true },
        }),
        {
          blockType: 'formGroup',
          name: 'soittopyynto',
          match: 'all',
          conditions: [{ field: 'yhteydenotto', operator: 'equals', value: 'puhelin' }],
          items: [
            field({
              name: 'soittoaika',
              label: fi ? 'Sopiva soittoaika' : 'Best time to call',
              type: 'select',
              width: 'half',
              options: [
                option('aamupaiva', 'Aamupäivä (9–12)', 'Morning (9–12)'),
                option('iltapaiva', 'Iltapäivä (12–16)', 'Afternoon (12–16)'),
              ],
              rules: { required: true },
            }),
          ],
        },
      ],
    },
    {
      title: fi ? 'Hanke' : 'Your project',
      items: [
        field({
          name: 'palvelu',
          label: fi ? 'Palvelu' : 'Service',
          type: 'select',
          width: 'half',
          options: [
            option('verkkosivut', 'Verkkosivut', 'Websites'),
            option('verkkokauppa', 'Verkkokauppa', 'Online shop'),
            option('yllapito', 'Ylläpito ja kehitys', 'Maintenance and development'),
            option('muu', 'Jokin muu', 'Something else'),
          ],
          rules: { required: true },
        }),
        field({
          name: 'aloitus',
          label: fi ? 'Toivottu aloituspäivä' : 'Preferred start date',
          type: 'date',
          width: 'half',
          help: fi ? 'Arkipäivä' : 'A weekday',
          rules: { minDate: '2026-01-01', maxDate: '2030-12-31', daysOfWeek: ['1', '2', '3', '4', '5'] },
        }),
        {
          blockType: 'formGroup',
          name: 'kauppa',
          match: 'all',
          conditions: [{ field: 'palvelu', operator: 'equals', value: 'verkkokauppa' }],
          items: [
            field({
              name: 'tuotteita',
              label: fi ? 'Tuotteiden määrä' : 'Number of products',
              type: 'number',
              width: 'half',
              rules: { required: true, minNumber: 1, maxNumber: 100000 },
            }),
          ],
        },
        {
          blockType: 'formRepeater',
          name: 'sivut',
          label: fi ? 'Tarvittavat sivut' : 'Pages you need',
          min: 1,
          max: 10,
          addLabel: fi ? 'Lisää sivu' : 'Add a page',
          removeLabel: fi ? 'Poista sivu' : 'Remove page',
          items: [
            field({
              name: 'sivu',
              label: fi ? 'Sivun nimi' : 'Page name',
              type: 'text',
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
                field({
                  name: 'tuoteryhma',
                  label: fi ? 'Tuoteryhmä' : 'Product category',
                  type: 'text',
                  width: 'half',
                  rules: { maxLength: 80 },
                }),
              ],
            },
          ],
        },
        field({
          name: 'viesti',
          label: fi ? 'Kerro hankkeesta' : 'Tell us about the project',
          type: 'textarea',
          counter: true,
          rules: { required: true, minLength: 10, maxLength: 2000 },
        }),
        field({
          name: 'liite',
          label: fi ? 'Liite (valinnainen)' : 'Attachment (optional)',
          type: 'file',
          help: fi ? 'PDF, JPG tai PNG, enintään 5 Mt' : 'PDF, JPG or PNG, up to 5 MB',
          rules: { fileTypes: '.pdf, .jpg, .jpeg, .png', maxFileSizeKb: 5120 },
        }),
      ],
    },
    {
      title: fi ? 'Vahvistus' : 'Confirm',
      items: [
        field({
          name: 'hyvaksyn',
          label: fi
            ? 'Hyväksyn, että tietojani käsitellään yhteydenoton hoitamiseksi tietosuojaselosteen mukaisesti.'
            : 'I agree that my details are processed to handle this enquiry as the privacy policy describes.',
          type: 'acceptance',
          rules: {},
        }),
        field({
          name: 'uutiskirje',
          label: fi ? 'Haluan uutiskirjeen (valinnainen).' : 'I would like the newsletter (optional).',
          type: 'acceptance',
          optional: true,
          rules: {},
        }),
      ],
    },
  ]
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
  const data = (l: 'fi' | 'en') => ({
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
