import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
    // Class names stay readable (`.column`), so tests can query the markup as written.
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'non-scoped' } },
  },
})
