import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { SectionBlock } from './blocks/Section/config'
import { WIDGET_BLOCKS } from './blocks/widgets'
import { LIVE_PREVIEW_BREAKPOINTS } from './cms/admin/live-preview'
import { withRowLabels } from './cms/admin/row-labels'
import { keepConcurrentSessions } from './cms/auth/session-writes'
import { Categories } from './cms/collections/Categories'
import { Comments } from './cms/collections/Comments'
import { ContactForms } from './cms/collections/ContactForms'
import { FormChallenges } from './cms/collections/FormChallenges'
import { FormSubmissions } from './cms/collections/FormSubmissions'
import { Galleries } from './cms/collections/Galleries'
import { LoginFailures } from './cms/collections/LoginFailures'
import { Media } from './cms/collections/Media'
import { pagesCollection } from './cms/collections/Pages'
import { Portfolio } from './cms/collections/Portfolio'
import { Posts } from './cms/collections/Posts'
import { Products } from './cms/collections/Products'
import { Redirects } from './cms/collections/Redirects'
import { Reviews } from './cms/collections/Reviews'
import { Users } from './cms/collections/Users'
import { WordPressImports, WordPressItems } from './cms/collections/WordPressImports'
import { Footer } from './cms/globals/Footer'
import { Header } from './cms/globals/Header'
import { SiteSettings } from './cms/globals/SiteSettings'
import { keepValidationDetails } from './cms/hooks/errors'
import { withIdCheck } from './cms/hooks/ids'
import { adminDateFormat, adminI18n, CONTENT_LOCALE_LABELS } from './cms/i18n'
import { siteLogger } from './cms/logging/logger'
import { queuedMail } from './cms/mail/queued-mail'
import { SendMailTask } from './cms/mail/send-mail-task'
import { mediaStorage } from './cms/storage/media-storage'
import { databaseAdapter } from './db'
import { DEFAULT_LOCALE, LOCALES } from './i18n/locales'
import { MAX_REQUEST_BYTES } from './lib/request-limits'
import { trustedOrigins } from './lib/self-origin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  serverURL: process.env.SERVER_URL ?? '',
  // The session cookie counts only on requests from our own origins (or, with no Origin, ones the
  // browser marks same-site); cross-site requests with it are served as signed out. CORS stays
  // off: the admin and the site are one origin, and no other origin needs to read the API.
  csrf: trustedOrigins(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' – Sivuston hallinta' },
    dateFormat: adminDateFormat,
    components: {
      // Finnish names for the few English labels Payload hard-codes; landmarks, names and heading
      // levels Payload's markup lacks (axe finds no violations in the admin's views).
      providers: ['/cms/i18n/AdminLabels#AdminLabels', '/cms/admin/AdminA11y#AdminA11y'],
      // The login page's (visually hidden) level-one heading: Payload's login shows only the logo.
      beforeLogin: ['/cms/admin/LoginHeading#LoginHeading'],
      // Where to start, recent edits and drafts waiting, above Payload's collection cards.
      // Mail off: say so first (it renders nothing while SMTP_URL is set).
      // Moving in from WordPress (src/import/wordpress/admin), for administrators.
      afterNavLinks: ['/import/wordpress/admin/ImportNavLink#ImportNavLink'],
      views: {
        wordpressImport: {
          Component: '/import/wordpress/admin/ImportView#ImportView',
          path: '/tuo-wordpressista',
        },
      },
      beforeDashboard: [
        '/cms/submissions/MailOffNotice#SiteMailOffNotice',
        '/cms/admin/dashboard/Dashboard#Dashboard',
      ],
    },
    // Payload's default is Gravatar: a request to a third party for every editor, and a broken
    // image wherever that host is blocked. Its own drawn avatar needs no network.
    avatar: 'default',
    // Collections with public pages turn live preview on with their own `livePreview.url`.
    livePreview: { breakpoints: LIVE_PREVIEW_BREAKPOINTS },
  },
  // The admin and the API's messages in Finnish by default, English per editor (src/cms/i18n).
  i18n: adminI18n,
  collections: [
    pagesCollection([withRowLabels(SectionBlock)]),
    Posts,
    Portfolio,
    Products,
    Reviews,
    Comments,
    Galleries,
    Categories,
    ContactForms,
    FormSubmissions,
    FormChallenges,
    LoginFailures,
    Media,
    Users,
    Redirects,
    WordPressItems,
    WordPressImports,
  ].map(withIdCheck),
  // Widgets are defined once and referenced by slug wherever widgets go (src/blocks/widget-field.ts).
  blocks: WIDGET_BLOCKS.map(withRowLabels),
  hooks: { afterError: [keepValidationDetails] },
  globals: [Header, Footer, SiteSettings],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: { ...CONTENT_LOCALE_LABELS[code] } })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: keepConcurrentSessions(databaseAdapter(dirname)),
  sharp,
  // Mail goes through the job queue in the database (sent by src/cms/jobs/runner.ts); without
  // SMTP_URL Payload writes it to the log instead.
  email: process.env.SMTP_URL
    ? queuedMail({ address: process.env.MAIL_FROM ?? 'sivusto@kajodigital.example', name: 'Kajo Digital' })
    : undefined,
  jobs: { tasks: [SendMailTask], deleteJobOnComplete: true },
  // Payload's own default is 20 MB; the site takes bodies up to its own limit.
  upload: { limits: { fileSize: MAX_REQUEST_BYTES } },
  // Uploads in an S3-compatible bucket when S3_BUCKET is set (several app instances share them).
  plugins: [mediaStorage()],
  graphQL: { disable: true },
  // Logs without personal data; JSON lines with LOG_FORMAT=json.
  logger: siteLogger(),
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
