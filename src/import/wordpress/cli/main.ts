// `npm run import:wordpress -- export.xml [--media-from <folder or https://old-site>] [--dry-run]
// [--locale fi|en] [--menu <slug>] [--json <report.json>]` (scripts/import-wordpress.mjs runs this under tsx):
// imports a WordPress export into the site's database with the settings `npm start` uses.
import { createReadStream, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload } from 'payload'
import { codeMigrationNames } from '@/db'
import { isLocale } from '@/i18n/locales'
import { refreshRunningSite } from '../engine/refresh'
import { importWordPress } from '../engine/run'
import { ImportError } from '../report/errors'
import { formatReport } from '../report/report'
import { parseArgs, USAGE } from './args'

async function main(): Promise<number> {
  const argv = process.argv.slice(2)
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE)
    return 0
  }
  const args = parseArgs(argv)
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`)
    return 2
  }
  // npm runs scripts in the project's folder; paths are the typist's, from where npm was run.
  const here = process.env.INIT_CWD ?? process.cwd()
  args.file = path.resolve(here, args.file)
  if (args.mediaFrom && !/^https?:\/\//i.test(args.mediaFrom))
    args.mediaFrom = path.resolve(here, args.mediaFrom)
  try {
    if (!statSync(args.file).isFile()) throw new Error('not a file')
  } catch {
    console.error(`Tiedostoa ${args.file} ei löydy.`)
    return 1
  }
  const payload = await getPayload({ config })
  const applied = await payload
    .find({ collection: 'payload-migrations', pagination: false, depth: 0, limit: 0 })
    .then((r) => r.docs.map((d) => String(d.name)))
  if (!codeMigrationNames().every((name) => applied.includes(name))) {
    console.error(
      'Tietokanta ei ole ajan tasalla: käynnistä sivusto kerran (npm start), niin se päivittyy, ja aja tuonti sitten.',
    )
    return 1
  }
  let lastShown = 0
  try {
    const report = await importWordPress({
      payload,
      open: () => createReadStream(args.file, { highWaterMark: 256 * 1024 }),
      mediaFrom: args.mediaFrom,
      dryRun: args.dryRun,
      locale: isLocale(args.locale) ? args.locale : 'fi',
      menu: args.menu,
      onProgress: ({ done, total, current, errors }) => {
        if (Date.now() - lastShown < 1000 && done < total) return
        lastShown = Date.now()
        console.error(`${done}/${total} ${current}${errors ? ` (virheitä ${errors})` : ''}`)
      },
    })
    console.log(formatReport(report))
    if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`)
    if (!args.dryRun) {
      const refreshed = await refreshRunningSite(payload.secret)
      console.error(
        refreshed === 'refreshed'
          ? 'Käynnissä olevan sivuston välimuisti päivitettiin: tuotu sisältö näkyy heti.'
          : refreshed === 'refused'
            ? 'Käynnissä oleva sivusto ei hyväksynyt päivityspyyntöä (eri PAYLOAD_SECRET?): tuotu sisältö näkyy, kun sivusto käynnistetään uudelleen.'
            : 'Sivusto ei ole käynnissä: tuotu sisältö näkyy, kun se käynnistyy.',
      )
    }
    return report.stoppedAt ? 1 : 0
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`Tuonti keskeytyi: ${error.message} Mitään ei tallennettu.`)
      return 1
    }
    throw error
  }
}

// Payload's start-up can wait on database handles that do not hold the process open; without a
// handle of its own, Node could exit mid-way (status 13, an unsettled top-level await).
const alive = setInterval(() => {}, 60_000)
main()
  .then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
  .finally(() => {
    clearInterval(alive)
    process.exit()
  })
