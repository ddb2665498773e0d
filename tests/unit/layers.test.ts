import { describe, expect, it } from 'vitest'
import { layerProblems, partOf, REACHES } from '../../scripts/layers.mjs'

const file = (name: string, source = '') => ({ file: name, source })
const reaches = (part: string): Set<string> => REACHES[part] ?? new Set()

describe('layer check (scripts/layers.mjs)', () => {
  it('places the folders in their parts', () => {
    expect(partOf('lib/links.ts')).toBe('lib')
    expect(partOf('i18n/strings.ts')).toBe('i18n')
    expect(partOf('cms/fields/colour.ts')).toBe('cms')
    expect(partOf('payload.config.ts')).toBe('cms')
    expect(partOf('data/pages.ts')).toBe('data')
    expect(partOf('ui/consent/ConsentGate.tsx')).toBe('ui')
    expect(partOf('feedback/reviews/summary.ts')).toBe('feedback')
    expect(partOf('blocks/Video/Component.tsx')).toBe('blocks')
    expect(partOf('site/route.ts')).toBe('site')
    expect(partOf('seed/seed.ts')).toBe('app')
    expect(partOf('somewhere/new.ts')).toBeNull()
  })

  it('is one direction: every part reaches what is below it and nothing above or beside it', () => {
    expect([...reaches('blocks')].sort()).toEqual([
      'blocks',
      'cms',
      'data',
      'forms',
      'i18n',
      'lib',
      'lists',
      'types',
      'ui',
    ])
    expect(reaches('forms').has('lists')).toBe(false)
    expect(reaches('lists').has('forms')).toBe(false)
    expect(reaches('blocks').has('feedback')).toBe(false)
    for (const [part, reached] of Object.entries(REACHES))
      for (const other of reached) if (other !== part) expect(reaches(other).has(part)).toBe(false)
  })

  it('fails on an import up or sideways, by alias, relative path, re-export, dynamic import or CSS', () => {
    const problems = layerProblems([
      file('lib/css-vars.ts', "import { COLOUR_PATTERN } from '@/cms/fields/colour'\n"),
      file('data/payload.ts', "import config from '@payload-config'\n"),
      file('cms/hooks/x.ts', "export { buildSearchIndex } from '../../site/search/extract'\n"),
      file('blocks/Video/Component.tsx', "const m = await import('@/site/route')\n"),
      file('forms/view/form.tsx', "import { Island } from '@/blocks/Island'\n"),
      file('lists/ListView.tsx', "import { x } from '../forms/data'\n"),
      file('ui/a.module.css', ".a { composes: b from '../site/b.module.css'; }\n"),
    ])
    expect(problems).toEqual([
      "src/lib/css-vars.ts imports '@/cms/fields/colour': lib → cms",
      "src/cms/hooks/x.ts imports '../../site/search/extract': cms → site",
      "src/blocks/Video/Component.tsx imports '@/site/route': blocks → site",
      "src/forms/view/form.tsx imports '@/blocks/Island': forms → blocks",
      "src/lists/ListView.tsx imports '../forms/data': lists → forms",
      "src/ui/a.module.css imports '../site/b.module.css': ui → site",
    ])
  })

  it('counts what payload.config.ts reaches under blocks/ as a schema, below the data and the widgets', () => {
    const problems = layerProblems([
      file('payload.config.ts', "import { WIDGET_BLOCKS } from './blocks/widgets'\n"),
      file('blocks/widgets.ts', "import { VideoBlock } from './Video/config'\n"),
      file('blocks/Video/config.ts', "import { SERVICES } from './services'\n"),
      file('blocks/Video/services.ts', "import { read } from '@/data/pages'\n"),
      file('blocks/Video/Component.tsx', "import { read } from '@/data/pages'\n"),
      file('data/pages.ts', ''),
    ])
    expect(problems).toEqual([
      "src/blocks/Video/services.ts imports '@/data/pages': cms → data (a widget schema)",
    ])
  })

  it('allows same-part and downward imports, packages, and anything in tests', () => {
    expect(
      layerProblems([
        file('site/RenderLayout.tsx', "import { Section } from '@/blocks/Section/Component'"),
        file('blocks/Video/Component.tsx', "import { ConsentGate } from '@/ui/consent/ConsentGate'"),
        file(
          'cms/fields/colour.ts',
          "import type { TextField } from 'payload'\nimport { C } from '@/lib/css-vars'",
        ),
        file('cms/search/extract.test.ts', "import { doc } from '@/seed/lexical'"),
        file('blocks/Tabs/tabs.test.tsx', "import { render } from '../../../tests/unit/render'"),
      ]),
    ).toEqual([])
  })

  it('fails on an import that leaves the repository, tests included', () => {
    expect(layerProblems([file('lib/x.test.ts', "import v from '../../../outside/vectors/a.json'")])).toEqual(
      ["src/lib/x.test.ts imports '../../../outside/vectors/a.json': outside the repository"],
    )
  })

  it('fails on files that import each other in a circle, type-only imports included', () => {
    expect(
      layerProblems([
        file('blocks/Map/leaflet-map.ts', "import type { Options } from './map-island'"),
        file('blocks/Map/map-island.ts', "import { draw } from './leaflet-map'"),
        file('blocks/Map/map.test.ts', "import { draw } from './leaflet-map'"),
      ]),
    ).toEqual(['circle: src/blocks/Map/leaflet-map.ts → src/blocks/Map/map-island.ts'])
  })

  it('a file outside every part is reported', () => {
    expect(layerProblems([file('widgets/x.ts')])).toEqual([
      'src/widgets/x.ts: not in any part (give its folder one in scripts/layers.mjs)',
    ])
  })
})
