import type { Locale } from '@/i18n/locales'
import type {
  ContactForm,
  FormFieldBlock,
  FormGroupBlock,
  FormRepeaterBlock,
  FormSubgroupBlock,
} from '@/payload-types'
import { describeCondition } from './conditions'
import type {
  Condition,
  ConditionNode,
  FieldDef,
  FieldRule,
  FormDefinition,
  ItemDef,
  QuizAnswers,
  Rule,
} from './definition'
import { MESSAGE_KEYS } from './definition'
import { FORM_TEXT, statusMessages } from './messages'
import { normaliseRepeater } from './state'

/** Where a sending's mail goes and what it says (templates with `[field]` tags). */
export type MailSettings = {
  recipient: string
  replyToField: string | null
  subject: string
  body: string
  autoresponder: { subject: string; body: string } | null
}

/** A stored form in one locale: what the browser may see, and what stays on the server. */
export type FormConfig = { definition: FormDefinition; quiz: QuizAnswers; mail: MailSettings }

type CmsItem = FormFieldBlock | FormGroupBlock | FormRepeaterBlock | FormSubgroupBlock
type CmsConditions = Pick<FormGroupBlock, 'match' | 'conditions' | 'sets'>

const list = (text: string | null | undefined, separator: string | RegExp) =>
  (text ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean)

/** The editor's rules; those a field's type implies (format, options) the engine adds itself. */
function fieldRules(field: FormFieldBlock): Rule[] {
  const r = field.rules ?? {}
  const error = r.error?.trim() || undefined
  const rules: Rule[] = []
  const add = (rule: Rule) => rules.push(error ? { ...rule, error } : rule)
  if (r.required) add({ rule: field.type === 'file' ? 'requiredfile' : 'required' })
  if (r.minLength != null) add({ rule: 'minlength', threshold: r.minLength })
  if (r.maxLength != null) add({ rule: 'maxlength', threshold: r.maxLength })
  if (field.type === 'number') {
    if (r.minNumber != null) add({ rule: 'minnumber', threshold: r.minNumber })
    if (r.maxNumber != null) add({ rule: 'maxnumber', threshold: r.maxNumber })
  }
  if (field.type === 'date') {
    if (r.minDate) add({ rule: 'mindate', threshold: r.minDate })
    if (r.maxDate) add({ rule: 'maxdate', threshold: r.maxDate })
    if (r.daysOfWeek?.length) add({ rule: 'dayofweek', accept: r.daysOfWeek.map(Number) })
  }
  if (field.type === 'checkbox' || field.type === 'select') {
    if (r.minItems != null) add({ rule: 'minitems', threshold: r.minItems })
    if (r.maxItems != null) add({ rule: 'maxitems', threshold: r.maxItems })
  }
  if (field.type === 'file') {
    const accept = list(r.fileTypes, ',')
    if (accept.length) add({ rule: 'file', accept })
    if (r.minFileSizeKb) add({ rule: 'minfilesize', threshold: r.minFileSizeKb * 1024 })
    if (r.maxFileSizeKb) add({ rule: 'maxfilesize', threshold: r.maxFileSizeKb * 1024 })
  }
  return rules
}

function fieldDef(field: FormFieldBlock): FieldDef {
  return {
    kind: 'field',
    name: field.name,
    type: field.type,
    label: field.label,
    width: field.width ?? 'full',
    rules: fieldRules(field),
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    ...(field.help ? { help: field.help } : {}),
    ...(field.defaultValue ? { defaultValue: field.defaultValue } : {}),
    ...(field.fillParam ? { fillParam: field.fillParam } : {}),
    ...(field.options?.length
      ? { options: field.options.map(({ value, label }) => ({ value, label })) }
      : {}),
    ...(field.multiple ? { multiple: true } : {}),
    ...(field.counter ? { counter: true } : {}),
    ...(field.optional ? { optional: true } : {}),
    ...(field.invert ? { invert: true } : {}),
    ...(field.type === 'quiz' ? { questions: (field.questions ?? []).map((q) => q.question) } : {}),
  }
}

function conditionNode(block: CmsConditions): ConditionNode {
  const leaf = (c: NonNullable<CmsConditions['conditions']>[number]): Condition => ({
    field: c.field,
    operator: c.operator,
    ...(c.value != null && c.value !== '' ? { value: c.value } : {}),
  })
  const combine = (match: string | null | undefined, nodes: ConditionNode[]): ConditionNode =>
    match === 'any' ? { any: nodes } : { all: nodes }
  const sets = (block.sets ?? []).map((set) => combine(set.match, (set.conditions ?? []).map(leaf)))
  return combine(block.match, [...(block.conditions ?? []).map(leaf), ...sets])
}

/** Every field's label by name, for condition sentences. */
function labels(items: readonly CmsItem[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.blockType === 'formField') into.set(item.name, item.label)
    else labels(item.items ?? [], into)
  }
  return into
}

/** Converts the admin's form document (read in one locale) to the engine's definition. */
export function formConfig(doc: ContactForm, locale: Locale): FormConfig {
  const text = FORM_TEXT[locale]
  const allItems = doc.steps.flatMap((step) => step.items ?? [])
  const labelOf = labels(allItems)
  const quiz: QuizAnswers = {}
  const item = (block: CmsItem): ItemDef => {
    if (block.blockType === 'formField') {
      if (block.type === 'quiz')
        quiz[block.name] = (block.questions ?? []).map((q) =>
          list(q.answers, '|').map((a) => a.toLowerCase()),
        )
      return fieldDef(block)
    }
    if (block.blockType === 'formRepeater') {
      const counts = normaliseRepeater({ min: block.min ?? 1, max: block.max ?? 10, initial: block.min ?? 1 })
      return {
        kind: 'repeater',
        name: block.name,
        label: block.label,
        ...counts,
        addLabel: block.addLabel || text.addRow,
        removeLabel: block.removeLabel || text.removeRow,
        items: (block.items ?? []).map(item),
      }
    }
    const when = conditionNode(block)
    return {
      kind: 'group',
      name: block.name,
      when,
      conditionText: describeCondition(when, (field) => labelOf.get(field) ?? field, locale),
      items: (block.items ?? []).map(item),
    }
  }
  const steps = doc.steps.map((step) => ({ title: step.title, items: (step.items ?? []).map(item) }))
  attachRuleGroups(
    steps.flatMap((step) => step.items),
    doc.ruleGroups ?? [],
  )
  const messages = statusMessages(locale)
  for (const key of MESSAGE_KEYS) messages[key] = doc.messages?.[key]?.trim() || messages[key]
  const autoresponder = doc.mail.autoresponder
  return {
    definition: {
      id: doc.id,
      version: doc.updatedAt,
      locale,
      title: doc.title,
      steps,
      summary: Boolean(doc.summary),
      submitLabel: doc.submitLabel?.trim() || text.send,
      messages,
    },
    quiz,
    mail: {
      recipient: doc.mail.recipient,
      replyToField: doc.mail.replyToField?.trim() || null,
      subject: doc.mail.subject,
      body: doc.mail.body,
      autoresponder:
        autoresponder?.enabled && autoresponder.subject && autoresponder.body
          ? { subject: autoresponder.subject, body: autoresponder.body }
          : null,
    },
  }
}

/**
 * "Any of / all of these fields" rules (docs/forms.md) sit on the first field they name, where their
 * error shows.
 */
function attachRuleGroups(items: ItemDef[], groups: NonNullable<ContactForm['ruleGroups']>): void {
  const fields = new Map<string, FieldDef>()
  const walk = (list: ItemDef[]) => {
    for (const item of list) {
      if (item.kind === 'field') fields.set(item.name, item)
      else walk(item.items)
    }
  }
  walk(items)
  for (const group of groups) {
    const names = list(group.fields, ',').filter((name) => fields.has(name))
    const first = names[0] && fields.get(names[0])
    if (!first) continue
    const rules: FieldRule[] = names.map((field) => ({ rule: 'required', field }))
    first.rules.push({ rule: group.kind, rules, error: group.error })
  }
}
