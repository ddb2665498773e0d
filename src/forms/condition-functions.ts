import type { FormValue } from './definition'
import { isEmail } from './email'
import { isoDayOfWeek, texts } from './rules'

/** A named check a condition can call (`operator: 'function'`, `value`: the name). */
export type ConditionFunction = {
  test: (read: (field: string) => FormValue | undefined, field: string) => boolean
  /** How the no-JavaScript view words it; `{f}` is the condition field's label. */
  describe?: { fi: string; en: string }
}

/** Free-mail providers common in Finland; anything else counts as an organisation's address. */
const FREE_MAIL =
  'gmail.com googlemail.com hotmail.com hotmail.fi outlook.com outlook.fi live.com live.fi msn.com yahoo.com yahoo.fi ymail.com icloud.com me.com mac.com aol.com gmx.com gmx.net proton.me protonmail.com pm.me mail.com yandex.com zoho.com suomi24.fi luukku.com windowslive.com'.split(
    ' ',
  )

/** Built in, so every form (and both the browser and the server) knows them. */
export const BUILTIN_CONDITION_FUNCTIONS: Record<string, ConditionFunction> = {
  /** The condition field's date falls on a Saturday or a Sunday. */
  is_weekend: {
    test: (read, field) => texts(read(field)).some((s) => (isoDayOfWeek(s.trim()) ?? 0) > 5),
    describe: { fi: '{f} on viikonloppupäivä', en: '{f} falls on a weekend' },
  },
  /** The condition field holds a valid email address outside the common free-mail domains. */
  is_business_email: {
    test: (read, field) =>
      texts(read(field)).some((s) => {
        const e = s.trim().toLowerCase()
        return isEmail(e) && !FREE_MAIL.includes(e.slice(e.indexOf('@') + 1))
      }),
    describe: { fi: '{f} on organisaation sähköpostiosoite', en: "{f} is an organisation's email address" },
  },
}
