import type { Block, Field } from 'payload'
import { NOT_PREFILLED, PREFILL_MAX_LENGTH, PREFILL_PARAM } from '@/lib/prefill'

/** A form field's name is its posted key, its mail tag (`[nimi]`) and its `?nimi=` pre-fill. */
const NAME_PATTERN = PREFILL_PARAM

function validateName(value: unknown): true | string {
  if (typeof value !== 'string' || !NAME_PATTERN.test(value))
    return 'Nimessä saa olla pieniä kirjaimia a–z, numeroita, - ja _ ja sen pitää alkaa kirjaimella (enintään 40 merkkiä).'
  if (value.includes('__') || value.endsWith('_count'))
    return 'Nimessä ei saa olla "__" eikä se saa päättyä "_count" (ne on varattu toistuville riveille).'
  return true
}

/** An address parameter is named as a field is; empty means the field's own name. */
export function validateFillParam(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && PREFILL_PARAM.test(value)
    ? true
    : 'Parametrin nimessä saa olla pieniä kirjaimia a–z, numeroita, - ja _ ja sen pitää alkaa kirjaimella (enintään 40 merkkiä).'
}

/** The date rules compare `YYYY-MM-DD` strings, as the browser's date field posts them. */
function validateIsoDate(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)))
    return true
  return 'Anna päivä muodossa VVVV-KK-PP, esim. 2026-12-31.'
}

/** Every field name once per form: a name is the posted key, the mail tag and the pre-fill key. */
export function duplicateFieldNames(steps: unknown): string[] {
  const seen = new Set<string>()
  const twice = new Set<string>()
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return
    for (const item of items as { blockType?: string; name?: string; items?: unknown }[]) {
      if (item?.blockType === 'formField' && typeof item.name === 'string') {
        if (seen.has(item.name)) twice.add(item.name)
        seen.add(item.name)
      }
      walk(item?.items)
    }
  }
  if (Array.isArray(steps)) for (const step of steps as { items?: unknown }[]) walk(step?.items)
  return [...twice]
}

const nameField = (description: string): Field => ({
  name: 'name',
  label: { fi: 'Tekninen nimi', en: 'Technical name' },
  type: 'text',
  required: true,
  validate: validateName,
  admin: { description },
})

const FIELD_TYPE_OPTIONS = [
  { value: 'text', label: { fi: 'Teksti', en: 'Text' } },
  { value: 'email', label: { fi: 'Sähköposti', en: 'Email' } },
  { value: 'url', label: { fi: 'Verkko-osoite', en: 'URL' } },
  { value: 'tel', label: { fi: 'Puhelinnumero', en: 'Telephone' } },
  { value: 'number', label: { fi: 'Numero', en: 'Number' } },
  { value: 'date', label: { fi: 'Päivämäärä', en: 'Date' } },
  { value: 'time', label: { fi: 'Kellonaika', en: 'Time' } },
  { value: 'textarea', label: { fi: 'Pitkä teksti', en: 'Long text' } },
  { value: 'select', label: { fi: 'Pudotusvalikko', en: 'Drop-down' } },
  { value: 'checkbox', label: { fi: 'Valintaruudut', en: 'Checkboxes' } },
  { value: 'radio', label: { fi: 'Valintanapit', en: 'Radio buttons' } },
  { value: 'acceptance', label: { fi: 'Hyväksyntä', en: 'Acceptance' } },
  { value: 'file', label: { fi: 'Tiedosto', en: 'File' } },
  { value: 'hidden', label: { fi: 'Piilotettu', en: 'Hidden' } },
  { value: 'quiz', label: { fi: 'Tietovisa (roskapostisuoja)', en: 'Quiz (spam check)' } },
]

const DAY_OPTIONS = ['Ma', 'Ti', 'Ke', 'To', 'Pe', 'La', 'Su'].map((label, index) => ({
  label,
  value: String(index + 1),
}))

type TypeOf = { type?: string }
const typeIs =
  (...types: string[]) =>
  (_: unknown, sibling: TypeOf) =>
    types.includes(sibling?.type ?? '')

/** One visitor-facing field with its rules. */
export const FormFieldBlock: Block = {
  slug: 'formField',
  interfaceName: 'FormFieldBlock',
  labels: { singular: { fi: 'Kenttä', en: 'Field' }, plural: { fi: 'Kentät', en: 'Fields' } },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          label: { fi: 'Otsikko', en: 'Label' },
          type: 'text',
          required: true,
        },
        nameField('Esim. "nimi". Viestipohjassa [nimi]; osoitteessa ?nimi=arvo esitäyttää kentän.'),
        {
          name: 'type',
          label: { fi: 'Tyyppi', en: 'Type' },
          type: 'select',
          required: true,
          defaultValue: 'text',
          options: FIELD_TYPE_OPTIONS,
        },
        {
          name: 'width',
          label: { fi: 'Leveys', en: 'Width' },
          type: 'select',
          defaultValue: 'full',
          required: true,
          options: [
            { value: 'full', label: { fi: 'Koko rivi', en: 'Full' } },
            { value: 'half', label: { fi: 'Puolet', en: 'Half' } },
            { value: 'third', label: { fi: 'Kolmannes', en: 'Third' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'placeholder',
          label: { fi: 'Esimerkkiteksti', en: 'Placeholder' },
          type: 'text',
        },
        { name: 'help', label: { fi: 'Ohjeteksti', en: 'Help text' }, type: 'text' },
        {
          name: 'defaultValue',
          label: { fi: 'Oletusarvo', en: 'Default value' },
          type: 'text',
          admin: { description: 'Valintaruuduille useampi arvo |-merkillä erotettuna.' },
        },
      ],
    },
    {
      name: 'fillParam',
      label: { fi: 'Täytä osoitteen parametrista', en: 'Fill from the address parameter' },
      type: 'text',
      validate: validateFillParam,
      admin: {
        condition: (_: unknown, sibling: TypeOf) => !NOT_PREFILLED.includes(sibling?.type ?? ''),
        description: `Esim. palvelu: linkki /yhteystiedot?palvelu=Verkkosivu-uudistus täyttää kentän (vain arvoksi, enintään ${PREFILL_MAX_LENGTH} merkkiä). Tyhjä: kentän tekninen nimi. Ei toistuvien ryhmien riveissä.`,
      },
    },
    {
      name: 'options',
      labels: { singular: { fi: 'Vaihtoehto', en: 'Option' }, plural: { fi: 'Vaihtoehdot', en: 'Options' } },
      label: { fi: 'Vaihtoehdot', en: 'Options' },
      type: 'array',
      admin: { condition: typeIs('select', 'checkbox', 'radio'), initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              label: { fi: 'Teksti', en: 'Label' },
              type: 'text',
              required: true,
            },
            {
              name: 'value',
              label: { fi: 'Arvo', en: 'Value' },
              type: 'text',
              required: true,
              admin: { description: 'Lähetetään ja verrataan ehdoissa; ?kenttä=arvo valitsee tämän.' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'multiple',
          label: { fi: 'Monivalinta', en: 'Multiple' },
          type: 'checkbox',
          admin: { condition: typeIs('select', 'file') },
        },
        {
          name: 'counter',
          label: { fi: 'Merkkilaskuri', en: 'Character counter' },
          type: 'checkbox',
          admin: { condition: typeIs('text', 'textarea') },
        },
        {
          name: 'optional',
          label: { fi: 'Vapaaehtoinen', en: 'Optional' },
          type: 'checkbox',
          admin: { condition: typeIs('acceptance'), description: 'Ei estä lähettämistä.' },
        },
        {
          name: 'invert',
          label: { fi: 'Käänteinen', en: 'Inverted' },
          type: 'checkbox',
          admin: { condition: typeIs('acceptance'), description: 'Rastittaminen tarkoittaa kieltäytymistä.' },
        },
      ],
    },
    {
      name: 'questions',
      labels: { singular: { fi: 'Kysymys', en: 'Question' }, plural: { fi: 'Kysymykset', en: 'Questions' } },
      label: { fi: 'Kysymykset', en: 'Questions' },
      type: 'array',
      admin: { condition: typeIs('quiz') },
      fields: [
        {
          name: 'question',
          label: { fi: 'Kysymys', en: 'Question' },
          type: 'text',
          required: true,
        },
        {
          name: 'answers',
          label: { fi: 'Hyväksytyt vastaukset', en: 'Accepted answers' },
          type: 'text',
          required: true,
          admin: { description: 'Useampi |-merkillä erotettuna; kirjainkoolla ei ole väliä.' },
        },
      ],
    },
    {
      name: 'rules',
      label: { fi: 'Säännöt', en: 'Rules' },
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'required', label: { fi: 'Pakollinen', en: 'Required' }, type: 'checkbox' },
            {
              name: 'minLength',
              label: { fi: 'Vähintään merkkejä', en: 'Min length' },
              type: 'number',
              min: 0,
              admin: { condition: typeIs('text', 'textarea', 'email', 'url', 'tel') },
            },
            {
              name: 'maxLength',
              label: { fi: 'Enintään merkkejä', en: 'Max length' },
              type: 'number',
              min: 1,
              admin: { condition: typeIs('text', 'textarea', 'email', 'url', 'tel') },
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: typeIs('number') },
          fields: [
            { name: 'minNumber', label: { fi: 'Pienin arvo', en: 'Min value' }, type: 'number' },
            { name: 'maxNumber', label: { fi: 'Suurin arvo', en: 'Max value' }, type: 'number' },
          ],
        },
        {
          type: 'row',
          admin: { condition: typeIs('date') },
          fields: [
            {
              name: 'minDate',
              label: { fi: 'Aikaisin päivä', en: 'Earliest date' },
              type: 'text',
              validate: validateIsoDate,
              admin: { placeholder: 'VVVV-KK-PP' },
            },
            {
              name: 'maxDate',
              label: { fi: 'Myöhäisin päivä', en: 'Latest date' },
              type: 'text',
              validate: validateIsoDate,
              admin: { placeholder: 'VVVV-KK-PP' },
            },
            {
              name: 'daysOfWeek',
              label: { fi: 'Sallitut viikonpäivät', en: 'Allowed weekdays' },
              type: 'select',
              hasMany: true,
              options: DAY_OPTIONS,
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: typeIs('checkbox', 'select') },
          fields: [
            {
              name: 'minItems',
              label: { fi: 'Vähintään valintoja', en: 'Min choices' },
              type: 'number',
              min: 0,
            },
            {
              name: 'maxItems',
              label: { fi: 'Enintään valintoja', en: 'Max choices' },
              type: 'number',
              min: 1,
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: typeIs('file') },
          fields: [
            {
              name: 'fileTypes',
              label: { fi: 'Sallitut tiedostotyypit', en: 'Allowed file types' },
              type: 'text',
              defaultValue: '.pdf, .jpg, .png',
              admin: { description: 'Pilkuin eroteltuna: .pdf, image/* …' },
            },
            {
              name: 'minFileSizeKb',
              label: { fi: 'Vähimmäiskoko (kt)', en: 'Min size (kB)' },
              type: 'number',
              min: 0,
            },
            {
              name: 'maxFileSizeKb',
              label: { fi: 'Enimmäiskoko (kt)', en: 'Max size (kB)' },
              type: 'number',
              min: 1,
              // The whole post may be 25 MB (scripts/server.mjs): one file can take nearly all of it.
              max: 25_000,
              defaultValue: 5120,
            },
          ],
        },
        {
          name: 'error',
          label: { fi: 'Oma virheilmoitus', en: 'Custom error message' },
          type: 'text',
          admin: { description: 'Jätä tyhjäksi, niin käytetään vakioilmoituksia.' },
        },
      ],
    },
  ],
}

const OPERATOR_OPTIONS = [
  { value: 'equals', label: { fi: 'on yhtä kuin', en: 'equals' } },
  { value: 'not_equals', label: { fi: 'ei ole', en: 'does not equal' } },
  { value: 'equals_regex', label: { fi: 'vastaa lauseketta (regex)', en: 'matches regex' } },
  { value: 'not_equals_regex', label: { fi: 'ei vastaa lauseketta (regex)', en: 'does not match regex' } },
  { value: 'greater_than', label: { fi: 'suurempi kuin', en: 'greater than' } },
  { value: 'greater_than_or_equals', label: { fi: 'vähintään', en: 'greater than or equal' } },
  { value: 'less_than', label: { fi: 'pienempi kuin', en: 'less than' } },
  { value: 'less_than_or_equals', label: { fi: 'enintään', en: 'less than or equal' } },
  { value: 'is_empty', label: { fi: 'on tyhjä', en: 'is empty' } },
  { value: 'not_empty', label: { fi: 'ei ole tyhjä', en: 'is not empty' } },
  { value: 'function', label: { fi: 'oma tarkistus (koodissa)', en: 'custom function (in code)' } },
]

const MATCH_OPTIONS = [
  { value: 'all', label: { fi: 'Kaikki ehdot täyttyvät', en: 'All conditions hold' } },
  { value: 'any', label: { fi: 'Jokin ehdoista täyttyy', en: 'Any condition holds' } },
]

const conditionRows: Field = {
  name: 'conditions',
  labels: { singular: { fi: 'Ehto', en: 'Condition' }, plural: { fi: 'Ehdot', en: 'Conditions' } },
  label: { fi: 'Ehdot', en: 'Conditions' },
  type: 'array',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'field',
          label: { fi: 'Kenttä (tekninen nimi)', en: 'Field (name)' },
          type: 'text',
          required: true,
        },
        {
          name: 'operator',
          label: { fi: 'Vertailu', en: 'Operator' },
          type: 'select',
          required: true,
          defaultValue: 'equals',
          options: OPERATOR_OPTIONS,
        },
        {
          name: 'value',
          label: { fi: 'Arvo', en: 'Value' },
          type: 'text',
          admin: { description: 'Oma tarkistus: sen nimi.' },
        },
      ],
    },
  ],
}

/** Conditions that show a group: a list combined by `match`, plus nested sets (and/or nesting). */
const whenFields: Field[] = [
  {
    name: 'match',
    label: { fi: 'Näytä, kun', en: 'Show when' },
    type: 'select',
    defaultValue: 'all',
    options: MATCH_OPTIONS,
  },
  conditionRows,
  {
    name: 'sets',
    labels: {
      singular: { fi: 'Ehtoryhmä', en: 'Condition set' },
      plural: { fi: 'Ehtoryhmät', en: 'Condition sets' },
    },
    label: { fi: 'Ehtoryhmät', en: 'Condition sets' },
    type: 'array',
    admin: { description: 'Sisäkkäiset ehdot, esim. (A ja B) tai C.', initCollapsed: true },
    fields: [
      {
        name: 'match',
        label: { fi: 'Ryhmän ehto', en: 'Set matches when' },
        type: 'select',
        defaultValue: 'all',
        options: MATCH_OPTIONS,
      },
      conditionRows,
    ],
  },
]

/** A group inside a group or a repeater: fields only (keeps nesting, and the admin, finite). */
export const FormSubgroupBlock: Block = {
  slug: 'formSubgroup',
  interfaceName: 'FormSubgroupBlock',
  labels: {
    singular: { fi: 'Ehdollinen alaryhmä', en: 'Conditional subgroup' },
    plural: { fi: 'Alaryhmät', en: 'Subgroups' },
  },
  fields: [
    nameField('Ryhmän tunniste, esim. "yritystiedot".'),
    ...whenFields,
    { name: 'items', label: { fi: 'Kentät', en: 'Fields' }, type: 'blocks', blocks: [FormFieldBlock] },
  ],
}

/** Rows the visitor adds and removes (docs/forms.md: min 1, max 200, initial = min capped at max). */
export const FormRepeaterBlock: Block = {
  slug: 'formRepeater',
  interfaceName: 'FormRepeaterBlock',
  labels: {
    singular: { fi: 'Toistuva ryhmä', en: 'Repeater' },
    plural: { fi: 'Toistuvat ryhmät', en: 'Repeaters' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          label: { fi: 'Otsikko', en: 'Label' },
          type: 'text',
          required: true,
        },
        nameField('Esim. "osallistujat".'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'min',
          label: { fi: 'Vähintään rivejä', en: 'Min rows' },
          type: 'number',
          min: 1,
          max: 200,
          defaultValue: 1,
        },
        {
          name: 'max',
          label: { fi: 'Enintään rivejä', en: 'Max rows' },
          type: 'number',
          min: 1,
          max: 200,
          defaultValue: 10,
        },
        { name: 'addLabel', label: { fi: 'Lisää-painike', en: 'Add button' }, type: 'text' },
        {
          name: 'removeLabel',
          label: { fi: 'Poista-painike', en: 'Remove button' },
          type: 'text',
        },
      ],
    },
    {
      name: 'items',
      label: { fi: 'Rivin kentät', en: 'Row fields' },
      type: 'blocks',
      blocks: [FormFieldBlock, FormSubgroupBlock],
    },
  ],
}

/** A group shown or hidden by conditions. */
export const FormGroupBlock: Block = {
  slug: 'formGroup',
  interfaceName: 'FormGroupBlock',
  labels: {
    singular: { fi: 'Ehdollinen ryhmä', en: 'Conditional group' },
    plural: { fi: 'Ehdolliset ryhmät', en: 'Conditional groups' },
  },
  fields: [
    nameField('Ryhmän tunniste, esim. "soittopyynto".'),
    ...whenFields,
    {
      name: 'items',
      label: { fi: 'Sisältö', en: 'Content' },
      type: 'blocks',
      blocks: [FormFieldBlock, FormSubgroupBlock, FormRepeaterBlock],
    },
  ],
}
