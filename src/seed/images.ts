import sharp from 'sharp'

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

export const DEMO_IMAGES: DemoImage[] = [
  {
    name: 'hero-jarvimaisema',
    alt: {
      fi: 'Järvimaisema auringonlaskussa, metsäiset harjut peilautuvat veteen',
      en: 'A lake landscape at sunset with forested ridges',
    },
    svg: landscape(1920, 1080, ['#f6c28b', '#e9806e'], ['#5b7a6a', '#3e5a4d', '#243b32'], '#fff1c9'),
    width: 1920,
    height: 1080,
  },
  {
    name: 'revontulet',
    alt: { fi: 'Revontulet tunturin yllä', en: 'Northern lights above a fell' },
    svg: aurora(1600, 1000),
    width: 1600,
    height: 1000,
  },
  {
    name: 'tyotila',
    alt: {
      fi: 'Työpöytä, jolla on kannettava tietokone ja viherkasvi',
      en: 'A desk with a laptop and a plant',
    },
    svg: workspace(1200, 800, '#d9cfc1'),
    width: 1200,
    height: 800,
  },
  {
    name: 'talvimetsa',
    alt: { fi: 'Luminen metsä sinisellä hetkellä', en: 'A snowy forest at blue hour' },
    svg: landscape(1200, 800, ['#9fb8d9', '#dfe8f2'], ['#ffffff', '#c9d6e6', '#7e93ad']),
    width: 1200,
    height: 800,
  },
  {
    name: 'saaristo',
    alt: { fi: 'Saariston luotoja kesäpäivänä', en: 'Archipelago islets on a summer day' },
    svg: landscape(1200, 800, ['#7fc4e8', '#cdeaf7'], ['#2f6f8f', '#6f8f5a', '#2a5a78'], '#fffbe0'),
    width: 1200,
    height: 800,
  },
  {
    name: 'tiimi-aino',
    alt: { fi: 'Piirretty muotokuva: Aino Virtanen', en: 'Drawn portrait: Aino Virtanen' },
    svg: portrait(800, '#e9c8b4', '#f1c7a5', '#7a4a2a', '#8a2432', true),
    width: 800,
    height: 800,
  },
  {
    name: 'tiimi-mikko',
    alt: { fi: 'Piirretty muotokuva: Mikko Laine', en: 'Drawn portrait: Mikko Laine' },
    svg: portrait(800, '#b9cfe0', '#e8b896', '#d8b25a', '#1f5f4a', false),
    width: 800,
    height: 800,
  },
  {
    name: 'tiimi-sanna',
    alt: { fi: 'Piirretty muotokuva: Sanna Korhonen', en: 'Drawn portrait: Sanna Korhonen' },
    svg: portrait(800, '#cfe3c9', '#c98f6b', '#2b1d16', '#2f4b7a', true),
    width: 800,
    height: 800,
  },
]

export async function renderImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(image.svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
}
