import { describe, expect, it } from 'vitest'
import { contentMatchesName } from './file-signature'

const bytes = (...b: number[]) => new Uint8Array(b)

describe('contentMatchesName', () => {
  it('accepts files whose first bytes match their extension', () => {
    expect(contentMatchesName('tarjous.pdf', new TextEncoder().encode('%PDF-1.7\n'))).toBe(true)
    expect(contentMatchesName('KUVA.PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      true,
    )
    expect(contentMatchesName('kuva.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true)
  })
  it('refuses an executable renamed to .pdf or .jpg', () => {
    const exe = new TextEncoder().encode('MZ\x90\x00\x03')
    expect(contentMatchesName('lasku.pdf', exe)).toBe(false)
    expect(contentMatchesName('kuva.jpg', exe)).toBe(false)
    expect(contentMatchesName('tyhja.pdf', bytes())).toBe(false)
  })
  it('leaves kinds it does not know to the name and type rules', () => {
    expect(contentMatchesName('muistio.txt', bytes(0x4d, 0x5a))).toBe(true)
    expect(contentMatchesName('ei-paatetta', bytes(0x4d, 0x5a))).toBe(true)
  })
})
