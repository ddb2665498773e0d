import type { CollectionConfig, Field } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { loggedIn } from '../access/roles'
import { row } from '../fields/layout'
import {
  arrayField,
  checkboxField,
  emailField,
  groupField,
  labelsOf,
  selectField,
  textareaField,
  textField,
} from '../fields/simple'
import { duplicateFieldNames, FormFieldBlock, FormGroupBlock, FormRepeaterBlock } from '../forms/form-fields'
import { revalidateTags } from '../hooks/revalidate'

const MAIL_TAGS =
  'Kenttien arvot tunnisteilla, esim. [nimi]. [kaikki-vastaukset] lisää kaikki näkyvät vastaukset; piilotettujen ryhmien kentät jäävät pois ja toistuvat rivit luetellaan.'

/**
 * The autoresponse goes to whatever address a visitor types, so it carries only the form's own
 * text (src/forms/outbox.ts) and reaches one address once a day at most.
 */
const AUTORESPONDER_NOTE = {
  fi: 'Lähetetään kävijän antamaan osoitteeseen samana päivänä enintään kerran, ja vain lähetyksille, jotka ovat läpäisseet roskapostisuojauksen.',
  en: 'Sent to the address the visitor gave at most once a day, and only for sendings that passed the spam protection.',
}
const AUTORESPONDER_FIXED = {
  fi: 'Kiinteä teksti: tunnisteita kuten [nimi] ei täytetä, jottei vastaus toista kävijän kirjoittamaa tekstiä kenellekään.',
  en: 'Fixed text: tags such as [nimi] are not filled, so the reply never repeats what a visitor wrote to anyone.',
}

const RULE_KINDS = {
  any: { fi: 'Jokin täytettävä', en: 'Any must be filled' },
  all: { fi: 'Kaikki täytettävä', en: 'All must be filled' },
}

const MESSAGE_FIELDS: Field[] = (
  [
    ['mail_sent', 'Lähetetty', 'Sent'],
    ['mail_failed', 'Lähetys epäonnistui', 'Sending failed'],
    ['validation_failed', 'Virheitä kentissä', 'Field errors'],
    ['acceptance_missing', 'Ehtoja ei hyväksytty', 'Terms not accepted'],
    ['spam', 'Roskapostiepäily', 'Suspected spam'],
    ['aborted', 'Keskeytetty', 'Aborted'],
  ] as const
).map(([name, fi, en]) =>
  textField(name, { fi, en }, { localized: true, admin: { description: 'Tyhjä: vakioteksti.' } }),
)

/** A mail's subject and body, both with the same settings. */
const subjectAndBody = (rest: {
  required?: true
  localized: true
  admin: { description: string | Record<string, string> }
}): Field[] => [
  textField('subject', ['Aihe', 'Subject'], rest),
  textareaField('body', ['Viesti', 'Body'], rest),
]

/**
 * Contact forms authored in the admin: steps holding fields, conditional groups and repeaters,
 * the mail each sending makes, and the messages shown. Visitors never read these documents
 * through the API (quiz answers and the recipient stay private); the form endpoints
 * (src/forms/endpoints.ts) serve what the browser needs.
 */
export const ContactForms: CollectionConfig = {
  slug: 'contact-forms',
  labels: labelsOf(['Lomake', 'Form'], ['Lomakkeet', 'Forms']),
  admin: {
    useAsTitle: 'title',
    group: { fi: 'Lomakkeet', en: 'Forms' },
    defaultColumns: ['title', 'updatedAt'],
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  fields: [
    textField('title', ['Nimi', 'Name'], { required: true, localized: true }),
    {
      type: 'tabs',
      tabs: [
        {
          label: { fi: 'Kentät', en: 'Fields' },
          fields: [
            arrayField(
              'steps',
              ['Vaiheet', 'Steps'],
              [
                textField('title', ['Vaiheen otsikko', 'Step title'], { required: true }),
                {
                  name: 'items',
                  label: { fi: 'Kentät ja ryhmät', en: 'Fields and groups' },
                  type: 'blocks',
                  blocks: [FormFieldBlock, FormGroupBlock, FormRepeaterBlock],
                },
              ],
              {
                labels: labelsOf(['Vaihe', 'Step'], ['Vaiheet', 'Steps']),
                minRows: 1,
                required: true,
                // Each language has its own steps (as a page has its own sections); English falls back to Finnish.
                localized: true,
                validate: (steps: unknown) => {
                  const twice = duplicateFieldNames(steps)
                  return twice.length === 0
                    ? true
                    : `Kentän tekninen nimi on oltava lomakkeessa vain kerran: ${twice.join(', ')}.`
                },
                admin: {
                  description: 'Yksi vaihe on tavallinen lomake; useampi tekee vaiheittaisen lomakkeen.',
                },
              },
            ),
            row(
              checkboxField('summary', ['Yhteenveto ennen lähettämistä', 'Summary before sending']),
              textField('submitLabel', ['Lähetä-painike', 'Send button'], { localized: true }),
            ),
            arrayField(
              'ruleGroups',
              ['Yhteiset säännöt', 'Combined rules'],
              [
                row(
                  selectField('kind', ['Sääntö', 'Rule'], RULE_KINDS, {
                    required: true,
                    defaultValue: 'any',
                  }),
                  textField(
                    'fields',
                    ['Kentät (teknisin nimin, pilkuin)', 'Fields (names, comma-separated)'],
                    { required: true },
                  ),
                  textField('error', ['Virheilmoitus', 'Error message'], { required: true, localized: true }),
                ),
              ],
              {
                labels: labelsOf(
                  ['Yhteinen sääntö', 'Combined rule'],
                  ['Yhteiset säännöt', 'Combined rules'],
                ),
                admin: {
                  initCollapsed: true,
                  description: 'Esim. "puhelin tai sähköposti": jokin kentistä on täytettävä.',
                },
              },
            ),
          ],
        },
        {
          label: { fi: 'Sähköposti', en: 'Mail' },
          name: 'mail',
          fields: [
            row(
              emailField('recipient', ['Vastaanottaja', 'Recipient'], { required: true }),
              textField('replyToField', ['Vastausosoite kentästä', 'Reply-to from field'], {
                admin: { description: 'Sähköpostikentän tekninen nimi, esim. sahkoposti.' },
              }),
            ),
            ...subjectAndBody({ required: true, localized: true, admin: { description: MAIL_TAGS } }),
            groupField(
              'autoresponder',
              ['Automaattinen vastaus lähettäjälle', 'Autoresponder'],
              [
                checkboxField('enabled', ['Käytössä', 'Enabled']),
                ...subjectAndBody({ localized: true, admin: { description: AUTORESPONDER_FIXED } }),
              ],
              { admin: { description: AUTORESPONDER_NOTE } },
            ),
          ],
        },
        {
          label: { fi: 'Ilmoitukset', en: 'Messages' },
          name: 'messages',
          fields: MESSAGE_FIELDS,
        },
      ],
    },
  ],
  hooks: {
    // Pages showing the form carry its tag; the form endpoints read it under the same tag.
    afterChange: [({ doc, req }) => revalidateTags(req, [CACHE_TAGS.document('contact-forms', doc.id)])],
    afterDelete: [({ doc, req }) => revalidateTags(req, [CACHE_TAGS.document('contact-forms', doc.id)])],
  },
}
