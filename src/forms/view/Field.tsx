import type { ReactNode } from 'react'
import { cx } from '@/lib/css-vars'
import { type FieldDef, FORMAT_TYPES, rowName } from '../definition'
import { FORM_TEXT, type FormLocale } from '../messages'
import { textLength } from '../rules'
import { Sheet, styles } from './contact-form.sheet'
import { type CounterState, counterId, counterText, errorId, fieldId, helpId, optionId } from './markup'

/** Where an item renders: the form's unit, its language, the repeater row (1-based) if any. */
export type Ctx = {
  unitTag: string
  locale: FormLocale
  row?: number
  Heading: 'h2' | 'h3' | 'h4'
}

/** The name an item posts under where it renders (`name__r` in repeater row r). */
export const posted = (name: string, ctx: Ctx) => (ctx.row === undefined ? name : rowName(name, ctx.row))

function Required({ locale }: { locale: FormLocale }) {
  return (
    <>
      <Sheet />
      <span className={styles.required}>
        <span aria-hidden="true"> *</span>
        <span className="visually-hidden"> ({FORM_TEXT[locale].required})</span>
      </span>
    </>
  )
}

/** Native constraint attributes mirrored from the rules (noValidate: they inform, the engine checks). */
function constraints(field: FieldDef) {
  const a: {
    required?: boolean
    minLength?: number
    maxLength?: number
    min?: string | number
    max?: string | number
    step?: string | number
    accept?: string
  } = {}
  for (const rule of field.rules) {
    switch (rule.rule) {
      case 'required':
      case 'requiredfile':
        a.required = true
        break
      case 'minlength':
        a.minLength = rule.threshold
        break
      case 'maxlength':
        a.maxLength = rule.threshold
        break
      case 'minnumber':
      case 'mindate':
        a.min = rule.threshold
        break
      case 'maxnumber':
      case 'maxdate':
        a.max = rule.threshold
        break
      case 'stepnumber':
        a.step = rule.interval
        break
      case 'file':
        a.accept = rule.accept.join(',')
        break
    }
  }
  if (field.type === 'number' && a.step === undefined) a.step = 'any'
  return a
}

const AUTOCOMPLETE: [RegExp, string][] = [
  [/^(nimi|koko_?nimi|name|full_?name|your_?name)$/i, 'name'],
  [/^(etunimi|first_?name|given_?name)$/i, 'given-name'],
  [/^(sukunimi|last_?name|family_?name|surname)$/i, 'family-name'],
  [/^(yritys|organisaatio|company|organi[sz]ation)$/i, 'organization'],
]

/** Only where obvious, and never in repeater rows (they describe other people). */
function autocomplete(field: FieldDef, ctx: Ctx): string | undefined {
  if (ctx.row !== undefined) return undefined
  if (field.type === 'email' || field.type === 'tel' || field.type === 'url') return field.type
  if (field.type === 'text') return AUTOCOMPLETE.find(([re]) => re.test(field.name))?.[1]
  return undefined
}

/** A format type's own input type; text, quiz and the rest are text inputs. */
const inputType = (type: FieldDef['type']) => FORMAT_TYPES.find((f) => f === type) ?? 'text'

/** What every kind of field renders with. */
type FieldProps = {
  field: FieldDef
  ctx: Ctx
  name: string
  id: string
  /** The default value (`|` between several). */
  def: string
  c: ReturnType<typeof constraints>
  counter: { text: string; state: CounterState } | null
  describedBy: string
  /** The wrapper's attributes: the form's script finds the field by them (`fieldWrap` in behaviour/dom.ts). */
  wrap: {
    'data-cf-field': string
    'data-cf-type': FieldDef['type']
    'data-cf-label': string
    'data-cf-fill': string | undefined
    className: string
  }
  help: ReactNode
  error: ReactNode
}

function fieldProps(field: FieldDef, ctx: Ctx): FieldProps {
  const name = posted(field.name, ctx)
  const id = fieldId(ctx.unitTag, name)
  const def = field.defaultValue ?? ''
  const c = constraints(field)
  const counter =
    field.counter && (c.maxLength !== undefined || c.minLength !== undefined)
      ? counterText(textLength(def), { min: c.minLength, max: c.maxLength }, ctx.locale)
      : null
  const describedBy = [field.help ? helpId(id) : '', counter ? counterId(id) : '', errorId(id)]
    .filter(Boolean)
    .join(' ')
  const wrap = {
    'data-cf-field': name,
    'data-cf-type': field.type,
    'data-cf-label': field.label,
    // A repeater's rows are filled by their own names only: one parameter would fill every row.
    'data-cf-fill': ctx.row === undefined ? field.fillParam : undefined,
    className: cx(styles.field, styles[field.width]),
  }
  const help = field.help ? (
    <p className={styles.help} id={helpId(id)}>
      {field.help}
    </p>
  ) : null
  const error = <p className={styles.error} id={errorId(id)} data-cf-error="" />
  return { field, ctx, name, id, def, c, counter, describedBy, wrap, help, error }
}

/** A field of any kind, by its type. */
export function Field({ field, ctx }: { field: FieldDef; ctx: Ctx }) {
  if (field.type === 'hidden') {
    const name = posted(field.name, ctx)
    return (
      <input
        type="hidden"
        name={name}
        defaultValue={field.defaultValue ?? ''}
        data-cf-field={name}
        data-cf-type="hidden"
      />
    )
  }
  const props = fieldProps(field, ctx)
  if (field.type === 'radio' || (field.type === 'checkbox' && (field.options ?? []).length > 0))
    return <ChoiceGroup {...props} />
  if (field.type === 'checkbox' || field.type === 'acceptance') return <SingleBox {...props} />
  return <LabelledField {...props} />
}

/** Radios, or checkboxes with options: a fieldset whose legend is the label. */
function ChoiceGroup({ field, ctx, name, id, def, c, describedBy, wrap, help, error }: FieldProps) {
  const chosen = def.split('|')
  return (
    <>
      <Sheet />
      <fieldset {...wrap} id={id} aria-describedby={describedBy}>
        <legend className={styles.label}>
          {field.label}
          {c.required ? <Required locale={ctx.locale} /> : null}
        </legend>
        {help}
        <div className={styles.choices}>
          {(field.options ?? []).map((option, i) => (
            <label key={option.value} className={styles.choice}>
              <input
                type={field.type}
                id={optionId(id, i + 1)}
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                required={field.type === 'radio' && c.required}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {error}
      </fieldset>
    </>
  )
}

/** One checkbox labelled by the field's label: a yes/no checkbox or an acceptance box. */
function SingleBox({ field, ctx, name, id, def, c, describedBy, wrap, help, error }: FieldProps) {
  const acceptance = field.type === 'acceptance'
  const required = acceptance ? !field.optional && !field.invert : c.required
  return (
    <>
      <Sheet />
      <div
        {...wrap}
        className={cx(wrap.className, styles.single)}
        data-cf-acceptance={acceptance && required ? '' : undefined}
      >
        <label className={styles.choice} htmlFor={id}>
          <input
            type="checkbox"
            id={id}
            name={name}
            value="1"
            defaultChecked={def === '1' || def === 'true'}
            required={required}
            aria-describedby={describedBy}
          />
          <span>
            {field.label}
            {required ? <Required locale={ctx.locale} /> : null}
          </span>
        </label>
        {help}
        {error}
      </div>
    </>
  )
}

/** A label above one control: text-like inputs, textarea, select, file, and quiz. */
function LabelledField(props: FieldProps) {
  const { field, ctx, name, id, c, counter, wrap, help, error } = props
  const quiz = field.type === 'quiz'
  return (
    <>
      <Sheet />
      <div {...wrap}>
        <label className={styles.label} htmlFor={id}>
          {quiz ? <span data-cf-question="">{field.questions?.[0] ?? field.label}</span> : field.label}
          {c.required || quiz ? <Required locale={ctx.locale} /> : null}
        </label>
        {help}
        <Control {...props} />
        {quiz ? (
          // Which question was asked: the server checks the answer against that one (refill may change it).
          <input type="hidden" name={`${name}__q`} defaultValue="0" data-cf-quiz-index="" />
        ) : null}
        {counter ? (
          <p
            className={styles.counter}
            id={counterId(id)}
            aria-live="polite"
            data-cf-counter=""
            data-min={c.minLength}
            data-max={c.maxLength}
            data-state={counter.state}
          >
            {counter.text}
          </p>
        ) : null}
        {error}
      </div>
    </>
  )
}

function Control({ field, ctx, name, id, def, c, describedBy }: FieldProps) {
  const common = {
    id,
    name,
    'aria-describedby': describedBy,
    required: c.required || field.type === 'quiz',
  }
  if (field.type === 'textarea')
    return (
      <>
        <Sheet />
        <textarea
          {...common}
          className={styles.input}
          rows={5}
          defaultValue={def}
          placeholder={field.placeholder}
          minLength={c.minLength}
          maxLength={c.maxLength}
        />
      </>
    )
  if (field.type === 'select')
    return (
      <>
        <Sheet />
        <span className={styles.selectWrap}>
          <select
            {...common}
            className={styles.select}
            multiple={field.multiple}
            defaultValue={field.multiple ? def.split('|').filter(Boolean) : def}
          >
            {field.multiple || def ? null : (
              <option value="">{field.placeholder || FORM_TEXT[ctx.locale].choose}</option>
            )}
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      </>
    )
  if (field.type === 'file')
    return (
      <>
        <Sheet />
        <input {...common} className={styles.file} type="file" accept={c.accept} multiple={field.multiple} />
      </>
    )
  return (
    <>
      <Sheet />
      <input
        {...common}
        className={styles.input}
        type={inputType(field.type)}
        defaultValue={def}
        placeholder={field.placeholder}
        autoComplete={field.type === 'quiz' ? 'off' : autocomplete(field, ctx)}
        data-cf-quiz={field.type === 'quiz' ? field.name : undefined}
        minLength={c.minLength}
        maxLength={c.maxLength}
        min={c.min}
        max={c.max}
        step={c.step}
      />
    </>
  )
}
