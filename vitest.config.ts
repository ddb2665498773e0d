import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { scaled } from './tests/support/time-scale'

export default defineConfig({
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
