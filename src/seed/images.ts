import { city, forest, hillside, lake, meadowPoster, SCENE_HEIGHT, SCENE_WIDTH, screen } from './scenes'

/** Demo pictures drawn locally from SVG, so seeding needs no network and ships no binaries. */
export type DemoImage = {
  name: string
  alt: { fi: string; en: string }
  svg: string
  width: number
  height: number
}

function landscape(w: number, h: number, sky: [string, string], hills: string[], sun?: string): string {
  const layers = hills
    .map((colour, i) => {
      const y = h * (0.55 + i * 0.12)
      const amp = h * (0.08 - i * 0.015)
      return `<path d="M0 ${y} C ${w * 0.25} ${y - amp} ${w * 0.4} ${y + amp} ${w * 0.6} ${y} S ${w * 0.9} ${y - amp} ${w} ${y} V ${h} H 0 Z" fill="${colour}"/>`
    })
    .join('')
  const sunCircle = sun
    ? `<circle cx="${w * 0.72}" cy="${h * 0.32}" r="${h * 0.09}" fill="${sun}" opacity="0.9"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>${sunCircle}${layers}</svg>`
}

function aurora(w: number, h: number): string {
  const bands = ['#3ddc97', '#2bb3a3', '#7b5cd6']
    .map(
      (c, i) =>
        `<path d="M0 ${h * (0.3 + i * 0.08)} C ${w * 0.3} ${h * (0.1 + i * 0.1)} ${w * 0.6} ${h * (0.5 + i * 0.05)} ${w} ${h * (0.2 + i * 0.1)}" stroke="${c}" stroke-width="${h * 0.06}" fill="none" opacity="0.55"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="#0b1a2e"/>${bands}
  <path d="M0 ${h * 0.8} L ${w * 0.15} ${h * 0.62} L ${w * 0.3} ${h * 0.8} L ${w * 0.45} ${h * 0.58} L ${w * 0.6} ${h * 0.8} L ${w * 0.78} ${h * 0.6} L ${w} ${h * 0.8} V ${h} H 0 Z" fill="#06101c"/></svg>`
}

function workspace(w: number, h: number, tone: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${tone}"/>
  <rect x="${w * 0.12}" y="${h * 0.2}" width="${w * 0.5}" height="${h * 0.38}" rx="12" fill="#292929"/>
  <rect x="${w * 0.14}" y="${h * 0.23}" width="${w * 0.46}" height="${h * 0.3}" rx="6" fill="#f2efea"/>
  <rect x="${w * 0.17}" y="${h * 0.27}" width="${w * 0.2}" height="${h * 0.04}" fill="#8a2432"/>
  <rect x="${w * 0.17}" y="${h * 0.34}" width="${w * 0.36}" height="${h * 0.02}" fill="#b9b2a8"/>
  <rect x="${w * 0.17}" y="${h * 0.39}" width="${w * 0.3}" height="${h * 0.02}" fill="#b9b2a8"/>
  <rect x="${w * 0.05}" y="${h * 0.66}" width="${w * 0.9}" height="${h * 0.06}" fill="#5c4636"/>
  <circle cx="${w * 0.78}" cy="${h * 0.55}" r="${h * 0.1}" fill="#3c6e47"/>
  <rect x="${w * 0.76}" y="${h * 0.55}" width="${w * 0.04}" height="${h * 0.11}" fill="#5c4636"/></svg>`
}

/** A drawn head-and-shoulders portrait for the team cards: no real person, no photo file. */
function portrait(
  size: number,
  bg: string,
  skin: string,
  hair: string,
  shirt: string,
  long: boolean,
): string {
  const u = size / 100
  const longHair = long
    ? `<path d="M${29 * u} ${42 * u} Q${27 * u} ${72 * u} ${36 * u} ${80 * u} H${64 * u} Q${73 * u} ${72 * u} ${71 * u} ${42 * u} Z" fill="${hair}"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${bg}"/>${longHair}
  <path d="M${14 * u} ${size} Q${16 * u} ${74 * u} ${50 * u} ${72 * u} Q${84 * u} ${74 * u} ${86 * u} ${size} Z" fill="${shirt}"/>
  <rect x="${44 * u}" y="${56 * u}" width="${12 * u}" height="${18 * u}" rx="${4 * u}" fill="${skin}"/>
  <ellipse cx="${50 * u}" cy="${44 * u}" rx="${17 * u}" ry="${20 * u}" fill="${skin}"/>
  <path d="M${32 * u} ${42 * u} Q${32 * u} ${20 * u} ${50 * u} ${21 * u} Q${69 * u} ${20 * u} ${68 * u} ${42 * u} Q${60 * u} ${30 * u} ${44 * u} ${31 * u} Q${36 * u} ${32 * u} ${32 * u} ${42 * u} Z" fill="${hair}"/></svg>`
}

/** The pictures the pages use, by the name the layouts know them by (Ids['images']). */
export const DEMO_IMAGES = {
  hero: {
    name: 'hero-jarvimaisema',
    alt: {
      fi: 'Järvimaisema auringonlaskussa, metsäiset harjut peilautuvat veteen',
      en: 'A lake landscape at sunset with forested ridges',
    },
    svg: landscape(1920, 1080, ['#f6c28b', '#e9806e'], ['#5b7a6a', '#3e5a4d', '#243b32'], '#fff1c9'),
    width: 1920,
    height: 1080,
  },
  aurora: {
    name: 'revontulet',
    alt: { fi: 'Revontulet tunturin yllä', en: 'Northern lights above a fell' },
    svg: aurora(1600, 1000),
    width: 1600,
    height: 1000,
  },
  desk: {
    name: 'tyotila',
    alt: {
      fi: 'Työpöytä, jolla on kannettava tietokone ja viherkasvi',
      en: 'A desk with a laptop and a plant',
    },
    svg: workspace(1200, 800, '#d9cfc1'),
    width: 1200,
    height: 800,
  },
  winter: {
    name: 'talvimetsa',
    alt: { fi: 'Luminen metsä sinisellä hetkellä', en: 'A snowy forest at blue hour' },
    svg: landscape(1200, 800, ['#9fb8d9', '#dfe8f2'], ['#ffffff', '#c9d6e6', '#7e93ad']),
    width: 1200,
    height: 800,
  },
  archipelago: {
    name: 'saaristo',
    alt: { fi: 'Saariston luotoja kesäpäivänä', en: 'Archipelago islets on a summer day' },
    svg: landscape(1200, 800, ['#7fc4e8', '#cdeaf7'], ['#2f6f8f', '#6f8f5a', '#2a5a78'], '#fffbe0'),
    width: 1200,
    height: 800,
  },
  portraitAino: {
    name: 'tiimi-aino',
    alt: { fi: 'Piirretty muotokuva: Aino Virtanen', en: 'Drawn portrait: Aino Virtanen' },
    svg: portrait(800, '#e9c8b4', '#f1c7a5', '#7a4a2a', '#8a2432', true),
    width: 800,
    height: 800,
  },
  portraitMikko: {
    name: 'tiimi-mikko',
    alt: { fi: 'Piirretty muotokuva: Mikko Laine', en: 'Drawn portrait: Mikko Laine' },
    svg: portrait(800, '#b9cfe0', '#e8b896', '#d8b25a', '#1f5f4a', false),
    width: 800,
    height: 800,
  },
  portraitSanna: {
    name: 'tiimi-sanna',
    alt: { fi: 'Piirretty muotokuva: Sanna Korhonen', en: 'Drawn portrait: Sanna Korhonen' },
    svg: portrait(800, '#cfe3c9', '#c98f6b', '#2b1d16', '#2f4b7a', true),
    width: 800,
    height: 800,
  },
} satisfies Record<string, DemoImage>

/** A full-size scene (src/seed/scenes.ts) with its alt text in both languages. */
export const scene = (name: string, fi: string, en: string, svg: string): DemoImage => ({
  name,
  alt: { fi, en },
  svg,
  width: SCENE_WIDTH,
  height: SCENE_HEIGHT,
})

const SAUNA = { wall: '#8e3b2e', window: '#ffd66b', smoke: true }

/**
 * Pictures for the galleries, reused as post hero images and portfolio pictures. Drawn 1600 px
 * wide: no size is enlarged beyond that (withoutEnlargement), which keeps seeding quick.
 */
export const PICTURES = {
  summerNight: scene(
    'kesayo-jarvella',
    'Kesäyö järvellä: matalalla paistava aurinko, rantasauna ja laituri',
    'A summer night on a lake: a low sun, a lakeside sauna and a jetty',
    lake({
      seed: 11,
      sky: ['#2b3a67', '#c86b85', '#f6b59b'],
      water: ['#e2a08f', '#3b3f6b'],
      shores: ['#3e3552', '#2b2640', '#1f1b2e'],
      sun: { x: 0.62, y: 0.53, r: 0.045, colour: '#ffd9a0' },
      islands: 2,
      sauna: SAUNA,
      birches: ['#3d5a3a', '#4f7046'],
    }),
  ),
  mist: scene(
    'aamusumu',
    'Usvainen aamu järvellä: kalastaja soutuveneessä, taustalla saaria ja metsäinen niemi',
    'A misty morning on a lake: someone fishing from a rowing boat, islands and a wooded headland behind',
    lake({
      seed: 12,
      sky: ['#c9d6df', '#eef2f3'],
      water: ['#dfe7ea', '#9fb3bf'],
      shores: ['#8fa3ad', '#6d8591', '#4f6470'],
      mist: true,
      islands: 3,
      boat: '#4f6470',
      headland: 'right',
    }),
  ),
  ruska: scene(
    'ruska',
    'Ruska-ajan metsä: keltaisia ja punaisia lehtipuita kuusten lomassa ja pitkospuut',
    'Autumn colours in a forest: yellow and red leaves among spruces, and duckboards',
    forest({
      seed: 13,
      sky: ['#f7d9a8', '#fbeedd'],
      rows: ['#5b6b4a', '#3f5538', '#2f4a2e'],
      ground: '#a0522d',
      ruska: ['#d35400', '#e67e22', '#f1c40f', '#c0392b', '#b7950b'],
      sun: { x: 0.8, y: 0.18, r: 0.06, colour: '#fff3d6' },
      duckboards: true,
    }),
  ),
  frozenLake: scene(
    'jaatynyt-jarvi',
    'Jäätynyt järvi talvella, savuava rantasauna ja vaaleanpunainen taivas',
    'A frozen lake in winter, a smoking lakeside sauna and a pink sky',
    lake({
      seed: 14,
      sky: ['#7d8fb8', '#f2c6c2'],
      water: ['#eef3f8', '#c9d6e6'],
      shores: ['#7b8aa3', '#54627d', '#f4f6fa'],
      sun: { x: 0.3, y: 0.5, r: 0.04, colour: '#ffd4b8' },
      ice: true,
      sauna: SAUNA,
      headland: 'right',
    }),
  ),
  auroraLake: scene(
    'revontulet-jarvella',
    'Revontulet kuvastuvat yöllä tyyneen järveen, rannalla sauna',
    'Northern lights reflected in a calm lake at night, a sauna on the shore',
    lake({
      seed: 15,
      sky: ['#050b1a', '#132a45'],
      water: ['#0f2238', '#050b14'],
      shores: ['#0b1422', '#08101b', '#050a12'],
      stars: 160,
      aurora: ['#3ddc97', '#2bb3a3', '#8e6bd6'],
      islands: 1,
      sauna: { wall: '#3a1d18', window: '#ffcf5a', smoke: false },
    }),
  ),
  spruces: scene(
    'kuusimetsa',
    'Kesäinen kuusimetsä, auringonsäteet siivilöityvät puiden läpi',
    'A spruce forest in summer, sunbeams filtering through the trees',
    forest({
      seed: 16,
      sky: ['#9ccfe8', '#e6f4ea'],
      rows: ['#4f7a55', '#2f5e3a', '#1e4a2b', '#143820'],
      ground: '#5b7f3a',
      sun: { x: 0.2, y: 0.12, r: 0.05, colour: '#fffbe0', rays: true },
    }),
  ),
  archipelagoSummer: scene(
    'saaristo-helle',
    'Helteinen kesäpäivä saaristossa: kalliorantaa, saaria ja poutapilviä',
    'A hot summer day in the archipelago: a rocky shore, islands and fair-weather clouds',
    lake({
      seed: 17,
      sky: ['#3b8fd9', '#bfe3f7'],
      water: ['#4fa3d9', '#1f5f8f'],
      shores: ['#4e7d5a', '#3a6b47', '#c9b79c'],
      clouds: '#ffffff',
      islands: 5,
      sun: { x: 0.85, y: 0.12, r: 0.05, colour: '#fffbe0' },
      headland: 'right',
      birches: ['#4c8a3c', '#6aa84f'],
    }),
  ),
  crownSnow: scene(
    'tykkylumi',
    'Tykkylumen peittämiä kuusia tunturissa sinisellä hetkellä',
    'Spruces heavy with crown snow on a fell at blue hour',
    forest({
      seed: 18,
      sky: ['#8fa6d1', '#f5d5d8'],
      rows: ['#c7d3e3', '#aebfd6', '#94a8c4'],
      ground: '#f4f6fa',
      snow: '#ffffff',
      sun: { x: 0.5, y: 0.46, r: 0.05, colour: '#ffd1b3' },
    }),
  ),
  rapids: scene(
    'tammerkoski',
    'Punatiiliset tehdasrakennukset ja korkea piippu kuohuvan kosken rannalla',
    'Red-brick mills and a tall chimney beside foaming rapids',
    city({
      seed: 21,
      sky: ['#8ec5e8', '#e8f4fb'],
      buildings: ['#9aa7b0', '#a0462f', '#8d3b2b', '#b5573b', '#c46a47'],
      windows: ['#d7e3ea', '#ffe08a'],
      chimney: true,
      river: { colours: ['#3f7e9c', '#1d4a63'], rapids: true },
      sun: { x: 0.15, y: 0.15, r: 0.05, colour: '#fffbe0' },
    }),
  ),
  eveningCentre: scene(
    'keskusta-illalla',
    'Kaupungin keskusta illalla, ikkunoissa palaa valoja',
    'The city centre in the evening, with lights in the windows',
    city({
      seed: 22,
      sky: ['#0d1b3d', '#3a3f7a', '#b0608a'],
      buildings: ['#2a2f4f', '#3c3f5c', '#45405e', '#2f3652'],
      windows: ['#2b2f45', '#ffd36b'],
      lit: 0.45,
      stars: 80,
      moon: '#fff4d0',
      street: '#2b2b35',
    }),
  ),
  tram: scene(
    'ratikka',
    'Punainen raitiovaunu kulkee vaaleiden kerrostalojen ohi',
    'A red tram passing pale apartment buildings',
    city({
      seed: 23,
      sky: ['#a8d4f0', '#f0f7fb'],
      buildings: ['#b8c2c9', '#e8d8b8', '#d9a66b', '#c9d6c3', '#e4b7a0'],
      windows: ['#8fb3c9', '#ffe08a'],
      tram: '#b3253a',
      sun: { x: 0.12, y: 0.12, r: 0.04, colour: '#fffbe0' },
    }),
  ),
  ridgeHouses: scene(
    'puutalot-harjulla',
    'Värikkäitä puutaloja jyrkällä harjulla järven yllä',
    'Colourful wooden houses on a steep ridge above a lake',
    hillside({
      seed: 24,
      sky: ['#f6c28b', '#fbe6c8'],
      hill: '#6d8b4e',
      houses: ['#e3b23c', '#b5473a', '#6e9a6a', '#7ea3c4', '#e8dcc4'],
      water: ['#6fa8c8', '#2f6f8f'],
    }),
  ),
  market: scene(
    'kauppatori',
    'Kauppatorin kojuja raidallisten markiisien alla',
    'Market square stalls under striped awnings',
    city({
      seed: 25,
      sky: ['#bfe0f5', '#f5fbff'],
      buildings: ['#c3cbd1', '#d8c3a5', '#e0cda9', '#b9a48a', '#cfd8dc'],
      windows: ['#9db8c8', '#ffe08a'],
      market: ['#e67e22', '#2e86c1', '#27ae60', '#c0392b'],
      street: '#9e9890',
    }),
  ),
  winterEvening: scene(
    'talvi-ilta',
    'Talvi-ilta kaupungissa: lunta katoilla ja hiljaista lumisadetta',
    'A winter evening in town: snow on the roofs and gently falling snow',
    city({
      seed: 26,
      sky: ['#2c2b5a', '#7b5c9b', '#e3a7c0'],
      buildings: ['#4b4a6b', '#6b5b7b', '#7d6b8d', '#5a5f7f'],
      windows: ['#3d3d5c', '#ffd98a'],
      lit: 0.35,
      roofSnow: true,
      snowfall: true,
      street: '#dfe3ea',
    }),
  ),
  newBlock: scene(
    'uusi-kortteli',
    'Uusi asuinkortteli: vaaleita kerrostaloja ja suuria ikkunoita',
    'A new residential block: pale apartment buildings with large windows',
    city({
      seed: 27,
      sky: ['#d6ecf7', '#ffffff'],
      buildings: ['#cfd8dc', '#f5f5f5', '#e0e0e0', '#90a4ae', '#b0bec5'],
      windows: ['#5d7b8c', '#ffe08a'],
      lit: 0.05,
      sun: { x: 0.88, y: 0.14, r: 0.05, colour: '#fff6c8' },
      street: '#b7b2aa',
    }),
  ),
  harbourLights: scene(
    'rannan-valot',
    'Rannan valot heijastuvat yöllä tummaan veteen kaarisillan takana',
    'Waterfront lights reflected in dark water behind an arched bridge',
    city({
      seed: 28,
      sky: ['#041225', '#0f2d4d', '#2d4d6d'],
      buildings: ['#1b2a3a', '#22364a', '#2b3f55', '#1e3246'],
      windows: ['#26384c', '#ffcf5a'],
      lit: 0.55,
      stars: 120,
      river: { colours: ['#0b2238', '#020a14'], bridge: '#0d1a28' },
      street: '#101820',
    }),
  ),
  uiShop: scene(
    'luonnos-verkkokauppa',
    'Luonnos verkkokaupan tuotelistauksesta: tuotekuvat, hinnat ja ostopainikkeet',
    "A sketch of an online shop's product list: product pictures, prices and buy buttons",
    screen({
      seed: 31,
      kind: 'shop',
      background: ['#f7d9c4', '#e8a87c'],
      accent: '#8a2432',
      paper: '#fffdf9',
      ink: '#c9c2b8',
    }),
  ),
  uiDashboard: scene(
    'luonnos-hallintapaneeli',
    'Hallintapaneelin näkymä: tunnuslukuja, viivakaavio ja pylväskaavio',
    'A dashboard view: key figures, a line chart and a bar chart',
    screen({
      seed: 32,
      kind: 'dashboard',
      background: ['#1f3b4d', '#0f1f2b'],
      accent: '#1f7a8c',
      paper: '#f4f7f9',
      ink: '#b8c4cc',
    }),
  ),
  uiPhone: scene(
    'luonnos-mobiili',
    'Kaksi puhelinta, joissa mobiilisovelluksen korttinäkymä',
    "Two phones showing a mobile app's card view",
    screen({
      seed: 33,
      kind: 'phone',
      background: ['#c3e8d3', '#7cc4a4'],
      accent: '#2d6a4f',
      paper: '#f1f8f4',
      ink: '#b7c9bf',
    }),
  ),
  uiArticle: scene(
    'luonnos-artikkeli',
    'Blogiartikkelin asettelu: iso pääkuva, otsikko ja tekstikappaleita',
    'A blog article layout: a large main image, a heading and paragraphs',
    screen({
      seed: 34,
      kind: 'article',
      background: ['#e7e1f5', '#b9a9e0'],
      accent: '#5b3f8c',
      paper: '#ffffff',
      ink: '#cfc8dc',
    }),
  ),
  uiCheckout: scene(
    'luonnos-kassa',
    'Verkkokaupan kassasivu: edistymispalkki, lomakekentät ja tilauksen yhteenveto',
    "An online shop's checkout: a progress bar, form fields and an order summary",
    screen({
      seed: 35,
      kind: 'checkout',
      background: ['#fdf0c4', '#f2c94c'],
      accent: '#1d3557',
      paper: '#fffef8',
      ink: '#cfc9b5',
    }),
  ),
  uiContrast: scene(
    'luonnos-kontrasti',
    'Värikontrastien vertailu: riittävät yhdistelmät vihreällä, liian heikot punaisella merkillä',
    'Colour contrast comparison: sufficient pairs marked green, too faint ones red',
    screen({
      seed: 36,
      kind: 'contrast',
      background: ['#dfe7ef', '#9fb4c7'],
      accent: '#8a2432',
      paper: '#f8f9fb',
      ink: '#c5ccd4',
    }),
  ),
  uiSearch: scene(
    'luonnos-haku',
    'Sivuston hakutulokset: hakukenttä ja korostettuja osumia',
    'Site search results: a search field and highlighted matches',
    screen({
      seed: 37,
      kind: 'search',
      background: ['#d9f0f7', '#8fcfe0'],
      accent: '#0b6e99',
      paper: '#ffffff',
      ink: '#c3d3da',
    }),
  ),
  uiWireframe: scene(
    'luonnos-rautalanka',
    'Rautalankamalli: sivun rakenne laatikoina ennen visuaalista suunnittelua',
    "A wireframe: the page's structure as boxes before the visual design",
    screen({
      seed: 38,
      kind: 'wireframe',
      background: ['#f4f1ea', '#d9d2c5'],
      accent: '#2f5d8a',
      paper: '#fbfaf7',
      ink: '#c9d3de',
    }),
  ),
  videoPoster: scene(
    'video-niitty',
    'Videon kansikuva: kukkiva niitty, suuri puu ja valkoinen kani',
    'Video poster: a flowering meadow, a large tree and a white rabbit',
    meadowPoster(41),
  ),
} satisfies Record<string, DemoImage>

export type PictureKey = keyof typeof PICTURES
