import type { KindCount, ReportKind } from '../report/report'

/** The import view's text; the admin speaks Finnish unless the editor chose English. */
const fi = {
  title: 'Tuo WordPressistä',
  intro:
    'Tuo WordPress-sivuston sivut, artikkelit, kuvat, kommentit ja valikko. Vie sisältö ensin WordPressissä: Työkalut → Vie → Kaikki sisältö. Tiedosto tarkistetaan ensin koeajona, joka ei tallenna mitään; tuonti alkaa vasta, kun käynnistät sen. Samasta tiedostosta tuotu sisältö ohitetaan, joten tuonnin voi ajaa uudelleen.',
  file: 'Vientitiedosto (.xml, enintään 25 Mt)',
  mediaFrom: 'Vanhan sivuston osoite kuvia varten (valinnainen)',
  mediaFromHelp: 'Esim. https://vanha-sivusto.fi. Kuvat ladataan sieltä. Ilman osoitetta kuvia ei tuoda.',
  locale: 'Sisällön kieli',
  locales: { fi: 'Suomi', en: 'Englanti' },
  check: 'Tarkista tiedosto',
  checking: 'Tarkistetaan…',
  start: 'Aloita tuonti',
  again: 'Jatka tuontia',
  report: 'Raportti',
  dryRun: 'Koeajon tulos: näin tuonti tekisi. Mitään ei ole vielä tallennettu.',
  kind: 'Sisältö',
  columns: {
    inFile: 'Tiedostossa',
    imported: 'Tuodaan / tuotu',
    existing: 'Oli jo',
    skipped: 'Jätetään pois',
    failed: 'Virheitä',
  },
  kinds: {
    categories: 'Kategoriat ja avainsanat',
    pages: 'Sivut',
    posts: 'Artikkelit',
    attachments: 'Kuvat ja liitteet',
    comments: 'Kommentit',
    menuItems: 'Valikon kohdat',
  } satisfies Record<ReportKind, string>,
  redirects: (n: number) => `Vanhoista osoitteista tehdään ${n} pysyvää uudelleenohjausta.`,
  redirectsMade: (n: number) => `Vanhoista osoitteista tehtiin ${n} pysyvää uudelleenohjausta.`,
  menu: (m: string) => `Ylätunnisteen valikoksi tulee WordPressin valikko ”${m}”.`,
  unknown: 'Sisältö, jolle ei ole vastinetta (säilytetään tekstinä)',
  notes: 'Huomiot',
  errors: 'Virheet',
  more: (n: number) => `… ja ${n} muuta.`,
  progress: 'Tuonnin eteneminen',
  progressText: (done: number, total: number) => `${done} / ${total} kohdetta valmiina`,
  current: 'Työn alla',
  errorsSoFar: (n: number) => `Virheitä tähän mennessä: ${n}`,
  status: {
    checked: 'Tarkistettu, odottaa käynnistystä',
    running: 'Tuonti käynnissä',
    done: 'Tuonti valmis',
    failed: 'Tuonti pysähtyi',
    interrupted: 'Tuonti keskeytyi (palvelin käynnistyi uudelleen). Jatka tuontia: jo tuodut ohitetaan.',
  },
  speed: (seconds: string, perSecond: string) => `Aikaa ${seconds} s, ${perSecond} kohdetta sekunnissa.`,
  stopped: 'Tuonti pysähtyi kohtaan',
  adminOnly: 'Vain pääkäyttäjä voi tuoda sisältöä WordPressistä.',
  failedRequest: 'Pyyntö epäonnistui. Yritä uudelleen.',
  file_: 'Tiedosto',
}

type Strings = typeof fi

const en: Strings = {
  ...fi,
  title: 'Import from WordPress',
  intro:
    "Import a WordPress site's pages, posts, pictures, comments and menu. Export the content in WordPress first: Tools → Export → All content. The file is checked first with a dry run that saves nothing; the import starts only when you start it. Content already imported from the same file is skipped, so the import can be run again.",
  file: 'Export file (.xml, up to 25 MB)',
  mediaFrom: "The old site's address for pictures (optional)",
  mediaFromHelp:
    'E.g. https://old-site.com. Pictures are downloaded from there. Without it, no pictures are imported.',
  locale: 'Language of the content',
  locales: { fi: 'Finnish', en: 'English' },
  check: 'Check the file',
  checking: 'Checking…',
  start: 'Start the import',
  again: 'Continue the import',
  report: 'Report',
  dryRun: 'Dry run: what the import would do. Nothing has been saved yet.',
  kind: 'Content',
  columns: {
    inFile: 'In the file',
    imported: 'To import / imported',
    existing: 'Already here',
    skipped: 'Left out',
    failed: 'Errors',
  },
  kinds: {
    categories: 'Categories and tags',
    pages: 'Pages',
    posts: 'Posts',
    attachments: 'Pictures and attachments',
    comments: 'Comments',
    menuItems: 'Menu items',
  },
  redirects: (n: number) => `${n} old addresses will redirect permanently.`,
  redirectsMade: (n: number) => `${n} old addresses now redirect permanently.`,
  menu: (m: string) => `The WordPress menu “${m}” becomes the header's menu.`,
  unknown: 'Content with no equivalent (kept as text)',
  notes: 'Notes',
  errors: 'Errors',
  more: (n: number) => `… and ${n} more.`,
  progress: 'Import progress',
  progressText: (done: number, total: number) => `${done} / ${total} items done`,
  current: 'Working on',
  errorsSoFar: (n: number) => `Errors so far: ${n}`,
  status: {
    checked: 'Checked, waiting to be started',
    running: 'Importing',
    done: 'Import finished',
    failed: 'The import stopped',
    interrupted:
      'The import was interrupted (the server restarted). Continue it: what is imported is skipped.',
  },
  speed: (seconds: string, perSecond: string) => `Took ${seconds} s, ${perSecond} items per second.`,
  stopped: 'The import stopped at',
  adminOnly: 'Only an administrator can import from WordPress.',
  failedRequest: 'The request failed. Try again.',
  file_: 'File',
}

export type ImportStrings = Strings
export type ImportLanguage = 'fi' | 'en'
export const importStrings = (language: string | undefined): Strings => (language === 'en' ? en : fi)
export const COUNT_COLUMNS: (keyof KindCount)[] = ['inFile', 'imported', 'existing', 'skipped', 'failed']
