import type { CollectionConfig, Field } from 'payload'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { loggedIn } from '../access/roles'
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

const MESSAGE_FIELDS: Field[] = [
  ['mail_sent', 'Lähetetty', 'Sent'],
  ['mail_failed', 'Lähetys epäonnistui', 'Sending failed'],
  ['validation_failed', 'Virheitä kentissä', 'Field errors'],
  ['acceptance_missing', 'Ehtoja ei hyväksytty', 'Terms not accepted'],
  ['spam', 'Roskapostiepäily', 'Suspected spam'],
  ['aborted', 'Keskeytetty', 'Aborted'],
].map(([name, fi, en]) => ({
  name: name as string,
  label: { fi: fi as string, en: en as string },
  type: 'text' as const,
  localized: true,
  admin: { description: 'Tyhjä: vakioteksti.' },
}))

/**
 * Contact forms authored in the admin: steps holding fields, conditional groups and repeaters,
 * the mail each sending makes, and the messages shown. Visitors never read these documents
 * through the API (quiz answers and the recipient stay private); the form endpoints
 * (src/forms/endpoints.ts) serve what the browser needs.
 */
export const ContactForms: CollectionConfig = {
  slug: 'contact-forms',
  labels: { singular: { fi: 'Lomake', en: 'Form' }, plural: { fi: 'Lomakkeet', en: 'Forms' } },
  admin: {
    useAsTitle: 'title',
    group: { fi: 'Lomakkeet', en: 'Forms' },
    defaultColumns: ['title', 'updatedAt'],
  },
  access: { read: loggedIn, create: loggedIn, update: loggedIn, delete: loggedIn },
  fields: [
    { name: 'title', label: { fi: 'Nimi', en: 'Name' }, type: 'text', required: true, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: { fi: 'Kentät', en: 'Fields' },
          fields: [
            {
              name: 'steps',
              label: { fi: 'Vaiheet', en: 'Steps' },
              labels: { singular: { fi: 'Vaihe', en: 'Step' }, plural: { fi: 'Vaiheet', en: 'Steps' } },
              type: 'array',
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
              fields: [
                {
                  name: 'title',
                  label: { fi: 'Vaiheen otsikko', en: 'Step title' },
                  type: 'text',
                  required: true,
                },
                {
                  name: 'items',
                  label: { fi: 'Kentät ja ryhmät', en: 'Fields and groups' },
                  type: 'blocks',
                  blocks: [FormFieldBlock, FormGroupBlock, FormRepeaterBlock],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'summary',
                  label: { fi: 'Yhteenveto ennen lähettämistä', en: 'Summary before sending' },
                  type: 'checkbox',
                },
                {
                  name: 'submitLabel',
                  label: { fi: 'Lähetä-painike', en: 'Send button' },
                  type: 'text',
                  localized: true,
                },
              ],
            },
            {
              name: 'ruleGroups',
              labels: {
                singular: { fi: 'Yhteinen sääntö', en: 'Combined rule' },
                plural: { fi: 'Yhteiset säännöt', en: 'Combined rules' },
              },
              label: { fi: 'Yhteiset säännöt', en: 'Combined rules' },
              type: 'array',
              admin: {
                initCollapsed: true,
                description: 'Esim. "puhelin tai sähköposti": jokin kentistä on täytettävä.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'kind',
                      label: { fi: 'Sääntö', en: 'Rule' },
                      type: 'select',
                      required: true,
                      defaultValue: 'any',
                      options: [
                        { value: 'any', label: { fi: 'Jokin täytettävä', en: 'Any must be filled' } },
                        { value: 'all', label: { fi: 'Kaikki täytettävä', en: 'All must be filled' } },
                      ],
                    },
                    {
                      name: 'fields',
                      label: {
                        fi: 'Kentät (teknisin nimin, pilkuin)',
                        en: 'Fields (names, comma-separated)',
                      },
                      type: 'text',
                      required: true,
                    },
                    {
                      name: 'error',
                      label: { fi: 'Virheilmoitus', en: 'Error message' },
                      type: 'text',
                      required: true,
                      localized: true,
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { fi: 'Sähköposti', en: 'Mail' },
          name: 'mail',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'recipient',
                  label: { fi: 'Vastaanottaja', en: 'Recipient' },
                  type: 'email',
                  required: true,
                },
                {
                  name: 'replyToField',
                  label: { fi: 'Vastausosoite kentästä', en: 'Reply-to from field' },
                  type: 'text',
                  admin: { description: 'Sähköpostikentän tekninen nimi, esim. sahkoposti.' },
                },
              ],
            },
            {
              name: 'subject',
              label: { fi: 'Aihe', en: 'Subject' },
              type: 'text',
              required: true,
              localized: true,
              admin: { description: MAIL_TAGS },
            },
            {
              name: 'body',
              label: { fi: 'Viesti', en: 'Body' },
              type: 'textarea',
              required: true,
              localized: true,
              admin: { description: MAIL_TAGS },
            },
            {
              name: 'autoresponder',
              label: { fi: 'Automaattinen vastaus lähettäjälle', en: 'Autoresponder' },
              type: 'group',
              admin: { description: AUTORESPONDER_NOTE },
              fields: [
                { name: 'enabled', label: { fi: 'Käytössä', en: 'Enabled' }, type: 'checkbox' },
                {
                  name: 'subject',
                  label: { fi: 'Aihe', en: 'Subject' },
                  type: 'text',
                  localized: true,
                  admin: { description: AUTORESPONDER_FIXED },
                },
                {
                  name: 'body',
                  label: { fi: 'Viesti', en: 'Body' },
                  type: 'textarea',
                  localized: true,
                  admin: { description: AUTORESPONDER_FIXED },
                },
              ],
            },
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
