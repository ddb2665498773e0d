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
  RichTextField,
  SelectField,
  TextareaField,
  TextField,
  UploadField,
} from 'payload'
import { type Choices, choices } from './choices'

/** A field's label: one text, Finnish and English (`['Otsikko', 'Title']`), or one per admin language. */
export type Label = string | readonly [fi: string, en: string] | Record<string, string>

const isPair = (label: Label): label is readonly [string, string] => Array.isArray(label)

/** The label as Payload takes it. */
export const labelOf = (label: Label): string | Record<string, string> =>
  isPair(label) ? { fi: label[0], en: label[1] } : label

/** What a field sets besides its name, label and type (and `K`, which its builder takes too). */
export type Rest<F, K extends string = never> = F extends unknown
  ? Omit<F, 'name' | 'label' | 'type' | K>
  : never

/** The field types made of a name, a label and settings of their own. */
type Plain =
  | TextField
  | TextareaField
  | EmailField
  | NumberField
  | CheckboxField
  | DateField
  | JSONField
  | RichTextField

/** A builder for one plain type: `textField('title', 'Otsikko', { required: true })`. */
const plain =
  <T extends Plain['type']>(type: T) =>
  (name: string, label: Label, rest?: Rest<Extract<Plain, { type: T }>>) => ({
    name,
    label: labelOf(label),
    type,
    ...rest,
  })

export const textField = plain('text')
export const textareaField = plain('textarea')
export const emailField = plain('email')
export const numberField = plain('number')
export const checkboxField = plain('checkbox')
export const dateField = plain('date')
export const jsonField = plain('json')
export const richTextField = plain('richText')

/** The field types that offer choices: `{ start: 'Vasen' }` or the options themselves. */
type Choosing = SelectField | RadioField

const choosing =
  <T extends Choosing['type']>(type: T) =>
  (
    name: string,
    label: Label,
    options: Choices | OptionObject[],
    rest?: Rest<Extract<Choosing, { type: T }>, 'options'>,
  ) => ({
    name,
    label: labelOf(label),
    type,
    options: Array.isArray(options) ? options : choices(options),
    ...rest,
  })

export const selectField = choosing('select')
export const radioField = choosing('radio')

/** An upload of one collection: the media. */
type MediaField = Extract<UploadField, { relationTo: string }>

export const mediaField = (
  name: string,
  label: Label,
  rest?: Rest<MediaField, 'relationTo'>,
): MediaField => ({
  name,
  label: labelOf(label),
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

/** The field types that hold fields: a group stores them together, an array as a list of rows. */
type Holding = GroupField | ArrayField

const holding =
  <T extends Holding['type']>(type: T) =>
  (name: string, label: Label, fields: Field[], rest?: Rest<Extract<Holding, { type: T }>, 'fields'>) => ({
    name,
    label: labelOf(label),
    type,
    fields,
    ...rest,
  })

export const groupField = holding('group')
/** `labels` (in `rest`) name one row and many. */
export const arrayField = holding('array')

/** What a block, a collection or an array's rows are called: one and many, each a `Label`. */
export const labelsOf = (singular: Label, plural: Label) => ({
  singular: labelOf(singular),
  plural: labelOf(plural),
})
