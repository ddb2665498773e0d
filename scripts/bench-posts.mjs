// Published posts written straight into the bench's database, for the lists-at-scale figures of
// `npm run bench` (scripts/bench-lists.mjs, SQLite) and the search at scale (scripts/bench-search.mjs,
// SQLite and PostgreSQL). Payload's local API or REST would take minutes for
// 10 000 posts (hooks, a version row per save); one SQL transaction takes seconds. It writes what a
// published post is read from: `posts`, `posts_locales` (both locales, with the derived columns the
// CMS hooks fill) and `posts_rels` (categories). Versions (`_posts_v…`) are left out: visitors'
// pages and the REST API's published reads never touch them, only the admin's history does.
import { createClient } from '@libsql/client'
import { tsImport } from 'tsx/esm/api'

// The CMS's own function for the derived columns, so an inserted row sorts exactly as one saved in
// the admin (the Finnish sort key). The search index is rebuilt afterwards by its own command.
const { finnishSortKey } = await tsImport('../src/lib/collation.ts', import.meta.url)

// Titles from a few words in turn, so sorting by name interleaves them (å, ä and ö included).
const SUBJECTS = [
  'Verkkosivut',
  'Älykäs haku',
  'Saavutettavuus',
  'Ylläpito',
  'Öinen varmuuskopio',
  'Hakukoneoptimointi',
  'Kassasivu',
  'Åbolandin verkkokauppa',
  'Lomakkeet',
  'Kuvat ja videot',
  'Tietoturva',
  'Sisällön suunnittelu',
]
const ANGLES = [
  'käytännössä',
  'pienyritykselle',
  'ilman kiirettä',
  'asiakkaan silmin',
  'mittareilla',
  'alusta loppuun',
  'kymmenessä minuutissa',
]
const HOUR = 3_600_000

/** Rows of the n-th inserted post (n counts from 1 across calls; ids follow the largest one). */
function postRows(n, id, { categories, images, oldest, now }) {
  const fi = {
    title: `${SUBJECTS[n % SUBJECTS.length]} ${ANGLES[Math.floor(n / SUBJECTS.length) % ANGLES.length]}, osa ${n}`,
    slug: `mittauskirjoitus-${n}`,
    excerpt: `Mittausta varten lisätty kirjoitus numero ${n}: lyhyt tiivistelmä, jonka pituus vastaa oikeiden kirjoitusten tiivistelmiä listan korteissa.`,
  }
  const en = {
    title: `Measurement post ${n}`,
    slug: `measurement-post-${n}`,
    excerpt: `Post number ${n}, added for the measurements: a short excerpt as long as the real posts' excerpts on list cards.`,
  }
  // Distinct dates, older than every seeded post, so the newest-first pages start with the seed's.
  const post = {
    id,
    image: images.length ? images[n % images.length] : null,
    publishedAt: new Date(oldest - n * 3 * HOUR).toISOString(),
    now,
    sortNameFi: finnishSortKey(fi.title),
    sortNameEn: finnishSortKey(en.title),
  }
  const locales = Object.entries({ fi, en }).map(([locale, text]) => ({
    ...text,
    locale,
    parent: id,
  }))
  // One category each and a second for every third post, as the seed mixes them.
  const chosen = [categories[n % categories.length]]
  if (n % 3 === 0 && categories.length > 1) chosen.push(categories[(n + 2) % categories.length])
  const rels = chosen.map((category, i) => ({ order: i + 1, parent: id, category }))
  return { post, locales, rels }
}

const INSERT_POSTS = `INSERT INTO posts
    (id, hero_image_id, published_at, updated_at, created_at, _status, sort_name_fi, sort_name_en)
  SELECT json_extract(value, '$.id'), json_extract(value, '$.image'), json_extract(value, '$.publishedAt'),
    json_extract(value, '$.now'), json_extract(value, '$.now'), 'published',
    json_extract(value, '$.sortNameFi'), json_extract(value, '$.sortNameEn')
  FROM json_each(?)`
const INSERT_LOCALES = `INSERT INTO posts_locales
    (title, excerpt, slug, _locale, _parent_id)
  SELECT json_extract(value, '$.title'), json_extract(value, '$.excerpt'), json_extract(value, '$.slug'),
    json_extract(value, '$.locale'), json_extract(value, '$.parent')
  FROM json_each(?)`
const INSERT_RELS = `INSERT INTO posts_rels ("order", parent_id, path, categories_id)
  SELECT json_extract(value, '$.order'), json_extract(value, '$.parent'), 'categories',
    json_extract(value, '$.category')
  FROM json_each(?)`

/** Rows for the posts `missing` more, after the database's own (`state`: its counts and choices). */
function plan(missing, state) {
  const posts = []
  const locales = []
  const rels = []
  for (let i = 1; i <= missing; i++) {
    const rows = postRows(state.added + i, state.maxId + i, state)
    posts.push(rows.post)
    locales.push(...rows.locales)
    rels.push(...rows.rels)
  }
  return { posts, locales, rels }
}

const STATE = `SELECT (SELECT count(*) FROM posts WHERE _status = 'published') AS published,
  (SELECT max(id) FROM posts) AS max_id, (SELECT min(published_at) FROM posts) AS oldest,
  (SELECT count(*) FROM posts_locales WHERE slug LIKE 'mittauskirjoitus-%') AS added`
const CATEGORY_IDS = 'SELECT id FROM categories ORDER BY id'
// The seeded posts' pictures, in turn: list cards with images, as on the real blog.
const IMAGE_IDS = 'SELECT DISTINCT hero_image_id AS id FROM posts WHERE hero_image_id IS NOT NULL ORDER BY 1'

function stateOf(row, categories, images) {
  return {
    published: Number(row.published),
    added: Number(row.added),
    maxId: Number(row.max_id ?? 0),
    categories,
    images,
    oldest: Date.parse(String(row.oldest ? new Date(row.oldest).toISOString() : new Date().toISOString())),
    now: new Date().toISOString(),
  }
}

/**
 * Adds published posts until the SQLite database holds `total`, in one transaction (three statements
 * that read their rows from one JSON parameter each). The server keeps running on the file: SQLite
 * in WAL mode lets it read on while the transaction writes.
 */
export async function fillPosts(file, total) {
  const db = createClient({ url: `file:${file}` })
  try {
    await db.execute('PRAGMA busy_timeout = 5000')
    const ids = async (sql) => (await db.execute(sql)).rows.map((r) => Number(r.id))
    const [row] = (await db.execute(STATE)).rows
    const state = stateOf(row, await ids(CATEGORY_IDS), await ids(IMAGE_IDS))
    const missing = total - state.published
    if (missing <= 0) return { inserted: 0, ms: 0 }
    const start = performance.now()
    const { posts, locales, rels } = plan(missing, state)
    await db.batch(
      [
        { sql: INSERT_POSTS, args: [JSON.stringify(posts)] },
        { sql: INSERT_LOCALES, args: [JSON.stringify(locales)] },
        { sql: INSERT_RELS, args: [JSON.stringify(rels)] },
      ],
      'write',
    )
    return { inserted: missing, ms: Math.round(performance.now() - start) }
  } finally {
    db.close()
  }
}

const PG_INSERT_POSTS = `INSERT INTO posts (id, hero_image_id, published_at, updated_at, created_at, _status, sort_name_fi, sort_name_en)
  SELECT x.id, x.image, x."publishedAt", x.now, x.now, 'published', x."sortNameFi", x."sortNameEn"
  FROM json_to_recordset($1::json) AS x(id int, image int, "publishedAt" timestamptz, now timestamptz, "sortNameFi" text, "sortNameEn" text)`
const PG_INSERT_LOCALES = `INSERT INTO posts_locales (title, excerpt, slug, _locale, _parent_id)
  SELECT x.title, x.excerpt, x.slug, x.locale::_locales, x.parent
  FROM json_to_recordset($1::json) AS x(title text, excerpt text, slug text, locale text, parent int)`
const PG_INSERT_RELS = `INSERT INTO posts_rels ("order", parent_id, path, categories_id)
  SELECT x."order", x.parent, 'categories', x.category
  FROM json_to_recordset($1::json) AS x("order" int, parent int, category int)`

/** The same for a PostgreSQL database (`DATABASE_URL`), in one transaction. */
export async function fillPostsPostgres(url, total) {
  const { default: pg } = await import('pg')
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    const ids = async (sql) => (await db.query(sql)).rows.map((r) => Number(r.id))
    const state = stateOf((await db.query(STATE)).rows[0], await ids(CATEGORY_IDS), await ids(IMAGE_IDS))
    const missing = total - state.published
    if (missing <= 0) return { inserted: 0, ms: 0 }
    const start = performance.now()
    const { posts, locales, rels } = plan(missing, state)
    await db.query('BEGIN')
    await db.query(PG_INSERT_POSTS, [JSON.stringify(posts)])
    await db.query(PG_INSERT_LOCALES, [JSON.stringify(locales)])
    await db.query(PG_INSERT_RELS, [JSON.stringify(rels)])
    // Ids were given, so the sequence must move past them for the next post saved in the admin.
    await db.query("SELECT setval('posts_id_seq', (SELECT max(id) FROM posts))")
    await db.query('COMMIT')
    return { inserted: missing, ms: Math.round(performance.now() - start) }
  } finally {
    await db.end()
  }
}
