import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'
import { importMap } from '../importMap.js'
import { type AdminArgs, adminMetadata } from './admin-metadata'

export const generateMetadata = adminMetadata

export default function NotFound({ params, searchParams }: AdminArgs) {
  return NotFoundPage({ config, params, searchParams, importMap })
}
