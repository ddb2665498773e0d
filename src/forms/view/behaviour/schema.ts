import type { SchemaResponse } from '../../protocol'
import { validateForm } from '../../state'
import { formValues } from './dom'
import { request } from './request'
import type { FormScope } from './scope'

export type Schema = ReturnType<typeof formSchema>

/** The form's definition from the schema endpoint (fetched on first interaction), for in-browser checks. */
export function formSchema({ form, endpoints, locale, signal }: FormScope) {
  let schema: Promise<SchemaResponse | null> | null = null
  let loaded: SchemaResponse | null = null
  const loadSchema = () => {
    schema ??= request<SchemaResponse>(`${endpoints.schema}?locale=${locale}`, signal).then((answer) => {
      const { definition, texts } = answer.ok ? answer.body : {}
      if (definition && texts) {
        loaded = { definition, texts }
        return loaded
      }
      schema = null
      return null
    })
    return schema
  }
  /** The rule engine's errors on the form's values now, for these steps (all when none given). */
  const check = ({ definition, texts }: SchemaResponse, steps?: number[]) =>
    validateForm(definition, formValues(form), { texts, ...(steps ? { steps } : {}) })
  /** The rule engine's errors for these steps (all when none given); none until the schema came. */
  const clientErrors = async (steps?: number[]) => {
    const body = loaded ?? (await loadSchema())
    return body ? check(body, steps) : []
  }
  return {
    loadSchema,
    definition: () => loaded?.definition ?? null,
    clientErrors,
    /** The errors now, without waiting: none until the schema came. */
    errorsNow: () => (loaded ? check(loaded) : []),
  }
}
