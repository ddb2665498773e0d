import type { FormDefinition } from '../../definition'
import type { SchemaResponse } from '../../protocol'
import { validateForm } from '../../state'
import { formValues } from './dom'
import { request } from './request'
import type { FormScope } from './scope'

export type Schema = ReturnType<typeof formSchema>

/** The form's definition from the schema endpoint (fetched on first interaction), for in-browser checks. */
export function formSchema({ form, endpoints, locale, signal }: FormScope) {
  let schema: Promise<FormDefinition | null> | null = null
  let definition: FormDefinition | null = null
  const loadSchema = () => {
    schema ??= request<SchemaResponse>(`${endpoints.schema}?locale=${locale}`, signal).then((answer) => {
      if (answer.ok && answer.body.definition) {
        definition = answer.body.definition
        return definition
      }
      schema = null
      return null
    })
    return schema
  }
  /** The rule engine's errors for these steps (all when none given); none until the schema came. */
  const clientErrors = async (stepList?: number[]) => {
    const def = definition ?? (await loadSchema())
    if (!def) return []
    return validateForm(def, formValues(form), { locale, ...(stepList ? { steps: stepList } : {}) })
  }
  return { loadSchema, definition: () => definition, clientErrors }
}
