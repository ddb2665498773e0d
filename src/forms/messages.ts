import type { ConditionOperator, MessageKey, RuleName } from './definition'

/**
 * Default visitor-facing form text in both locales (wording from FINNISH.md "Forms"). Editors
 * override status messages per form and rule messages per rule (`error`).
 */
export type FormLocale = 'fi' | 'en'

/** Messages a field can get: the value rules plus the checks implied by acceptance and quiz fields. */
export type MessageRule = RuleName | 'acceptance' | 'quiz'

const fi = {
  required: 'Tämä kenttä on pakollinen.',
  email: 'Sähköpostiosoite on virheellinen.',
  url: 'Verkko-osoite on virheellinen.',
  tel: 'Puhelinnumero on virheellinen.',
  number: 'Anna numero.',
  date: 'Päivämäärä on virheellinen.',
  time: 'Kellonaika on virheellinen.',
  long: 'Teksti on liian pitkä.',
  short: 'Teksti on liian lyhyt.',
  small: 'Arvo on liian pieni.',
  large: 'Arvo on liian suuri.',
  file: 'Tiedostotyyppiä ei sallita.',
  fileLarge: 'Tiedosto on liian suuri.',
  fileSmall: 'Tiedosto on liian pieni.',
  step: 'Arvo ei ole sallittu.',
  enum: 'Valitse jokin annetuista vaihtoehdoista.',
  dayofweek: 'Tämä viikonpäivä ei käy.',
  check: 'Tarkista kentän arvo.',
  quiz: 'Vastaus on väärin.',
  acceptance: 'Hyväksy ehdot ennen viestin lähettämistä.',
}
type Texts = typeof fi

const en: Texts = {
  required: 'This field is required.',
  email: 'The email address is invalid.',
  url: 'The URL is invalid.',
  tel: 'The telephone number is invalid.',
  number: 'Please enter a number.',
  date: 'The date is invalid.',
  time: 'The time is invalid.',
  long: 'The text is too long.',
  short: 'The text is too short.',
  small: 'The value is too small.',
  large: 'The value is too large.',
  file: 'This file type is not allowed.',
  fileLarge: 'The file is too large.',
  fileSmall: 'The file is too small.',
  step: 'This value is not allowed.',
  enum: 'Please choose one of the given options.',
  dayofweek: 'This day of the week is not accepted.',
  check: 'Please check the value.',
  quiz: 'The answer is incorrect.',
  acceptance: 'Please accept the terms before sending.',
}

const TEXTS: Record<FormLocale, Texts> = { fi, en }

/** Which text each rule uses. */
const RULE_TEXT: Record<MessageRule, keyof Texts> = {
  required: 'required',
  requiredfile: 'required',
  email: 'email',
  url: 'url',
  tel: 'tel',
  number: 'number',
  date: 'date',
  time: 'time',
  minlength: 'short',
  maxlength: 'long',
  minitems: 'small',
  maxitems: 'large',
  minnumber: 'small',
  maxnumber: 'large',
  mindate: 'small',
  maxdate: 'large',
  minfilesize: 'fileSmall',
  maxfilesize: 'fileLarge',
  stepnumber: 'step',
  enum: 'enum',
  dayofweek: 'dayofweek',
  file: 'file',
  all: 'check',
  any: 'check',
  quiz: 'quiz',
  acceptance: 'acceptance',
}

const STATUS: Record<FormLocale, Record<MessageKey, string>> = {
  fi: {
    mail_sent: 'Kiitos viestistäsi. Se on lähetetty.',
    mail_failed: 'Viestin lähettämisessä tapahtui virhe. Yritä myöhemmin uudelleen.',
    validation_failed: 'Yhdessä tai useammassa kentässä on virhe. Tarkista tiedot ja yritä uudelleen.',
    acceptance_missing: 'Hyväksy ehdot ennen viestin lähettämistä.',
    spam: 'Viestin lähettäminen estettiin roskapostiepäilyn vuoksi.',
    aborted: 'Lähetys keskeytettiin.',
  },
  en: {
    mail_sent: 'Thank you for your message. It has been sent.',
    mail_failed: 'There was an error sending your message. Please try again later.',
    validation_failed: 'One or more fields have an error. Please check and try again.',
    acceptance_missing: 'Please accept the terms before sending.',
    spam: 'The message was blocked as suspected spam.',
    aborted: 'Sending was aborted.',
  },
}

export function ruleMessage(rule: MessageRule, locale: FormLocale): string {
  return TEXTS[locale][RULE_TEXT[rule]]
}

/** Every rule's default message in one locale. */
export type RuleTexts = Record<MessageRule, string>

/**
 * One locale's rule messages: the server sends them with the form's schema, so the browser's
 * rule engine carries no message table of its own (and never the other locale's).
 */
export function ruleTexts(locale: FormLocale): RuleTexts {
  const texts = {} as RuleTexts
  for (const rule of Object.keys(RULE_TEXT) as MessageRule[]) texts[rule] = ruleMessage(rule, locale)
  return texts
}

export function statusMessage(key: MessageKey, locale: FormLocale): string {
  return STATUS[locale][key]
}

/** Every status's default message in a locale (a copy: a form's messages may replace them). */
export function statusMessages(locale: FormLocale): Record<MessageKey, string> {
  return { ...STATUS[locale] }
}

/** Labels of the form's markup and of answers in summaries; `{i}`, `{n}` are filled with `fillText`. */
export const FORM_TEXT = {
  fi: {
    next: 'Seuraava',
    previous: 'Edellinen',
    send: 'Lähetä',
    stepOf: 'Vaihe {i}/{n}',
    errorSummary: 'Korjaa seuraavat kohdat',
    addRow: 'Lisää rivi',
    removeRow: 'Poista rivi',
    summaryTitle: 'Yhteenveto',
    shownWhen: 'Täytä, jos',
    yes: 'Kyllä',
    no: 'Ei',
    required: 'pakollinen',
    choose: 'Valitse…',
  },
  en: {
    next: 'Next',
    previous: 'Previous',
    send: 'Send',
    stepOf: 'Step {i} of {n}',
    errorSummary: 'Please fix the following',
    addRow: 'Add row',
    removeRow: 'Remove row',
    summaryTitle: 'Summary',
    shownWhen: 'Fill in if',
    yes: 'Yes',
    no: 'No',
    required: 'required',
    choose: 'Choose…',
  },
} satisfies Record<FormLocale, Record<string, string>>

const liveFi = {
  charactersLeft: '{n} merkkiä jäljellä',
  charactersOver: '{n} merkkiä liikaa',
  charactersMissing: 'Vielä {n} merkkiä',
  counterMin: 'Vähintään {n} merkkiä',
  row: 'Rivi {n}',
  fetch_error: 'Olet luultavasti offline-tilassa.',
  invalid_json: 'Vastaus ei ole kelvollinen JSON-vastaus.',
  stepCheckFailed: 'Vaihetta ei voitu tarkistaa. Tarkista yhteys ja yritä uudelleen.',
}

/**
 * What the browser script writes as well as the server (counters, row labels) and what only it
 * says (failed requests): a table of its own, so the script's chunk carries none of FORM_TEXT.
 */
export const LIVE_TEXT: Record<FormLocale, typeof liveFi> = {
  fi: liveFi,
  en: {
    charactersLeft: '{n} characters left',
    charactersOver: '{n} characters too many',
    charactersMissing: '{n} more characters needed',
    counterMin: 'At least {n} characters',
    row: 'Row {n}',
    fetch_error: 'You are probably offline.',
    invalid_json: 'The response is not a valid JSON response.',
    stepCheckFailed: 'The step could not be checked. Check your connection and try again.',
  },
}

/** Fills `{name}` placeholders: `fillText('Vaihe {i}/{n}', { i: 2, n: 3 })`. */
export function fillText(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m))
}

/** Phrases for `describeCondition`: `{f}` is the field label, `{v}` the compared value. */
export const CONDITION_TEXT: Record<
  FormLocale,
  Record<ConditionOperator | 'and' | 'or' | 'always', string>
> = {
  fi: {
    equals: '{f} on {v}',
    not_equals: '{f} ei ole {v}',
    equals_regex: '{f} vastaa mallia {v}',
    not_equals_regex: '{f} ei vastaa mallia {v}',
    greater_than: '{f} on suurempi kuin {v}',
    greater_than_or_equals: '{f} on vähintään {v}',
    less_than: '{f} on pienempi kuin {v}',
    less_than_or_equals: '{f} on enintään {v}',
    is_empty: '{f} on tyhjä',
    not_empty: '{f} on täytetty',
    function: '{f}: {v}',
    and: ' ja ',
    or: ' tai ',
    always: 'aina',
  },
  en: {
    equals: '{f} is {v}',
    not_equals: '{f} is not {v}',
    equals_regex: '{f} matches the pattern {v}',
    not_equals_regex: '{f} does not match the pattern {v}',
    greater_than: '{f} is greater than {v}',
    greater_than_or_equals: '{f} is at least {v}',
    less_than: '{f} is less than {v}',
    less_than_or_equals: '{f} is at most {v}',
    is_empty: '{f} is empty',
    not_empty: '{f} is filled in',
    function: '{f}: {v}',
    and: ' and ',
    or: ' or ',
    always: 'always',
  },
}
