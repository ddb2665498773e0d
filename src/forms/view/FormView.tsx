import type { ReactNode } from 'react'
import { cx } from '@/lib/css-vars'
import { BotFields } from '../bot/BotFields'
import type { FieldDef, FormDefinition, GroupDef, ItemDef, RepeaterDef } from '../definition'
import { FORMAT_TYPES, rowName } from '../definition'
import { FORM_TEXT, type FormLocale, fillText, LIVE_TEXT } from '../messages'
import { formEndpoints, HIDDEN_FIELDS, repeaterCountName } from '../protocol'
import { textLength } from '../rules'
import { ContactFormBehaviour } from './ContactForm.client'
import styles from './contact-form.module.css'
import { counterId, counterText, errorId, fieldId, helpId, optionId } from './markup'

export type FormViewProps = {
  definition: FormDefinition
  locale: FormLocale
  /** Unique on the page: ids are `cf-{unitTag}-{postedName}`. */
  unitTag: string
  /** The page the form is on (posted back for the mail's context). */
  containerPost: number | null
  /** The arithmetic check for visitors without JavaScript (they cannot solve the proof of work). */
  noscript: { question: string; token: string }
  /** Level of the step and error-summary headings; the page decides what it sits under. */
  headingLevel?: 2 | 3 | 4
}

type Ctx = {
  unitTag: string
  locale: FormLocale
  /** The repeater row (1-based) the item renders in, if any. */
  row?: number
  Heading: 'h2' | 'h3' | 'h4'
}

/**
 * A contact form as plain HTML that works without JavaScript: every step shows, one after the
 * other; every conditional group shows with its condition written beside it; repeaters offer
 * further rows in closed `<details>`; a `<noscript>` arithmetic question stands in for the proof
 * of work. contact-form.ts (loaded only where a form renders) turns it into the stepped,
 * conditional form with in-browser validation.
 */
export function FormView({
  definition,
  locale,
  unitTag,
  containerPost,
  noscript,
  headingLevel = 3,
}: FormViewProps) {
  const text = FORM_TEXT[locale]
  const Heading = `h${headingLevel}` as const
  const ctx: Ctx = { unitTag, locale, Heading }
  const base = `cf-${unitTag}`
  const steps = definition.steps
  const total = steps.length + (definition.summary ? 1 : 0)
  const hidden: Record<string, string> = {
    [HIDDEN_FIELDS.formId]: String(definition.id),
    [HIDDEN_FIELDS.version]: definition.version,
    [HIDDEN_FIELDS.locale]: locale,
    [HIDDEN_FIELDS.unitTag]: unitTag,
    [HIDDEN_FIELDS.containerPost]: containerPost === null ? '' : String(containerPost),
    [HIDDEN_FIELDS.postedDataHash]: '',
    [HIDDEN_FIELDS.botResponse]: '',
    [HIDDEN_FIELDS.conditionalState]: '',
    [HIDDEN_FIELDS.step]: '',
  }
  return (
    <div className={styles.root} data-contact-form={definition.id} data-status="init" lang={locale}>
      <form
        className={styles.form}
        method="post"
        action={formEndpoints(definition.id).feedback}
        encType="multipart/form-data"
        noValidate
        aria-label={definition.title || undefined}
        data-cf-form=""
      >
        <div hidden>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} defaultValue={value} />
          ))}
        </div>
        {/* Takes focus after a failed send or step; its heading and links are read from there. */}
        <div className={styles.errors} tabIndex={-1} hidden data-cf-errors="">
          <Heading id={`${base}-errors`} className={styles.errorsTitle}>
            {text.errorSummary}
          </Heading>
          <ul data-cf-errors-list="" />
        </div>
        {total > 1 ? (
          <ol className={styles.dots} hidden data-cf-dots="">
            {Array.from({ length: total }, (_, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no other identity.
                key={i}
                className={styles.dot}
                data-cf-dot={i + 1}
                data-state={i === 0 ? 'active' : 'todo'}
                aria-current={i === 0 ? 'step' : undefined}
              >
                <span className={styles.dotNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.dotTitle} aria-hidden="true">
                  {steps[i]?.title ?? text.summaryTitle}
                </span>
                <span className="visually-hidden">
                  {fillText(text.stepOf, { i: i + 1, n: total })}: {steps[i]?.title ?? text.summaryTitle}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no other identity.
          <fieldset key={i} className={styles.step} data-cf-step={i + 1} id={`${base}-step-${i + 1}`}>
            {step.title ? (
              <legend className={styles.stepLegend}>
                <Heading className={styles.stepTitle} tabIndex={-1} data-cf-step-heading="">
                  {step.title}
                </Heading>
              </legend>
            ) : null}
            <Items items={step.items} ctx={ctx} />
          </fieldset>
        ))}
        {definition.summary ? (
          <section
            className={styles.step}
            data-cf-step={steps.length + 1}
            data-cf-summary-step=""
            aria-labelledby={`${base}-summary`}
            hidden
          >
            <Heading
              id={`${base}-summary`}
              className={styles.stepTitle}
              tabIndex={-1}
              data-cf-step-heading=""
            >
              {text.summaryTitle}
            </Heading>
            <div className={styles.summary} data-cf-summary-body="" />
          </section>
        ) : null}
        <div className={styles.bot}>
          <BotFields idPrefix={base} locale={locale} noscript={noscript} />
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} hidden disabled data-cf-prev="">
            {text.previous}
          </button>
          <button type="button" className={styles.primary} hidden data-cf-next="">
            {text.next}
          </button>
          <button type="submit" className={styles.primary} data-cf-submit="">
            {definition.submitLabel || text.send}
          </button>
        </div>
        <div className={styles.response} role="status" aria-atomic="true" tabIndex={-1} data-cf-response="" />
      </form>
      <ContactFormBehaviour formId={definition.id} locale={locale} />
    </div>
  )
}

function Items({ items, ctx }: { items: ItemDef[]; ctx: Ctx }) {
  return (
    <div className={styles.grid}>
      {items.map((item) => {
        if (item.kind === 'group') return <Group key={item.name} group={item} ctx={ctx} />
        if (item.kind === 'repeater') return <Repeater key={item.name} repeater={item} ctx={ctx} />
        return <Field key={item.name} field={item} ctx={ctx} />
      })}
    </div>
  )
}

const posted = (name: string, ctx: Ctx) => (ctx.row === undefined ? name : rowName(name, ctx.row))

/** Shown when its condition holds; without JavaScript always shown, with the condition beside it. */
function Group({ group, ctx }: { group: GroupDef; ctx: Ctx }) {
  const name = posted(group.name, ctx)
  return (
    <fieldset
      className={styles.group}
      id={fieldId(ctx.unitTag, name)}
      data-cf-group={name}
      data-cf-when={JSON.stringify(group.when)}
    >
      {group.conditionText ? (
        <p className={styles.condition} data-cf-condition="">
          {FORM_TEXT[ctx.locale].shownWhen} {group.conditionText}
        </p>
      ) : null}
      <Items items={group.items} ctx={ctx} />
    </fieldset>
  )
}

/**
 * Rows 1…initial, then (no round trip needed without JavaScript) rows up to min(max, initial + 4),
 * each in a closed `<details>` inside the previous one: opening one adds a row. The count field
 * says `initial`; the server counts the filled rows. The script replaces the details by buttons.
 */
function Repeater({ repeater, ctx }: { repeater: RepeaterDef; ctx: Ctx }) {
  const last = Math.min(repeater.max, repeater.initial + 4)
  const row = (r: number) => <Row key={r} repeater={repeater} r={r} ctx={ctx} />
  const extra = (r: number): ReactNode =>
    r > last ? null : (
      <details className={styles.extra} data-cf-extra={r}>
        <summary className={styles.secondary}>{repeater.addLabel}</summary>
        {row(r)}
        {extra(r + 1)}
      </details>
    )
  return (
    <fieldset
      className={styles.repeater}
      id={fieldId(ctx.unitTag, repeater.name)}
      data-cf-repeater={repeater.name}
      data-min={repeater.min}
      data-max={repeater.max}
      data-initial={repeater.initial}
    >
      <legend className={styles.repeaterLegend}>{repeater.label}</legend>
      <input
        type="hidden"
        name={repeaterCountName(repeater.name)}
        defaultValue={repeater.initial}
        data-cf-count=""
      />
      <div className={styles.rows} data-cf-rows="">
        {Array.from({ length: repeater.initial }, (_, i) => row(i + 1))}
      </div>
      {extra(repeater.initial + 1)}
      <button type="button" className={styles.secondary} hidden data-cf-add="">
        {repeater.addLabel}
      </button>
    </fieldset>
  )
}

function Row({ repeater, r, ctx }: { repeater: RepeaterDef; r: number; ctx: Ctx }) {
  const label = fillText(LIVE_TEXT[ctx.locale].row, { n: r })
  return (
    <fieldset className={styles.row} data-cf-row={r}>
      <legend className={styles.rowLegend} data-cf-row-label="">
        {label}
      </legend>
      <Items items={repeater.items} ctx={{ ...ctx, row: r }} />
      <button type="button" className={styles.remove} hidden data-cf-remove="">
        {repeater.removeLabel}
        <span className="visually-hidden" data-cf-row-label="">
          {`: ${label}`}
        </span>
      </button>
    </fieldset>
  )
}

function Required({ locale }: { locale: FormLocale }) {
  return (
    <span className={styles.required}>
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({FORM_TEXT[locale].required})</span>
    </span>
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

function Field({ field, ctx }: { field: FieldDef; ctx: Ctx }) {
  const name = posted(field.name, ctx)
  const id = fieldId(ctx.unitTag, name)
  const def = field.defaultValue ?? ''
  if (field.type === 'hidden')
    return <input type="hidden" name={name} defaultValue={def} data-cf-field={name} data-cf-type="hidden" />
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
  const options = field.options ?? []

  if (field.type === 'radio' || (field.type === 'checkbox' && options.length > 0)) {
    const chosen = def.split('|')
    return (
      <fieldset {...wrap} id={id} aria-describedby={describedBy}>
        <legend className={styles.label}>
          {field.label}
          {c.required ? <Required locale={ctx.locale} /> : null}
        </legend>
        {help}
        <div className={styles.choices}>
          {options.map((option, i) => (
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
    )
  }

  if (field.type === 'checkbox' || field.type === 'acceptance') {
    const acceptance = field.type === 'acceptance'
    const required = acceptance ? !field.optional && !field.invert : c.required
    return (
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
    )
  }

  const label = (
    <label className={styles.label} htmlFor={id}>
      {field.type === 'quiz' ? (
        <span data-cf-question="">{field.questions?.[0] ?? field.label}</span>
      ) : (
        field.label
      )}
      {c.required || field.type === 'quiz' ? <Required locale={ctx.locale} /> : null}
    </label>
  )
  const common = {
    id,
    name,
    'aria-describedby': describedBy,
    required: c.required || field.type === 'quiz',
  }
  let control: ReactNode
  if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        className={styles.input}
        rows={5}
        defaultValue={def}
        placeholder={field.placeholder}
        minLength={c.minLength}
        maxLength={c.maxLength}
      />
    )
  } else if (field.type === 'select') {
    const chosen = def.split('|')
    control = (
      <span className={styles.selectWrap}>
        <select
          {...common}
          className={styles.select}
          multiple={field.multiple}
          defaultValue={field.multiple ? chosen.filter(Boolean) : def}
        >
          {field.multiple || def ? null : (
            <option value="">{field.placeholder || FORM_TEXT[ctx.locale].choose}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    )
  } else if (field.type === 'file') {
    control = (
      <input {...common} className={styles.file} type="file" accept={c.accept} multiple={field.multiple} />
    )
  } else {
    control = (
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
    )
  }
  return (
    <div {...wrap}>
      {label}
      {help}
      {control}
      {field.type === 'quiz' ? (
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
  )
}
