import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { baseSecurityHeaders, publicSecurityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // `npm test` type-checks everything (tests included) with tsc; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
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
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
