import type { AfterErrorHookArgs, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { keepValidationDetails } from './errors'

function args(error: Error, result: AfterErrorHookArgs['result']): AfterErrorHookArgs {
  return { error, result, context: {}, req: {} as PayloadRequest }
}

describe('validation details in REST answers', () => {
  // The built app minifies class names, so the error is recognised by its shape, not its name.
  const error = Object.assign(new Error('The following field is invalid: Slug'), {
    name: 't',
    status: 400,
    data: { errors: [{ path: 'slug', message: 'Osoite /a on jo toisen sivun käytössä.' }] },
  })

  it('puts the per-field messages back when the formatter dropped them', () => {
    const result = keepValidationDetails(args(error, { errors: [{ message: error.message }] }))
    expect(result).toEqual({
      response: { errors: [{ name: 'ValidationError', data: error.data, message: error.message }] },
      status: 400,
    })
  })

  it('leaves answers that already carry them, and other errors, alone', () => {
    expect(
      keepValidationDetails(args(error, { errors: [{ message: 'x', data: error.data }] })),
    ).toBeUndefined()
    expect(keepValidationDetails(args(new Error('boom'), { errors: [{ message: 'boom' }] }))).toBeUndefined()
    const forbidden = Object.assign(new Error('Forbidden'), {
      status: 403,
      data: { errors: [{ message: 'x' }] },
    })
    expect(keepValidationDetails(args(forbidden, { errors: [{ message: 'Forbidden' }] }))).toBeUndefined()
  })
})
