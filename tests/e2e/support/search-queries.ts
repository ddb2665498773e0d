/**
 * The search acceptance table (tests/e2e/search-table.spec.ts): queries a Finnish or English visitor
 * would type, and the seeded document (src/seed/) that must be among the first five results.
 *
 * Every expected document holds the query's words, in some form, in its title, headings or text in
 * that locale; most hold them in the title. `note` says where the word is and why a query is hard.
 * Addresses: pages from their slugs and parents (src/seed/pages.ts; an English page whose parent has
 * no English version sits higher up, `/en/online-shops`), posts `/blogi/…` and `/en/blog/…`,
 * portfolio items `/referenssit/…` and `/en/portfolio/…`, galleries `/galleriat/…` and
 * `/en/galleries/…` (src/lib/content-paths.ts).
 */

export type SearchQueryKind =
  | 'inflection'
  | 'compound'
  | 'gradation'
  | 'typo'
  | 'diacritics'
  | 'capitals'
  | 'exact'

export type SearchQuery = {
  /** As the visitor types it. */
  q: string
  locale: 'fi' | 'en'
  /** Path of the document that must be among the first five results. */
  expect: string
  kind: SearchQueryKind
  note?: string
}

const SHOPS = '/palvelut/verkkosivut/verkkokaupat'
const PLATFORM = `${SHOPS}/alustan-valinta`

const fi = (q: string, expect: string, kind: SearchQueryKind, note?: string): SearchQuery => ({
  q,
  locale: 'fi',
  expect,
  kind,
  ...(note ? { note } : {}),
})

const en = (q: string, expect: string, kind: SearchQueryKind, note?: string): SearchQuery => ({
  q,
  locale: 'en',
  expect,
  kind,
  ...(note ? { note } : {}),
})

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  // ── Finnish: inflected forms of words in titles and headings ──────────────────────────────────
  fi(
    'palveluista',
    '/palvelut',
    'inflection',
    'Title "Palvelut"; compounds with palvelu (verkkopalvelu, puutarhapalvelun) are in three other titles.',
  ),
  fi('tietosuojaselosteen', '/tietosuojaseloste', 'inflection', 'Genitive of the title.'),
  fi(
    'varmuuskopioista',
    '/blogi/varmuuskopion-palautus-testattava',
    'inflection',
    'Title "Varmuuskopio on olemassa…"; "varmuuskopiot" is in the body of seven other documents.',
  ),
  fi(
    'lomakkeista',
    '/blogi/saavutettavat-lomakkeet',
    'inflection',
    'Title "Lomakkeet, joita kaikki…"; "lomake" is also in a heading of two other posts.',
  ),
  fi(
    'näppäimistö',
    '/blogi/nappaimistolla-lapi-sivuston',
    'inflection',
    'Title has the adessive "Näppäimistöllä"; "näppäimistöllä" is in the body of about ten documents.',
  ),
  fi('joulumyyntiin', '/blogi/joulumyynti-alkaa-lokakuussa', 'inflection', 'Title "Joulumyynti alkaa…".'),
  fi(
    'palautuksista',
    '/blogi/verkkokaupan-palautukset',
    'inflection',
    'Title "Verkkokaupan palautukset sujuviksi"; the backup post has "palautus" in its title too.',
  ),
  fi(
    'rakenteellista dataa',
    '/blogi/rakenteellinen-data',
    'inflection',
    'Both words inflected (title "Rakenteellinen data…"). Snowball stems rakenteellista → rakenteel but rakenteellinen → rakenteellin: the -nen adjective meets only by prefix.',
  ),
  fi(
    'verkkotunnuksen',
    '/blogi/verkkotunnus-ja-varmenne',
    'inflection',
    'Title "Verkkotunnus ja varmenne…" (-us noun: Snowball verkkotunnus vs verkkotunnuks); the excerpt has the genitive as typed.',
  ),
  fi('tekoälystä', '/blogi/tekoaly-ja-hakukoneet', 'inflection', 'Title "Tekoäly ja hakukoneet…".'),
  fi(
    'ruudunlukija',
    '/blogi/ruudunlukijan-nakokulma',
    'inflection',
    'Title has the genitive "ruudunlukijan"; the word is in the body of about fifteen documents, in a title only here.',
  ),
  fi(
    'hammasklinikka',
    '/referenssit/hammasklinikan-ajanvaraus',
    'inflection',
    'Title "Selkeä ajanvaraus hammasklinikalle" (kk/k too); the client "Hervannan Hammasklinikka Oy" is in the text.',
  ),
  fi('leipomo', '/referenssit/leipomon-verkkokauppa', 'inflection', 'Title "Leipomon verkkokauppa…".'),
  fi('saunaseura', '/referenssit/saunaseuran-sivusto', 'inflection', 'Title "Saunaseuran sivusto…".'),
  fi(
    'asukasportaalin',
    '/referenssit/isannointitoimiston-asukasportaali',
    'inflection',
    'Title "Isännöintitoimiston asukasportaali".',
  ),
  fi('kahvilat', '/referenssit/kahvilan-lounaslista', 'inflection', 'Title "Kahvilan lounaslista…".'),
  fi(
    'revontulia',
    '/galleriat/jarvi-suomen-valoa',
    'inflection',
    'Picture title "Revontulet" in the gallery (a heading, not the document title).',
  ),
  fi(
    'kaupunkikuva',
    '/galleriat/kaupunkikuvia-tampereelta',
    'inflection',
    'Title "Kaupunkikuvia Tampereelta".',
  ),
  fi(
    'kuusikossa',
    '/galleriat/jarvi-suomen-valoa',
    'inflection',
    'Picture title "Kuusikko kesällä"; its caption has "kuusikon".',
  ),
  fi('haitari', '/widgetit/haitarit-ja-valilehdet', 'inflection', 'Title "Haitarit ja välilehdet".'),
  fi(
    'aikajana',
    '/widgetit/aikajanat-ja-tiimi',
    'inflection',
    'Title "Aikajanat ja tiimi". Snowball stems aikajana → aikaj but aikajanat → aikajan: a prefix match.',
  ),
  fi(
    'uutisnauhoja',
    '/widgetit/vihjeet-ympyrat-ja-uutisnauhat',
    'inflection',
    'Hard: title "…uutisnauhat", but Snowball stems uutisnauhoja → uutisnauho and uutisnauhat → uutisnauh (a → o before the plural i); the query stem is one letter longer than the document’s.',
  ),
  fi('kesälomalla', '/blogi/kesaloma-ja-paivitykset', 'inflection', 'Title "Kesäloma ei ole syy…".'),
  fi(
    'kaksikielisen',
    '/referenssit/safariyrityksen-varaussivusto',
    'inflection',
    'Hard: title "…kaksikielinen varaussivusto", the only occurrence; Snowball stems kaksikielisen → kaksikielis and kaksikielinen → kaksikielin (-nen/-se- adjective), one edit apart.',
  ),
  fi(
    'otsikoista',
    '/blogi/hyva-otsikko-palvelee-molempia',
    'inflection',
    'Title "Hyvä otsikko palvelee…"; the Widgetit page has "Otsikot" and two more otsikko headings.',
  ),

  // ── Finnish: consonant gradation ──────────────────────────────────────────────────────────────
  fi(
    'yhteystietoja',
    '/yhteystiedot',
    'gradation',
    't/d: title "Yhteystiedot" (Snowball yhteystieto vs yhteystiedo). The post "Älä piilota yhteystietoja" has the exact form in its title and may rank first.',
  ),
  fi(
    'hakukoneoptimoinnista',
    '/blogi/sivuston-nopeus-ja-hakukoneoptimointi',
    'gradation',
    'nt/nn: title "…hakukoneoptimointia"; other documents have it in the body only.',
  ),
  fi(
    'maksutapoja',
    '/blogi/maksutavat-joita-ostaja-odottaa',
    'gradation',
    'p/v: title "Maksutavat, joita…" (Snowball maksutapo vs maksutav); the body also has "Maksutapojen".',
  ),
  fi(
    'sudenkuopat',
    '/blogi/kassan-kolme-sudenkuoppaa',
    'gradation',
    'pp/p: title "Kassan kolme sudenkuoppaa".',
  ),
  fi(
    'varmenteet',
    '/blogi/verkkotunnus-ja-varmenne',
    'gradation',
    'nt/nn: title "…varmenne"; Snowball over-stems varmenne → varm against varmenteet → varment. The body has "varmenteita".',
  ),
  fi(
    'välilehti',
    '/widgetit/haitarit-ja-valilehdet',
    'gradation',
    't/d: title "Haitarit ja välilehdet" (Snowball välileht vs välilehd); the body has "välilehteä".',
  ),
  fi(
    'laatikko',
    '/widgetit/avautuvat-laatikot',
    'gradation',
    'kk/k: title "Avautuvat laatikot"; the Widgetit page has a box titled "Linkitetty laatikko".',
  ),
  fi('alustan valinnasta', PLATFORM, 'gradation', 'nt/nn: title "Alustan valinta".'),
  fi(
    'sähköliikkeen ylläpidosta',
    '/referenssit/sahkoliikkeen-yllapito',
    'gradation',
    'Hard: t/d in the second word. Title "Sähköliikkeen ylläpito ja jatkokehitys"; the item has no ylläpid- form anywhere (Snowball ylläpido vs ylläpito).',
  ),
  fi('ratikat', '/galleriat/kaupunkikuvia-tampereelta', 'gradation', 'kk/k: picture title "Ratikka".'),
  fi(
    'leipä',
    '/referenssit/leipomon-verkkokauppa',
    'gradation',
    'p/v: body only, the excerpt\'s "tuoreet leivät"; the only other document with the word has "ruisleipää".',
  ),

  // ── Finnish: parts of compound words ──────────────────────────────────────────────────────────
  fi(
    'kauppa',
    SHOPS,
    'compound',
    'Hard: "kauppa" is a compound part in seven titles (Verkkokaupat, three posts, three portfolio items), kauppa/kaupan/kauppaa stand alone in the text of about ten more, and "Kaupunkikuvia" begins with the same letters. The page is in the top five only if a one-word title whose one word matches ranks above longer titles.',
  ),
  fi(
    'seloste',
    '/tietosuojaseloste',
    'compound',
    'Title "Tietosuojaseloste"; the text also has "Tämä seloste". The post "Saavutettavuusseloste…" matches as well.',
  ),
  fi(
    'direktiivi',
    '/blogi/esteettomyysdirektiivi-ja-verkkokauppa',
    'compound',
    'Title "Mitä esteettömyysdirektiivi tarkoittaa…".',
  ),
  fi(
    'sopimus',
    '/blogi/yllapitosopimuksen-sisalto',
    'compound',
    'Title "Ylläpitosopimus: …"; three other documents have ylläpitosopimus/-sopimuksen in the body.',
  ),
  fi(
    'tutkimus',
    '/blogi/hakusanatutkimus-ilman-kalliita-tyokaluja',
    'compound',
    'Title "Hakusanatutkimus ilman…".',
  ),
  fi(
    'kontrasti',
    '/blogi/varikontrasti-ja-brandivarit',
    'compound',
    'Title "Värikontrasti ja brändivärit…"; the plain word is in its body and in the tooltip page body.',
  ),
  fi(
    'portaali',
    '/referenssit/isannointitoimiston-asukasportaali',
    'compound',
    'Title "…asukasportaali"; the body has "Portaalin".',
  ),
  fi(
    'varusteet',
    '/referenssit/retkeilyvarusteiden-verkkokauppa',
    'compound',
    'Title "Retkeilyvarusteiden verkkokauppa" (compound part, inflected); the body has "varusteet".',
  ),
  fi('myynti', '/blogi/joulumyynti-alkaa-lokakuussa', 'compound', 'Title "Joulumyynti alkaa…".'),
  fi(
    'profiili',
    '/blogi/paikallinen-nakyvyys-ja-yritysprofiili',
    'compound',
    'Title "…alkaa yritysprofiilista" (compound part, inflected); the body has "profiilissa".',
  ),
  fi(
    'käyttöliittymä',
    '/galleriat/kayttoliittymaluonnoksia',
    'compound',
    'Title "Käyttöliittymäluonnoksia".',
  ),
  fi(
    'tietoturva',
    '/blogi/tietoturvapaivitykset-verkkokaupassa',
    'compound',
    'Title "Tietoturvapäivitykset verkkokaupassa…"; the boxes showcase has a box titled "Tietoturva", and several bodies have tietoturva- compounds.',
  ),
  fi('lounas', '/referenssit/kahvilan-lounaslista', 'compound', 'Title "Kahvilan lounaslista…".'),

  // ── Finnish: one-edit typos in words of five or more letters ─────────────────────────────────
  fi(
    'verkkosivt',
    '/palvelut/verkkosivut',
    'typo',
    'Deletion. Title "Verkkosivut"; also one edit from "verkkosivu" (a post title) and in the home page heading.',
  ),
  fi('palvleut', '/palvelut', 'typo', 'Transposition (le → el) in the title "Palvelut".'),
  fi(
    'yhteystiedt',
    '/yhteystiedot',
    'typo',
    'Deletion. Title "Yhteystiedot"; the timeline showcase page has it as a heading.',
  ),
  fi('tietosuojaselsote', '/tietosuojaseloste', 'typo', 'Transposition (os → so).'),
  fi(
    'hakusanatutkimsu',
    '/blogi/hakusanatutkimus-ilman-kalliita-tyokaluja',
    'typo',
    'Transposition at the end (us → su).',
  ),
  fi(
    'sisällönhallinat',
    '/blogi/sisallonhallinta-jota-kaytetaan',
    'typo',
    'Transposition (ta → at) in the title "Sisällönhallinta, jota…"; the home page and the accordion page have "sisällönhallinta" in their text.',
  ),
  fi('joulumyyti', '/blogi/joulumyynti-alkaa-lokakuussa', 'typo', 'Deletion (joulumyynti).'),
  fi(
    'saavutettavuusselloste',
    '/blogi/saavutettavuusseloste',
    'typo',
    'Insertion (ll) in a long compound: if the engine splits the typed word into parts, "saavutettavuus" alone matches fifteen documents; only the title (and one portfolio item\'s text) is one edit away.',
  ),
  fi(
    'esteettömyysdirektiivii',
    '/blogi/esteettomyysdirektiivi-ja-verkkokauppa',
    'typo',
    'Insertion at the end.',
  ),
  fi(
    'revomtulet',
    '/galleriat/jarvi-suomen-valoa',
    'typo',
    'Substitution (n → m, the next key) in the picture title "Revontulet".',
  ),
  fi(
    'saubaseura',
    '/referenssit/saunaseuran-sivusto',
    'typo',
    'Substitution (n → b). One edit from the client name "Saunaseura Löyly ry" in the text, two from the title\'s "Saunaseuran" unless the typo is matched on stems.',
  ),
  fi('retkelyvarusteiden', '/referenssit/retkeilyvarusteiden-verkkokauppa', 'typo', 'Deletion (retkeily).'),
  fi('värikontarsti', '/blogi/varikontrasti-ja-brandivarit', 'typo', 'Transposition (ra → ar).'),
  fi(
    'tietoturvapäivitykset verkkokaupssa',
    '/blogi/tietoturvapaivitykset-verkkokaupassa',
    'typo',
    'Two words, a deletion in the second (verkkokaupassa); both words are in the title.',
  ),

  // ── Finnish: typed without ä and ö ────────────────────────────────────────────────────────────
  fi(
    'tietoa meista',
    '/tietoa-meista',
    'diacritics',
    'Title "Tietoa meistä"; other pages have it as a button label.',
  ),
  fi('nappaimistolla', '/blogi/nappaimistolla-lapi-sivuston', 'diacritics', 'Title "Näppäimistöllä läpi…".'),
  fi('yllapitosopimus', '/blogi/yllapitosopimuksen-sisalto', 'diacritics', 'Title "Ylläpitosopimus: …".'),
  fi(
    'esteettomyysdirektiivi',
    '/blogi/esteettomyysdirektiivi-ja-verkkokauppa',
    'diacritics',
    'Title "Mitä esteettömyysdirektiivi…".',
  ),
  fi(
    'kayttoliittymaluonnoksia',
    '/galleriat/kayttoliittymaluonnoksia',
    'diacritics',
    'Title, exact otherwise.',
  ),
  fi(
    'jarvi-suomen valoa',
    '/galleriat/jarvi-suomen-valoa',
    'diacritics',
    'The title "Järvi-Suomen valoa" as typed with its hyphen, without ä.',
  ),
  fi(
    'sahkoliikkeen',
    '/referenssit/sahkoliikkeen-yllapito',
    'diacritics',
    'Title "Sähköliikkeen ylläpito…"; the client "Pirkan Sähkö ja Valo Oy" is in the text.',
  ),
  fi(
    'paikallinen nakyvyys',
    '/blogi/paikallinen-nakyvyys-ja-yritysprofiili',
    'diacritics',
    'Title "Paikallinen näkyvyys alkaa…"; the portfolio item "Puutarhapalvelun paikallinen näkyvyys" matches as well.',
  ),
  fi('aaneen luettu', '/blogi/ruudunlukijan-nakokulma', 'diacritics', 'Title "Ääneen luettu verkkosivu…".'),
  fi(
    'oiset paivitykset',
    '/blogi/oiset-paivitykset-ja-yllapidon-rutiinit',
    'diacritics',
    'Title "Öiset päivitykset…".',
  ),
  fi('tekoaly', '/blogi/tekoaly-ja-hakukoneet', 'diacritics', 'Title "Tekoäly ja hakukoneet…".'),
  fi(
    'isannointitoimisto',
    '/referenssit/isannointitoimiston-asukasportaali',
    'diacritics',
    'Also inflected: title "Isännöintitoimiston asukasportaali".',
  ),
  fi('valilehdet', '/widgetit/haitarit-ja-valilehdet', 'diacritics', 'Title "Haitarit ja välilehdet".'),

  // ── Finnish: capitals ─────────────────────────────────────────────────────────────────────────
  fi(
    'VERKKOKAUPAT',
    SHOPS,
    'capitals',
    'Title "Verkkokaupat", the only title with this exact form; the boxes showcase has it as a box title, the accordion page as a tab label.',
  ),
  fi(
    'TIETOSUOJA',
    '/tietosuojaseloste',
    'capitals',
    'Compound part of the title; the text has "tietosuoja-asetuksen" and "tietosuoja@…".',
  ),
  fi('Kassan Kolme Sudenkuoppaa', '/blogi/kassan-kolme-sudenkuoppaa', 'capitals', 'The title in title case.'),
  fi('REFERENSSIT', '/referenssit', 'capitals', 'Title of the portfolio list page.'),
  fi('GALLERIAT', '/galleriat', 'capitals', 'Title of the galleries list page.'),
  fi('MOBILEPAY', PLATFORM, 'capitals', 'Body only, but the only document with the word.'),
  fi(
    'LIGHTHOUSE',
    '/palvelut/verkkosivut',
    'capitals',
    'Body only ("Lighthouse-tulos"), the only document with it.',
  ),

  // ── Finnish: exact words ──────────────────────────────────────────────────────────────────────
  fi('saavutettavuusseloste', '/blogi/saavutettavuusseloste', 'exact', 'Title "Saavutettavuusseloste – …".'),
  fi(
    'Yhteystiedot',
    '/yhteystiedot',
    'exact',
    'Title; also a heading on the timeline showcase page and a tab label on the accordion page.',
  ),
  fi('Widgetit', '/widgetit', 'exact', 'Title of the widget showcase page.'),
  fi(
    'leipomon verkkokauppa',
    '/referenssit/leipomon-verkkokauppa',
    'exact',
    'Two words of the title "Leipomon verkkokauppa ja noutotilaukset".',
  ),
  fi(
    'rautalankamalli',
    '/galleriat/kayttoliittymaluonnoksia',
    'exact',
    'Picture title "Rautalankamalli"; other forms of it are in the body of three other documents.',
  ),
  fi(
    'verkkosivut',
    '/palvelut/verkkosivut',
    'exact',
    'Title "Verkkosivut"; also the home page heading, a box title on Palvelut and a tab label.',
  ),
  fi('Tietoa meistä', '/tietoa-meista', 'exact', 'Title; other pages have it as a button label.'),
  fi('lounaslista', '/referenssit/kahvilan-lounaslista', 'exact', 'Title "Kahvilan lounaslista…".'),

  // ── English ───────────────────────────────────────────────────────────────────────────────────
  en(
    'contacting',
    '/en/contact',
    'inflection',
    '-ing form of the title "Contact"; the post "Don\'t hide your contact details" has it in its title too.',
  ),
  en(
    'choosing platforms',
    '/en/online-shops/choosing-a-platform',
    'inflection',
    'Title "Choosing a platform" (the English page sits under /en/online-shops, whose Finnish parents have no English version).',
  ),
  en('policies', '/en/privacy-policy', 'inflection', 'Plural of the title\'s "policy".'),
  en(
    'cookie',
    '/en/privacy-policy',
    'inflection',
    'Heading "Cookies"; the widgets page body has "cookies" too.',
  ),
  en('accordion', '/en/widgets/accordions-and-tabs', 'inflection', 'Title "Accordions and tabs".'),
  en('timeline', '/en/widgets/timelines-and-team', 'inflection', 'Title "Timelines and team".'),
  en(
    'tooltip',
    '/en/widgets/tooltips-circles-and-tickers',
    'inflection',
    'Title "Tooltips, circles and tickers".',
  ),
  en(
    'restoring backups',
    '/en/blog/test-your-backup-restore',
    'inflection',
    'Title "A backup exists only once you have tested restoring it"; three other documents have backups and restore in the body.',
  ),
  en(
    'keyboards',
    '/en/blog/through-the-site-by-keyboard',
    'inflection',
    'Title "…by keyboard"; "keyboard" is in the body of six other documents.',
  ),
  en(
    'redesigning websites',
    '/en/blog/website-redesign-starts-with-goals',
    'inflection',
    'Title "A website redesign starts with goals…".',
  ),
  en(
    'payment method',
    '/en/blog/payment-methods-finnish-buyers-expect',
    'inflection',
    'Title "Payment methods…".',
  ),
  en('bakeries', '/en/portfolio/bakery-online-shop', 'inflection', 'Title "…for a bakery" (y → ies).'),
  en('cityscape', '/en/galleries/tampere-cityscapes', 'inflection', 'Title "Tampere cityscapes".'),
  en('dental clinics', '/en/portfolio/dental-clinic-booking', 'inflection', 'Title "…for a dental clinic".'),
  en(
    'gallery',
    '/en/galleries',
    'inflection',
    'Title "Galleries"; the interface sketches gallery has "gallery" in its text.',
  ),
  en('certificates', '/en/blog/domain-and-certificate', 'inflection', 'Title "Domain and certificate…".'),
  en(
    'wholesalers',
    '/en/portfolio/fish-wholesaler-shop',
    'inflection',
    'Title "Making a fish wholesaler\'s shop accessible" (possessive).',
  ),
  en(
    'accesibility statement',
    '/en/blog/the-accessibility-statement',
    'typo',
    'Deletion (one s) in a word of a dozen documents; both words are in the title.',
  ),
  en(
    'mantenance agreement',
    '/en/blog/what-to-put-in-a-maintenance-agreement',
    'typo',
    'Deletion (maintenance); three other documents have "maintenance agreement" in the body.',
  ),
  en(
    'keybaord',
    '/en/blog/through-the-site-by-keyboard',
    'typo',
    'Transposition; "keyboard" is in the body of six other documents, in a title only here.',
  ),
  en('CHRISTMAS SALES', '/en/blog/christmas-sales-start-in-october', 'capitals', 'Title words in capitals.'),
  en(
    'LAKELAND',
    '/en/galleries/finnish-lakeland-light',
    'capitals',
    'Title "Light of the Finnish Lakeland".',
  ),
  en(
    'cafe lunch',
    '/en/portfolio/cafe-lunch-menu',
    'diacritics',
    'Title "A café\'s lunch menu…" typed without é.',
  ),
  en(
    'structured data',
    '/en/blog/structured-data-in-search-results',
    'exact',
    'Title "Structured data shows in search results"; two portfolio items have it in the body.',
  ),
]
