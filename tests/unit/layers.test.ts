import { describe, expect, it } from 'vitest'
import { layerOf, upwardImports } from '../../scripts/layers.mjs'

describe('layer check (scripts/layers.mjs)', () => {
  it('places the folders: lib/i18n < cms < blocks/site/payload.config < app/seed', () => {
    expect(layerOf('lib/links.ts')).toBe(0)
    expect(layerOf('i18n/strings.ts')).toBe(0)
    expect(layerOf('cms/fields/colour.ts')).toBe(1)
    expect(layerOf('blocks/Video/Component.tsx')).toBe(2)
    expect(layerOf('site/data.ts')).toBe(2)
    expect(layerOf('payload.config.ts')).toBe(2)
    expect(layerOf('app/robots.ts')).toBe(3)
    expect(layerOf('seed/seed.ts')).toBe(3)
    expect(layerOf('somewhere/new.ts')).toBeNull()
  })

  it('fails on every upward import, by alias, relative path, re-export or dynamic import', () => {
    const problems = upwardImports([
      { file: 'lib/css-vars.ts', source: "import { COLOUR_PATTERN } from '@/cms/fields/colour'\n" },
      { file: 'lib/payload.ts', source: "import config from '@payload-config'\n" },
      { file: 'cms/hooks/x.ts', source: "export { buildSearchIndex } from '../../site/search/extract'\n" },
      { file: 'cms/hooks/y.ts', source: "const m = await import('@/app/robots')\n" },
    ])
    expect(problems).toEqual([
      "src/lib/css-vars.ts imports '@/cms/fields/colour': lib (0) → cms (1)",
      "src/lib/payload.ts imports '@payload-config': lib (0) → blocks/site (2)",
      "src/cms/hooks/x.ts imports '../../site/search/extract': cms (1) → blocks/site (2)",
      "src/cms/hooks/y.ts imports '@/app/robots': cms (1) → app (3)",
    ])
  })

  it('allows same-layer and downward imports, packages, and anything in tests', () => {
    expect(
      upwardImports([
        { file: 'site/RenderLayout.tsx', source: "import { Section } from '@/blocks/Section/Component'" },
        {
          file: 'blocks/Video/Component.tsx',
          source: "import { ConsentGate } from '@/site/consent/ConsentGate'",
        },
        {
          file: 'cms/fields/colour.ts',
          source: "import type { TextField } from 'payload'\nimport { C } from '@/lib/css-vars'",
        },
        { file: 'cms/search/extract.test.ts', source: "import { doc } from '@/seed/lexical'" },
      ]),
    ).toEqual([])
  })

  it('a file outside every layer is reported', () => {
    expect(upwardImports([{ file: 'widgets/x.ts', source: '' }])).toEqual([
      'src/widgets/x.ts: not in any layer (add its folder to scripts/layers.mjs)',
    ])
  })
})
