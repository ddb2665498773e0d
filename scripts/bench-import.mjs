// The WordPress import at scale, for `npm run bench` (BENCH_ONLY=import alone): a generated export
// of 5 000 posts (with categories, tags, comments and pages in WPBakery, block-editor and classic
// markup) is imported by the command line into the bench's database, and one of 500 posts before
// it, so the peak memory of the two shows whether memory grows with the file (the XML is streamed).
import { execFile } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { ROOT } from './lib.mjs'

const exec = promisify(execFile)

const BODIES = [
  (i) =>
    `[vc_row][vc_column width="1/2"][vc_custom_heading text="Otsikko ${i}" font_container="tag:h2"][vc_column_text]<p>Kappale ${i}: verkkosivujen uudistus etenee vaiheittain.</p>[/vc_column_text][/vc_column][vc_column width="1/2"][vc_btn title="Lue lisää" link="url:%2Fyhteys|title:Yhteys"][/vc_column][/vc_row]`,
  (i) =>
    `<!-- wp:paragraph -->\n<p>Lohkoartikkeli ${i}, jossa on <strong>lihavointia</strong>.</p>\n<!-- /wp:paragraph -->\n<!-- wp:heading -->\n<h2>Väliotsikko</h2>\n<!-- /wp:heading -->\n<!-- wp:list -->\n<ul><li>Yksi</li><li>Kaksi</li></ul>\n<!-- /wp:list -->`,
  (i) =>
    `Perinteinen artikkeli ${i}.\n\nToinen kappale, jossa on <a href="https://bench.example/?p=${i}">linkki</a>.`,
]

/** Writes a WXR 1.2 export of `posts` posts (and a page per 100 posts) for the site `site`. */
export async function writeExport(file, posts, site) {
  mkdirSync(path.dirname(file), { recursive: true })
  const out = createWriteStream(file)
  const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((r) => out.once('drain', r)))
  await write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Bench</title><link>${site}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_blog_url>${site}</wp:base_blog_url>\n`,
  )
  for (let c = 1; c <= 10; c++)
    await write(
      `<wp:category><wp:term_id>${c}</wp:term_id><wp:category_nicename>aihe-${c}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>Aihe ${c}</wp:cat_name></wp:category>\n`,
    )
  for (let i = 1; i <= posts; i++) {
    const page = i % 100 === 0
    const comments = page
      ? ''
      : [1, 2]
          .map(
            (n) =>
              `<wp:comment><wp:comment_id>${i * 10 + n}</wp:comment_id><wp:comment_author>Lukija ${n}</wp:comment_author><wp:comment_author_email>lukija${n}@example.fi</wp:comment_author_email><wp:comment_date_gmt>2024-01-0${n} 10:00:00</wp:comment_date_gmt><wp:comment_content>Kommentti ${n}</wp:comment_content><wp:comment_approved>1</wp:comment_approved><wp:comment_type>comment</wp:comment_type><wp:comment_parent>${n === 2 ? i * 10 + 1 : 0}</wp:comment_parent></wp:comment>`,
          )
          .join('')
    await write(
      `<item><title>${page ? 'Sivu' : 'Artikkeli'} ${i}</title><link>${site}/${page ? '' : '2024/01/'}kohde-${i}/</link><dc:creator>bench</dc:creator><content:encoded><![CDATA[${BODIES[i % 3](i)}]]></content:encoded><excerpt:encoded><![CDATA[]]></excerpt:encoded><wp:post_id>${i}</wp:post_id><wp:post_date_gmt>2024-01-01 10:00:00</wp:post_date_gmt><wp:post_name>kohde-${i}</wp:post_name><wp:status>publish</wp:status><wp:post_parent>0</wp:post_parent><wp:post_type>${page ? 'page' : 'post'}</wp:post_type><category domain="category" nicename="aihe-${(i % 10) + 1}">Aihe</category>${comments}</item>\n`,
    )
  }
  await write('</channel></rss>\n')
  await new Promise((resolve) => out.end(resolve))
}

async function importOnce(env, file, json) {
  const started = Date.now()
  await exec(process.execPath, ['scripts/import-wordpress.mjs', file, '--json', json], {
    cwd: ROOT,
    env,
    maxBuffer: 64 * 1024 * 1024,
  })
  const report = JSON.parse(readFileSync(json, 'utf8'))
  const c = report.counts
  return {
    fileMB: +(statSync(file).size / 1024 / 1024).toFixed(1),
    posts: c.posts.imported,
    pages: c.pages.imported,
    comments: c.comments.imported,
    categories: c.categories.imported,
    redirects: report.redirects,
    errors: report.errors.length + report.moreErrors,
    seconds: report.seconds,
    wallSeconds: +((Date.now() - started) / 1000).toFixed(1),
    itemsPerSecond: report.itemsPerSecond,
    peakMemoryMB: report.peakMemoryMB,
  }
}

/** Imports a 500-post and a 5 000-post export into the bench's database (`env`: its settings). */
export async function measureImport(env) {
  const dir = path.join(ROOT, 'data/bench-import')
  const rows = {}
  for (const posts of [500, 5000]) {
    const file = path.join(dir, `export-${posts}.xml`)
    await writeExport(file, posts, `https://bench-${posts}.example`)
    rows[`${posts} posts`] = await importOnce(env, file, path.join(dir, `report-${posts}.json`))
  }
  return rows
}

export function printImport(rows, table) {
  if (rows) table('WordPress import (command line, generated export; a page per 100 items)', rows)
}
