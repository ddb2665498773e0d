// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { sheetFiles, sheetSource, staleSheets } from '../../scripts/sheets.mjs'
import { sheet } from './sheet'

const dir = mkdtempSync(path.join(tmpdir(), 'sheet-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function source(css: string): string {
  const file = path.join(dir, 'demo.sheet.css')
  writeFileSync(file, css)
  return sheetSource(file)
}

describe('sheets', () => {
  it('renders once per page, in the head, however often the component renders', () => {
    const A = sheet('a-1', '.a{color:red}')
    const B = sheet('b-1', '.b{color:blue}')
    const html = renderToString(
      <html lang="fi">
        <head />
        <body>
          <A />
          <p>1</p>
          <A />
          <B />
        </body>
      </html>,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(
      '<style data-precedence="sheets" data-href="a-1 b-1">.a{color:red}.b{color:blue}</style>',
    )
    expect(html.match(/\.a\{color:red\}/g)).toHaveLength(1)
    expect(html.slice(html.indexOf('<body'))).not.toContain('<style')
  })

  it('compiles a sheet as a CSS module: scoped names, minified CSS, keyframes renamed with their uses', () => {
    const ts = source(
      '.root { color: red; animation: spin 1s }\n.big-text { font-size: 2rem }\n@keyframes spin { to { rotate: 1turn } }\n',
    )
    const names = Object.fromEntries(
      [...ts.matchAll(/^ {2}"?([\w-]+)"?: '([^']+)',$/gm)].map(([, local, scoped]) => [local, scoped]),
    )
    expect(Object.keys(names)).toEqual(['big-text', 'root', 'spin'])
    expect(names.root).toMatch(/^[\w-]{6,7}_root$/)
    expect(ts).toContain(`.${names.root}{color:red;animation:1s `)
    expect(ts).toMatch(/@keyframes [\w-]+_spin\{/)
    expect(ts).toMatch(/^export const Sheet = sheet\('demo-[0-9a-f]{8}', /m)
  })

  it('refuses `composes`, which a sheet cannot express', () => {
    expect(() => source('.a { color: red }\n.b { composes: a; }\n')).toThrow(/composes/)
  })

  it('every sheet in src/ is compiled and current (npm run generate:types writes them)', () => {
    expect(sheetFiles().length).toBeGreaterThan(30)
    expect(staleSheets()).toEqual([])
  })
})
