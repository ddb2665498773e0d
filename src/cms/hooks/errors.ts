import type { AfterErrorHook } from 'payload'

type Detailed = Error & { data?: Record<string, unknown>; status?: number }

/**
 * Keeps the per-field messages of a validation error in the REST answer. The built app holds more
 * than one bundled copy of Payload's error classes, and the Payload instance is shared between
 * them, so the formatter's `instanceof ValidationError` can miss and drop `data` (the Finnish
 * message beside each field). The error's name and data are still there to put back.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { data, status } = error as Detailed
  if (error.name !== 'ValidationError' || !data || result?.errors?.some((e) => 'data' in e)) return
  return {
    response: { errors: [{ name: error.name, data, message: error.message }] },
    status: status ?? 400,
  }
}
