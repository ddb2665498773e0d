import type { AfterErrorHook } from 'payload'

type Detailed = Error & {
  data?: { errors?: { message?: unknown }[] } & Record<string, unknown>
  status?: number
}

function isFieldErrors(data: Detailed['data']): boolean {
  return Array.isArray(data?.errors) && data.errors.every((e) => typeof e?.message === 'string')
}

/**
 * Keeps the per-field messages of a validation error in the REST answer. The built app holds more
 * than one bundled copy of Payload's error classes (and minifies their names), while the Payload
 * instance is shared, so the formatter's `instanceof ValidationError` can miss and drop `data`,
 * the Finnish message beside each field. The error still carries it, so it is put back.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { data, status } = error as Detailed
  if (status !== 400 || !isFieldErrors(data) || result?.errors?.some((e) => 'data' in e)) return
  return {
    response: { errors: [{ name: 'ValidationError', data, message: error.message }] },
    status,
  }
}
