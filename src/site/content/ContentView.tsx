import { EditTarget, fieldMarks } from '@/blocks/edit-marks'
import { Prose } from '@/blocks/RichText/Component'
import type { ContentDoc } from '@/data/pages'
import { PostComments } from '@/feedback/comments/PostComments'
import { formatDate } from '@/i18n/dates'
import { t } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import { populated } from '@/lib/relation'
import type { RenderContext } from '@/lib/render-context'
import type { Category, Gallery, Media, Portfolio, Post } from '@/payload-types'
import { categoryHref } from './base'
import { Sheet, styles } from './content.sheet'
import { GalleryGrid, type GalleryPicture } from './GalleryGrid'
import { ProductView } from './ProductView'

function media(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

function Tags({ content, ctx }: { content: ContentDoc; ctx: RenderContext }) {
  const categories = populated<Category>(content.doc.categories)
  if (!categories.length) return null
  return (
    <>
      <Sheet />
      <ul className={styles.tags} aria-label={t(ctx.locale).listCategories}>
        {categories.map((c) => {
          const href = c.slug ? categoryHref(content.collection, ctx, c.slug) : null
          return (
            <li key={c.id}>
              {href ? (
                <a className={styles.tag} href={href}>
                  {c.title}
                </a>
              ) : (
                <span className={styles.tag}>{c.title}</span>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** A post's or portfolio item's picture at the top, its excerpt as the lead, then its text. */
function ArticleBody({
  doc,
  image,
  sizes,
  ctx,
}: {
  doc: Post | Portfolio
  image: { media: Media | null; field: 'heroImage' | 'coverImage'; label: string }
  sizes: string
  ctx: RenderContext
}) {
  return (
    <>
      <Sheet />
      <>
        {image.media ? (
          <figure className={styles.hero} {...fieldMarks(ctx, image.field, image.label)}>
            <Img media={image.media} sizes={sizes} loading="priority" editAlt={ctx.edit} />
          </figure>
        ) : null}
        {doc.excerpt ? (
          <p className={styles.lead} {...fieldMarks(ctx, 'excerpt', 'Tiivistelmä')}>
            {doc.excerpt}
          </p>
        ) : null}
        <EditTarget marks={fieldMarks(ctx, 'content', 'Sisältö')}>
          <Prose data={doc.content} />
        </EditTarget>
      </>
    </>
  )
}

function PostView({ doc, content, ctx }: { doc: Post; content: ContentDoc; ctx: RenderContext }) {
  const ui = t(ctx.locale)
  return (
    <>
      <Sheet />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title} {...fieldMarks(ctx, 'title', 'Otsikko')}>
            {doc.title}
          </h1>
          <p className={styles.meta}>
            {doc.publishedAt ? (
              <span>
                {ui.contentPublished}{' '}
                <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt, ctx.locale)}</time>
              </span>
            ) : null}
            {doc.authorName ? (
              <span>
                {doc.publishedAt ? ' · ' : ''}
                {ui.contentAuthor}: {doc.authorName}
              </span>
            ) : null}
          </p>
          <Tags content={content} ctx={ctx} />
        </header>
        <ArticleBody
          doc={doc}
          image={{ media: media(doc.heroImage), field: 'heroImage', label: 'Pääkuva' }}
          sizes="(max-width: 900px) 100vw, 860px"
          ctx={ctx}
        />
        <PostComments post={doc} ctx={ctx} />
      </article>
    </>
  )
}

function PortfolioView({ doc, content, ctx }: { doc: Portfolio; content: ContentDoc; ctx: RenderContext }) {
  const ui = t(ctx.locale)
  const pictures: GalleryPicture[] = populated<Media>(doc.images).map((m, i) => ({
    key: `${m.id}-${i}`,
    media: m,
    title: m.alt,
  }))
  return (
    <>
      <Sheet />
      <article className={cx(styles.article, styles.wide)}>
        <header className={styles.header}>
          <h1 className={styles.title} {...fieldMarks(ctx, 'title', 'Otsikko')}>
            {doc.title}
          </h1>
          <dl className={styles.facts}>
            {doc.client ? (
              <>
                <dt>{ui.contentClient}</dt>
                <dd>{doc.client}</dd>
              </>
            ) : null}
            {doc.date ? (
              <>
                <dt>{ui.listSortDate}</dt>
                <dd>
                  <time dateTime={doc.date}>{formatDate(doc.date, ctx.locale)}</time>
                </dd>
              </>
            ) : null}
          </dl>
          <Tags content={content} ctx={ctx} />
        </header>
        <ArticleBody
          doc={doc}
          image={{ media: media(doc.coverImage), field: 'coverImage', label: 'Kansikuva' }}
          sizes="(max-width: 1240px) 100vw, 1200px"
          ctx={ctx}
        />
        {pictures.length ? (
          <section aria-labelledby="kuvat" {...fieldMarks(ctx, 'images', 'Kuvat')}>
            <h2 id="kuvat" className={styles.galleryTitle}>
              {ui.contentImages}
            </h2>
            <GalleryGrid gid={1} title={doc.title} pictures={pictures} ctx={ctx} />
          </section>
        ) : null}
      </article>
    </>
  )
}

function GalleryView({ doc, content, ctx }: { doc: Gallery; content: ContentDoc; ctx: RenderContext }) {
  const pictures: GalleryPicture[] = (doc.items ?? []).flatMap((item) => {
    const m = media(item.media)
    return m
      ? [
          {
            key: item.id ?? String(m.id),
            media: m,
            title: item.title,
            description: item.description,
            pid: item.pid,
            videoUrl: item.videoUrl,
          },
        ]
      : []
  })
  return (
    <>
      <Sheet />
      <article className={cx(styles.article, styles.wide)}>
        <header className={styles.header}>
          <h1 className={styles.title} {...fieldMarks(ctx, 'title', 'Otsikko')}>
            {doc.title}
          </h1>
          {doc.description ? (
            <p className={styles.lead} {...fieldMarks(ctx, 'description', 'Kuvaus')}>
              {doc.description}
            </p>
          ) : null}
          <Tags content={content} ctx={ctx} />
        </header>
        <EditTarget marks={fieldMarks(ctx, 'items', 'Kuvat ja videot')}>
          <GalleryGrid gid={1} title={doc.title} pictures={pictures} ctx={ctx} eager />
        </EditTarget>
      </article>
    </>
  )
}

/** A post's, portfolio item's, gallery's or product's page body. */
export function ContentView({ content, ctx }: { content: ContentDoc; ctx: RenderContext }) {
  switch (content.collection) {
    case 'posts':
      return <PostView doc={content.doc} content={content} ctx={ctx} />
    case 'portfolio':
      return <PortfolioView doc={content.doc} content={content} ctx={ctx} />
    case 'galleries':
      return <GalleryView doc={content.doc} content={content} ctx={ctx} />
    case 'products':
      return <ProductView doc={content.doc} ctx={ctx} tags={<Tags content={content} ctx={ctx} />} />
  }
}
