import type { Block, GroupField } from 'payload'
import { colourField } from '@/cms/fields/colour'
import { row, rowOf } from '@/cms/fields/layout'
import { linkGroup } from '@/cms/fields/link'
import { checkboxField, selectField, textField } from '@/cms/fields/simple'
import { adminDateFormat } from '@/cms/i18n'
import { COUNTDOWN } from '@/lib/constants'
import { safeLinkUrl } from '@/lib/links'
import { widgetThumbnail } from '../thumbnail'
import { parseFormat } from './periods'
import { DEFAULT_TIME_ZONE, TIME_ZONES, validateTimeZone } from './time-zone'

export function validateFormat(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return parseFormat(value)
    ? true
    : 'Käytä kirjaimia Y, O, W, D, H, M ja S, kutakin enintään kerran (esim. dHMS).'
}

/** Where the end may send the visitor unasked: a path of this site or an http(s) address. */
export function validateExpiryUrl(value: unknown, { siblingData }: { siblingData: { type?: string } }) {
  if (siblingData.type !== 'custom' || value === null || value === undefined || value === '') return true
  const url = typeof value === 'string' ? safeLinkUrl(value) : null
  return url && /^(https?:\/\/|\/)/.test(url)
    ? true
    : 'Siirtymän osoitteen pitää alkaa https:// tai olla sivuston oma polku, joka alkaa yhdellä /-merkillä eikä sisällä kenoviivaa.'
}

/** A redirect opens in the same tab: the link field without its "new tab" choice. */
function expiryLinkField(): GroupField {
  const group = linkGroup('expiryLink', { label: false })
  return {
    ...group,
    label: 'Osoite, johon siirrytään',
    fields: group.fields.map((field) => {
      if (field.type === 'row')
        return { ...field, fields: field.fields.filter((f) => !('name' in f && f.name === 'newTab')) }
      if (field.type === 'text' && field.name === 'url')
        return {
          ...field,
          admin: { ...field.admin, description: 'https://… tai /polku' },
          validate: validateExpiryUrl,
        }
      return field
    }),
    admin: { condition: (_, sibling) => sibling?.expiry === 'redirect' },
  }
}

/** What the widget does when the time is up. */
const EXPIRY_ACTIONS = {
  text: 'Näytä teksti',
  redirect: 'Siirry osoitteeseen',
  none: 'Ei mitään (laskuri jää nollaan)',
}

export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Lähtölaskenta', plural: 'Lähtölaskennat' },
  admin: { images: { thumbnail: widgetThumbnail('countdown', 'Aikaa jäljellä hetkeen') } },
  fields: [
    textField('title', 'Otsikko', { admin: { description: 'Esim. ”Kampanja päättyy”.' } }),
    {
      name: 'target',
      label: 'Päättymisaika',
      type: 'date',
      required: true,
      admin: {
        // The admin's numeric format: the picker's own default spells the month in English.
        date: { pickerAppearance: 'dayAndTime', timeIntervals: 5, displayFormat: adminDateFormat },
        description: 'Valitse ensin aikavyöhyke: päivä ja kellonaika luetaan sen mukaan.',
      },
      // The picker shows and reads the time in the chosen zone and stores the instant (UTC) with
      // the zone beside it (`target_tz`). The zone is a name checked against the runtime's zone
      // list here, not one of a fixed set, so any zone Intl knows is accepted, aliases included.
      timezone: {
        defaultTimezone: DEFAULT_TIME_ZONE,
        supportedTimezones: TIME_ZONES.map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone })),
        override: ({ baseField }) => ({
          name: baseField.name,
          label: 'Aikavyöhyke',
          type: 'text',
          defaultValue: DEFAULT_TIME_ZONE,
          validate: (value: unknown) => validateTimeZone(value),
          admin: { hidden: true },
        }),
      },
    },
    rowOf(
      '50%',
      textField('format', 'Näytettävät jaksot', {
        defaultValue: COUNTDOWN.format,
        validate: validateFormat,
        admin: {
          description:
            'Y vuodet, O kuukaudet, W viikot, D päivät, H tunnit, M minuutit, S sekunnit. Iso kirjain näkyy aina, pieni vain kun jakso ei ole nolla.',
        },
      }),
      checkboxField('serverTime', 'Käytä palvelimen kelloa', {
        admin: { description: 'Kävijän väärin käyvä kello ei muuta jäljellä olevaa aikaa.' },
      }),
    ),
    checkboxField('showControls', 'Näytä painikkeet: pysäytä, väliaika ja jatka'),
    selectField('expiry', 'Kun aika päättyy', EXPIRY_ACTIONS, { defaultValue: 'text' }),
    textField('expiryText', 'Päättymisteksti', {
      admin: {
        condition: (_, sibling) => sibling?.expiry === 'text',
        description: 'Esim. ”Kampanja on päättynyt.”',
      },
    }),
    expiryLinkField(),
    row(colourField('background', 'Tausta'), colourField('textColour', 'Tekstin väri')),
  ],
}
