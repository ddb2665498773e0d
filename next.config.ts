import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import {
  ATTACHMENT_CSP,
  ATTACHMENT_SOURCE,
  baseSecurityHeaders,
  clientHintsForAdminOnly,
  publicSecurityHeaders,
} from './src/lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses: it rewrites pages' HTML on the way out and must see it plain.
  compress: false,
  // scripts/etags.mjs tags pages with a native hash: Next.js's own costs a fifth of a cached page.
  generateEtags: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // A request through the proxy (src/proxy.ts: the admin and its API) has its body copied into
  // memory up to this size, and beyond it Next.js passes the route a cut-off body. Media uploads go
  // this way, so the limit is the site's own (scripts/server.mjs refuses anything larger first).
  experimental: { proxyClientMaxBodySize: '25mb' },
  // Several instances share one page and data cache in Redis when REDIS_URL is set as the server
  // starts (read again by `next start`); without it each keeps Next's own file cache, bounded.
  cacheHandler: path.join(
    process.cwd(),
    process.env.REDIS_URL ? 'src/lib/cache/redis-cache-handler.mjs' : 'src/lib/cache/file-cache-handler.mjs',
  ),
  // `npm test` type-checks everything (tests included) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Evaluated by `next build` (written to the routes manifest): the environment is the build's.
  async headers() {
    return [
      // Everything except the admin and the API gets the strict policy.
      { source: '/((?!admin|api).*)', headers: publicSecurityHeaders() },
      {
        source: '/(admin|api)/:path*',
        headers: [
          ...baseSecurityHeaders(),
          {
            key: 'Content-Security-Policy',
            value: "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
          },
        ],
      },
      // Later rules win for the same header; a configured header also replaces the route's own.
      { source: ATTACHMENT_SOURCE, headers: [{ key: 'Content-Security-Policy', value: ATTACHMENT_CSP }] },
    ]
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withCms,
  // withPayload appends the admin's client hints for every path, after ours; keep them on /admin.
  async headers() {
    return clientHintsForAdminOnly((await withCms.headers?.()) ?? [])
  },
} satisfies NextConfig
