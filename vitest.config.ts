import path from 'node:path'
import { defineConfig, type Plugin } from 'vitest/config'
import { scaled } from './tests/support/time-scale'

/**
 * The generated `*.sheet.ts` modules (scripts/sheets.mjs) under test: class names as written
 * (`.column`), so tests query the markup as written, and no CSS in the markup they read. The
 * generator and `sheet()` have tests of their own (src/lib/sheet.test.tsx).
 */
function readableSheets(): Plugin {
  return {
    name: 'readable-sheets',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.sheet.ts')) return null
      return code
        .replace(/^ {2}("?)([\w-]+)\1: '[^']*',$/gm, "  $1$2$1: '$2',")
        .replace(/^export const Sheet = sheet\([\s\S]*\)$/m, 'export const Sheet = () => null')
    },
  }
}

export default defineConfig({
  plugins: [readableSheets()],
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Room for a busy machine: a test that walks hours of fake time ticks thousands of DOM updates
    // (7 s seen with the browser suite running beside it). Speed is measured in the bench instead.
    testTimeout: scaled(20_000),
    hookTimeout: scaled(30_000),
    // Class names stay readable (`.column`), so tests can query the markup as written.
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
  },
})
