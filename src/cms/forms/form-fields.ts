import type { Block, Field, RowField } from 'payload'
import { row } from '@/cms/fields/layout'
import { emptyOrMatching } from '@/cms/fields/pattern'
import {
  arrayField,
  checkboxField,
  groupField,
  type Label,
  labelsOf,
  numberField,
  selectField,
  textField,
} from '@/cms/fields/simple'
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
  return emptyOrMatching(
    value,
    PREFILL_PARAM,
    'Parametrin nimessä saa olla pieniä kirjaimia a–z, numeroita, - ja _ ja sen pitää alkaa kirjaimella (enintään 40 merkkiä).',
  )
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

const nameField = (description: string): Field =>
  textField('name', ['Tekninen nimi', 'Technical name'], {
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

/** The types a visitor types text into: the length rules apply to them. */
const TEXTUAL = ['text', 'textarea', 'email', 'url', 'tel']

/** A row of rules shown for one field type. */
const rowFor = (type: string, ...fields: Field[]): RowField => ({
  ...row(...fields),
  admin: { condition: typeIs(type) },
})

/** The earliest or the latest date a date field takes. */
const dateLimitField = (name: string, label: Label) =>
  textField(name, label, { validate: validateIsoDate, admin: { placeholder: 'VVVV-KK-PP' } })

const WIDTHS = {
  full: { fi: 'Koko rivi', en: 'Full' },
  half: { fi: 'Puolet', en: 'Half' },
  third: { fi: 'Kolmannes', en: 'Third' },
}

/** One visitor-facing field with its rules. */
export const FormFieldBlock: Block = {
  slug: 'formField',
  interfaceName: 'FormFieldBlock',
  labels: labelsOf(['Kenttä', 'Field'], ['Kentät', 'Fields']),
  fields: [
    row(
      textField('label', ['Otsikko', 'Label'], { required: true }),
      nameField('Esim. "nimi". Viestipohjassa [nimi]; osoitteessa ?nimi=arvo esitäyttää kentän.'),
      selectField('type', ['Tyyppi', 'Type'], FIELD_TYPE_OPTIONS, {
        required: true,
        defaultValue: 'text',
      }),
      selectField('width', ['Leveys', 'Width'], WIDTHS, { defaultValue: 'full', required: true }),
    ),
    row(
      textField('placeholder', ['Esimerkkiteksti', 'Placeholder']),
      textField('help', ['Ohjeteksti', 'Help text']),
      textField('defaultValue', ['Oletusarvo', 'Default value'], {
        admin: { description: 'Valintaruuduille useampi arvo |-merkillä erotettuna.' },
      }),
    ),
    textField('fillParam', ['Täytä osoitteen parametrista', 'Fill from the address parameter'], {
      validate: validateFillParam,
      admin: {
        condition: (_: unknown, sibling: TypeOf) => !NOT_PREFILLED.includes(sibling?.type ?? ''),
        description: `Esim. palvelu: linkki /yhteystiedot?palvelu=Verkkosivu-uudistus täyttää kentän (vain arvoksi, enintään ${PREFILL_MAX_LENGTH} merkkiä). Tyhjä: kentän tekninen nimi. Ei toistuvien ryhmien riveissä.`,
      },
    }),
    arrayField(
      'options',
      ['Vaihtoehdot', 'Options'],
      [
        row(
          textField('label', ['Teksti', 'Label'], { required: true }),
          textField('value', ['Arvo', 'Value'], {
            required: true,
            admin: { description: 'Lähetetään ja verrataan ehdoissa; ?kenttä=arvo valitsee tämän.' },
          }),
        ),
      ],
      {
        labels: labelsOf(['Vaihtoehto', 'Option'], ['Vaihtoehdot', 'Options']),
        admin: { condition: typeIs('select', 'checkbox', 'radio'), initCollapsed: true },
      },
    ),
    row(
      checkboxField('multiple', ['Monivalinta', 'Multiple'], {
        admin: { condition: typeIs('select', 'file') },
      }),
      checkboxField('counter', ['Merkkilaskuri', 'Character counter'], {
        admin: { condition: typeIs('text', 'textarea') },
      }),
      checkboxField('optional', ['Vapaaehtoinen', 'Optional'], {
        admin: { condition: typeIs('acceptance'), description: 'Ei estä lähettämistä.' },
      }),
      checkboxField('invert', ['Käänteinen', 'Inverted'], {
        admin: { condition: typeIs('acceptance'), description: 'Rastittaminen tarkoittaa kieltäytymistä.' },
      }),
    ),
    arrayField(
      'questions',
      ['Kysymykset', 'Questions'],
      [
        textField('question', ['Kysymys', 'Question'], { required: true }),
        textField('answers', ['Hyväksytyt vastaukset', 'Accepted answers'], {
          required: true,
          admin: { description: 'Useampi |-merkillä erotettuna; kirjainkoolla ei ole väliä.' },
        }),
      ],
      {
        labels: labelsOf(['Kysymys', 'Question'], ['Kysymykset', 'Questions']),
        admin: { condition: typeIs('quiz') },
      },
    ),
    groupField(
      'rules',
      ['Säännöt', 'Rules'],
      [
        row(
          checkboxField('required', ['Pakollinen', 'Required']),
          numberField('minLength', ['Vähintään merkkejä', 'Min length'], {
            min: 0,
            admin: { condition: typeIs(...TEXTUAL) },
          }),
          numberField('maxLength', ['Enintään merkkejä', 'Max length'], {
            min: 1,
            admin: { condition: typeIs(...TEXTUAL) },
          }),
        ),
        rowFor(
          'number',
          numberField('minNumber', ['Pienin arvo', 'Min value']),
          numberField('maxNumber', ['Suurin arvo', 'Max value']),
        ),
        rowFor(
          'date',
          dateLimitField('minDate', ['Aikaisin päivä', 'Earliest date']),
          dateLimitField('maxDate', ['Myöhäisin päivä', 'Latest date']),
          selectField('daysOfWeek', ['Sallitut viikonpäivät', 'Allowed weekdays'], DAY_OPTIONS, {
            hasMany: true,
          }),
        ),
        {
          ...row(
            numberField('minItems', ['Vähintään valintoja', 'Min choices'], { min: 0 }),
            numberField('maxItems', ['Enintään valintoja', 'Max choices'], { min: 1 }),
          ),
          admin: { condition: typeIs('checkbox', 'select') },
        },
        rowFor(
          'file',
          textField('fileTypes', ['Sallitut tiedostotyypit', 'Allowed file types'], {
            defaultValue: '.pdf, .jpg, .png',
            admin: { description: 'Pilkuin eroteltuna: .pdf, image/* …' },
          }),
          numberField('minFileSizeKb', ['Vähimmäiskoko (kt)', 'Min size (kB)'], { min: 0 }),
          // The whole post may be 25 MB (scripts/server.mjs): one file can take nearly all of it.
          numberField('maxFileSizeKb', ['Enimmäiskoko (kt)', 'Max size (kB)'], {
            min: 1,
            max: 25_000,
            defaultValue: 5120,
          }),
        ),
        textField('error', ['Oma virheilmoitus', 'Custom error message'], {
          admin: { description: 'Jätä tyhjäksi, niin käytetään vakioilmoituksia.' },
        }),
      ],
    ),
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

const conditionRows: Field = arrayField(
  'conditions',
  ['Ehdot', 'Conditions'],
  [
    row(
      textField('field', ['Kenttä (tekninen nimi)', 'Field (name)'], { required: true }),
      selectField('operator', ['Vertailu', 'Operator'], OPERATOR_OPTIONS, {
        required: true,
        defaultValue: 'equals',
      }),
      textField('value', ['Arvo', 'Value'], { admin: { description: 'Oma tarkistus: sen nimi.' } }),
    ),
  ],
  { labels: labelsOf(['Ehto', 'Condition'], ['Ehdot', 'Conditions']) },
)

/** Conditions that show a group: a list combined by `match`, plus nested sets (and/or nesting). */
const whenFields: Field[] = [
  selectField('match', ['Näytä, kun', 'Show when'], MATCH_OPTIONS, { defaultValue: 'all' }),
  conditionRows,
  arrayField(
    'sets',
    ['Ehtoryhmät', 'Condition sets'],
    [
      selectField('match', ['Ryhmän ehto', 'Set matches when'], MATCH_OPTIONS, {
        defaultValue: 'all',
      }),
      conditionRows,
    ],
    {
      labels: labelsOf(['Ehtoryhmä', 'Condition set'], ['Ehtoryhmät', 'Condition sets']),
      admin: { description: 'Sisäkkäiset ehdot, esim. (A ja B) tai C.', initCollapsed: true },
    },
  ),
]

/** A group inside a group or a repeater: fields only (keeps nesting, and the admin, finite). */
export const FormSubgroupBlock: Block = {
  slug: 'formSubgroup',
  interfaceName: 'FormSubgroupBlock',
  labels: labelsOf(['Ehdollinen alaryhmä', 'Conditional subgroup'], ['Alaryhmät', 'Subgroups']),
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
  labels: labelsOf(['Toistuva ryhmä', 'Repeater'], ['Toistuvat ryhmät', 'Repeaters']),
  fields: [
    row(textField('label', ['Otsikko', 'Label'], { required: true }), nameField('Esim. "osallistujat".')),
    row(
      numberField('min', ['Vähintään rivejä', 'Min rows'], { min: 1, max: 200, defaultValue: 1 }),
      numberField('max', ['Enintään rivejä', 'Max rows'], { min: 1, max: 200, defaultValue: 10 }),
      textField('addLabel', ['Lisää-painike', 'Add button']),
      textField('removeLabel', ['Poista-painike', 'Remove button']),
    ),
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
  labels: labelsOf(['Ehdollinen ryhmä', 'Conditional group'], ['Ehdolliset ryhmät', 'Conditional groups']),
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
