import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'
import type { Metadata } from 'next'

/** What Next.js passes the admin's catch-all page and its not-found view. */
export type AdminArgs = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/** Payload's title and meta tags for the admin view the address names. */
export const adminMetadata = ({ params, searchParams }: AdminArgs): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })
