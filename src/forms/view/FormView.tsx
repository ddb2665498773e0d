import type { ReactNode } from 'react'
import { BotFields } from '../bot/BotFields'
import type { FormDefinition, GroupDef, ItemDef, RepeaterDef, StepDef } from '../definition'
import { FORM_TEXT, type FormLocale, fillText, LIVE_TEXT } from '../messages'
import { formEndpoints, HIDDEN_FIELDS, repeaterCountName } from '../protocol'
import { ContactFormBehaviour } from './ContactForm.client'
import { Sheet, styles } from './contact-form.sheet'
import { type Ctx, Field, posted } from './Field'
import { fieldId } from './markup'

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

/** docs/forms.md: the hidden fields every post carries (the script fills the empty ones). */
function hiddenValues({ definition, locale, unitTag, containerPost }: FormViewProps): Record<string, string> {
  return {
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
}

/** The step indicator (shown by the script): number and title of each step, the summary last. */
function StepDots({ steps, total, locale }: { steps: StepDef[]; total: number; locale: FormLocale }) {
  const text = FORM_TEXT[locale]
  return (
    <>
      <Sheet />
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
    </>
  )
}

/** The summary step: the server writes the answers into it before the visitor sends. */
function SummaryStep({ n, base, ctx }: { n: number; base: string; ctx: Ctx }) {
  const { Heading } = ctx
  return (
    <>
      <Sheet />
      <section
        className={styles.step}
        data-cf-step={n}
        data-cf-summary-step=""
        aria-labelledby={`${base}-summary`}
        hidden
      >
        <Heading id={`${base}-summary`} className={styles.stepTitle} tabIndex={-1} data-cf-step-heading="">
          {FORM_TEXT[ctx.locale].summaryTitle}
        </Heading>
        <div className={styles.summary} data-cf-summary-body="" />
      </section>
    </>
  )
}

/** Previous and Next (shown by the script on stepped forms) and the submit button. */
function Actions({ submitLabel, locale }: { submitLabel: string; locale: FormLocale }) {
  const text = FORM_TEXT[locale]
  return (
    <>
      <Sheet />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} hidden disabled data-cf-prev="">
          {text.previous}
        </button>
        <button type="button" className={styles.primary} hidden data-cf-next="">
          {text.next}
        </button>
        <button type="submit" className={styles.primary} data-cf-submit="">
          {submitLabel || text.send}
        </button>
      </div>
    </>
  )
}

/**
 * A contact form as plain HTML that works without JavaScript: every step shows, one after the
 * other; every conditional group shows with its condition written beside it; repeaters offer
 * further rows in closed `<details>`; a `<noscript>` arithmetic question stands in for the proof
 * of work. contact-form.ts (loaded only where a form renders) turns it into the stepped,
 * conditional form with in-browser validation.
 */
export function FormView(props: FormViewProps) {
  const { definition, locale, unitTag, noscript, headingLevel = 3 } = props
  const Heading = `h${headingLevel}` as const
  const ctx: Ctx = { unitTag, locale, Heading }
  const base = `cf-${unitTag}`
  const steps = definition.steps
  const total = steps.length + (definition.summary ? 1 : 0)
  return (
    <>
      <Sheet />
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
            {Object.entries(hiddenValues(props)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} defaultValue={value} />
            ))}
          </div>
          {/* Takes focus after a failed send or step; its heading and links are read from there. */}
          <div className={styles.errors} tabIndex={-1} hidden data-cf-errors="">
            <Heading id={`${base}-errors`} className={styles.errorsTitle}>
              {FORM_TEXT[locale].errorSummary}
            </Heading>
            <ul data-cf-errors-list="" />
          </div>
          {total > 1 ? <StepDots steps={steps} total={total} locale={locale} /> : null}
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
          {definition.summary ? <SummaryStep n={steps.length + 1} base={base} ctx={ctx} /> : null}
          <div className={styles.bot}>
            <BotFields idPrefix={base} locale={locale} noscript={noscript} />
          </div>
          <Actions submitLabel={definition.submitLabel} locale={locale} />
          <div
            className={styles.response}
            role="status"
            aria-atomic="true"
            tabIndex={-1}
            data-cf-response=""
          />
        </form>
        <ContactFormBehaviour formId={definition.id} locale={locale} />
      </div>
    </>
  )
}

function Items({ items, ctx }: { items: ItemDef[]; ctx: Ctx }) {
  return (
    <>
      <Sheet />
      <div className={styles.grid}>
        {items.map((item) => {
          if (item.kind === 'group') return <Group key={item.name} group={item} ctx={ctx} />
          if (item.kind === 'repeater') return <Repeater key={item.name} repeater={item} ctx={ctx} />
          return <Field key={item.name} field={item} ctx={ctx} />
        })}
      </div>
    </>
  )
}

/** Shown when its condition holds; without JavaScript always shown, with the condition beside it. */
function Group({ group, ctx }: { group: GroupDef; ctx: Ctx }) {
  const name = posted(group.name, ctx)
  return (
    <>
      <Sheet />
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
    </>
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
    <>
      <Sheet />
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
    </>
  )
}

function Row({ repeater, r, ctx }: { repeater: RepeaterDef; r: number; ctx: Ctx }) {
  const label = fillText(LIVE_TEXT[ctx.locale].row, { n: r })
  return (
    <>
      <Sheet />
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
    </>
  )
}
