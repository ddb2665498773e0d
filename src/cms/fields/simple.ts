import type {
  ArrayField,
  CheckboxField,
  DateField,
  EmailField,
  Field,
  GroupField,
  JSONField,
  NumberField,
  OptionObject,
  RadioField,
  SelectField,
  TextareaField,
  TextField,
  UploadField,
} from 'payload'
import { type Choices, choices } from './choices'

/** A field's label: one text, or one per admin language (`{ fi, en }`). */
export type Label = string | Record<string, string>

/** What a field sets besides what its builder takes (its name, label, type, options, fields…) and `K`. */
export type Rest<F, K extends string = never> = F extends unknown
  ? Omit<F, 'name' | 'label' | 'type' | 'options' | 'fields' | 'labels' | 'relationTo' | K>
  : never

/** The field types made of a name, a label and settings of their own. */
type Plain = TextField | TextareaField | EmailField | NumberField | CheckboxField | DateField | JSONField

/** A builder for one plain type: `textField('title', 'Otsikko', { required: true })`. */
const plain =
  <T extends Plain['type']>(type: T) =>
  (name: string, label: Label, rest?: Rest<Extract<Plain, { type: T }>>) => ({ name, label, type, ...rest })

export const textField = plain('text')
export const textareaField = plain('textarea')
export const emailField = plain('email')
export const numberField = plain('number')
export const checkboxField = plain('checkbox')
export const dateField = plain('date')
export const jsonField = plain('json')

/** The field types that offer choices: `{ start: 'Vasen' }` or the options themselves. */
type Choosing = SelectField | RadioField

const choosing =
  <T extends Choosing['type']>(type: T) =>
  (
    name: string,
    label: Label,
    options: Choices | OptionObject[],
    rest?: Rest<Extract<Choosing, { type: T }>>,
  ) => ({
    name,
    label,
    type,
    options: Array.isArray(options) ? options : choices(options),
    ...rest,
  })

export const selectField = choosing('select')
export const radioField = choosing('radio')

/** An upload of one collection: the media. */
type MediaField = Extract<UploadField, { relationTo: string }>

export const mediaField = (name: string, label: Label, rest?: Rest<MediaField>): MediaField => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  ...rest,
})

/** Offers only media of one kind: `'image/'` or `'video/'`. */
export const mimeTypes = (prefix: string) => ({ mimeType: { contains: prefix } })

/** A share from 0 to 100 %. */
export const percentField = (
  name: string,
  label: Label,
  defaultValue: number,
  rest?: Rest<NumberField, 'defaultValue' | 'min' | 'max'>,
) => numberField(name, label, { defaultValue, min: 0, max: 100, ...rest })

/** Fields stored together under `name`. */
export function groupField(name: string, label: Label, fields: Field[], rest?: Rest<GroupField>): GroupField {
  return { name, label, type: 'group', fields, ...rest }
}

/** A list of rows, each holding `fields`; `labels` name one row and many. */
export function arrayField(
  name: string,
  label: Label,
  labels: ArrayField['labels'],
  fields: Field[],
  rest?: Rest<ArrayField>,
): ArrayField {
  return { name, label, labels, type: 'array', fields, ...rest }
}
