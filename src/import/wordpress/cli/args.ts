export const USAGE = `Käyttö: npm run import:wordpress -- vienti.xml [valinnat]

  --media-from <kansio tai https://vanha-sivusto>
                    mistä kuvat luetaan: wp-content/uploads-kansion kopio tai vanha sivusto
  --dry-run         koeajo: lukee ja muuntaa kaiken, ei tallenna mitään, tulostaa raportin
  --locale fi|en    sisällön kieli (oletus fi)
  --menu <tunniste> valikko, josta tulee ylätunnisteen valikko (oletus: päävalikolta näyttävä)
  --json <tiedosto> raportti myös JSON-muodossa tiedostoon`

export type CliArgs = {
  file: string
  mediaFrom?: string
  dryRun: boolean
  locale: string
  menu?: string
  /** Where the report is also written as JSON. */
  json?: string
}

/** The command line's options, or the Finnish reason it cannot be run. */
export function parseArgs(argv: readonly string[]): CliArgs | { error: string } {
  const args: CliArgs = { file: '', dryRun: false, locale: 'fi' }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const value = () => {
      const next = argv[i + 1]
      if (next === undefined || next.startsWith('--')) return null
      i++
      return next
    }
    if (arg === '--dry-run') args.dryRun = true
    else if (arg === '--media-from' || arg === '--locale' || arg === '--menu' || arg === '--json') {
      const v = value()
      if (v === null) return { error: `Valinnalle ${arg} puuttuu arvo.` }
      if (arg === '--media-from') args.mediaFrom = v
      else if (arg === '--json') args.json = v
      else if (arg === '--menu') args.menu = v
      else if (v !== 'fi' && v !== 'en') return { error: `Kieli ${v} ei käy: valitse fi tai en.` }
      else args.locale = v
    } else if (arg.startsWith('--')) return { error: `Tuntematon valinta ${arg}.` }
    else if (args.file) return { error: 'Anna vain yksi vientitiedosto.' }
    else args.file = arg
  }
  if (!args.file) return { error: 'Anna WordPressin vientitiedosto (WXR).' }
  if (args.mediaFrom && /^[a-z]+:\/\//i.test(args.mediaFrom) && !/^https?:\/\//i.test(args.mediaFrom))
    return { error: 'Kuvien lähteen on oltava kansio tai http(s)-osoite.' }
  return args
}
