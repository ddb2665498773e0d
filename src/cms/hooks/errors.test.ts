import type { AfterErrorHookArgs, PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { keepValidationDetails } from './errors'

function args(error: Error, result: AfterErrorHookArgs['result']): AfterErrorHookArgs {
  return { error, result, context: {}, req: {} as PayloadRequest }
}

describe('validation details in REST answers', () => {
  const error = Object.assign(new Error('The following field is invalid: Slug'), {
    name: 'ValidationError',
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
  })
})
