import type {
  ArrayField,
  CheckboxField,
  Field,
  GroupField,
  NumberField,
  RadioField,
  OptionObject,
  SelectField,
  TextareaField,
  TextField,
  UploadField,
} from 'payload'
import { type Choices, choices } from './choices'

/** A field's label: one text, or one per admin language (`{ fi, en }`). */
export type Label = string | Record<string, string>

/** What a field sets besides its name, label and type. */
export type Rest<F, K extends string = never> = F extends unknown
  ? Omit<F, 'name' | 'label' | 'type' | K>
  : never

export const textField = (name: string, label: Label, rest: Rest<TextField> = {}): TextField => ({
  name,
  label,
  type: 'text',
  ...rest,
})

export const textareaField = (name: string, label: Label, rest: Rest<TextareaField> = {}): TextareaField => ({
  name,
  label,
  type: 'textarea',
  ...rest,
})

export const checkboxField = (name: string, label: Label, rest: Rest<CheckboxField> = {}): CheckboxField => ({
  name,
  label,
  type: 'checkbox',
  ...rest,
})

export const numberField = (name: string, label: Label, rest: Rest<NumberField> = {}): NumberField => ({
  name,
  label,
  type: 'number',
  ...rest,
})

/** An upload of one collection: the media. */
type MediaField = Extract<UploadField, { relationTo: string }>

export const mediaField = (
  name: string,
  label: Label,
  rest: Rest<MediaField, 'relationTo'> = {},
): MediaField => ({ name, label, type: 'upload', relationTo: 'media', ...rest })

/** Offers only media of one kind: `'image/'` or `'video/'`. */
export const mimeTypes = (prefix: string) => ({ mimeType: { contains: prefix } })

export const selectField = (
  name: string,
  label: Label,
  options: Choices | OptionObject[],
  rest: Rest<SelectField, 'options'> = {},
): SelectField => ({
  name,
  label,
  type: 'select',
  options: Array.isArray(options) ? options : choices(options),
  ...rest,
})

export const radioField = (
  name: string,
  label: Label,
  options: Choices,
  rest: Rest<RadioField, 'options'> = {},
): RadioField => ({ name, label, type: 'radio', options: choices(options), ...rest })

/** A list of rows, each holding `fields`. */
export const arrayField = (
  name: string,
  label: Label,
  labels: { singular: Label; plural: Label },
  fields: Field[],
  rest: Rest<ArrayField, 'labels' | 'fields'> = {},
): ArrayField => ({ name, label, labels, type: 'array', fields, ...rest })

/** Fields stored together under `name`. */
export const groupField = (
  name: string,
  label: Label,
  fields: Field[],
  rest: Rest<GroupField, 'fields'> = {},
): GroupField => ({ name, label, type: 'group', fields, ...rest })

/** A share from 0 to 100 %. */
export const percentField = (
  name: string,
  label: Label,
  defaultValue: number,
  rest: Rest<NumberField, 'defaultValue' | 'min' | 'max'> = {},
): NumberField => numberField(name, label, { defaultValue, min: 0, max: 100, ...rest })
