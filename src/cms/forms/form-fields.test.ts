import { describe, expect, it } from 'vitest'
import { duplicateFieldNames } from './form-fields'

const field = (name: string) => ({ blockType: 'formField', name })

describe('duplicateFieldNames', () => {
  it('finds a name used twice anywhere in the form, nested groups and repeaters included', () => {
    const steps = [
      { items: [field('nimi'), { blockType: 'formGroup', name: 'ryhma', items: [field('puhelin')] }] },
      { items: [{ blockType: 'formRepeater', name: 'rivit', items: [field('nimi'), field('puhelin')] }] },
    ]
    expect(duplicateFieldNames(steps).sort()).toEqual(['nimi', 'puhelin'])
  })
  it('accepts unique names, and anything that is not a step list (the admin may pass a row count)', () => {
    expect(duplicateFieldNames([{ items: [field('a'), field('b')] }])).toEqual([])
    expect(duplicateFieldNames(3)).toEqual([])
    expect(duplicateFieldNames(null)).toEqual([])
    expect(duplicateFieldNames([{ items: 'x' }, null])).toEqual([])
  })
})
