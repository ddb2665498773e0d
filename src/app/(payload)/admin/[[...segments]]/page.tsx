import config from '@payload-config'
import { RootPage } from '@payloadcms/next/views'
import { importMap } from '../importMap.js'
import { type AdminArgs, adminMetadata } from './admin-metadata'

export const generateMetadata = adminMetadata

export default function Page({ params, searchParams }: AdminArgs) {
  return RootPage({ config, params, searchParams, importMap })
}
