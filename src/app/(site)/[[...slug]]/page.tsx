import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getGlobals } from '@/data/pages'
import { Breadcrumbs } from '@/site/breadcrumbs/Breadcrumbs'
import { ContentJsonLd } from '@/site/content/ContentJsonLd'
import { ContentView } from '@/site/content/ContentView'
import { pageMetadata } from '@/site/metadata'
import { layoutHasH1, RenderLayout } from '@/site/RenderLayout'
import { resolveRoute } from '@/site/route'

type Props = { params: Promise<{ slug?: string[] }> }

/** Nothing is rendered at build time; each page is rendered on its first visit, then cached until a publish. */
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

export const revalidate = 86400

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await resolveRoute((await params).slug)
  const { settings } = await getGlobals(route.locale)
  return pageMetadata(route, settings)
}

export default async function SitePage({ params }: Props) {
  const route = await resolveRoute((await params).slug)
  if (route.redirectTo) permanentRedirect(route.redirectTo)
  if (route.content) {
    return (
      <>
        <Breadcrumbs route={route} />
        <ContentView content={route.content} ctx={route.ctx} />
        <ContentJsonLd route={route} content={route.content} />
      </>
    )
  }
  if (!route.page) notFound()
  return (
    <>
      <Breadcrumbs route={route} />
      {layoutHasH1(route.page.layout) ? null : <h1 className="visually-hidden">{route.page.title}</h1>}
      <RenderLayout layout={route.page.layout} ctx={route.ctx} />
    </>
  )
}
