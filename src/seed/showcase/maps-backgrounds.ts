import type { WidgetMap } from '@/blocks/types'
import { col, heading, page, paragraphs, section, titleSection, WHITE } from '../builders'
import type { Ids } from '../content'
import type { Layout, Showcase } from './types'

type Locale = 'fi' | 'en'
type Marker = NonNullable<WidgetMap['map']['markers']>[number]

export function map(
  title: string,
  markers: Marker[],
  extra: Partial<WidgetMap['map']> = {},
): WidgetMap['map'] {
  return { blockType: 'map', title, markers, height: 'm', ...extra }
}

/** The demo YouTube video the other video showcases use (Blender Foundation's Big Buck Bunny). */
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'

const COPY = {
  fi: {
    title: 'Kartta ja taustavideot',
    lead: 'OpenStreetMap-kartta merkkeineen ja osioiden taustavideot. Kartta latautuu vasta, kun hyväksyt evästeet; omat videomme toistuvat vain, kun ne ovat näkyvissä.',
    mapTitle: 'Toimistomme ja kumppanimme',
    mapIntro:
      'Kajo Digitalin toimisto on Tampereen Finlaysonilla, vanhan puuvillatehtaan alueella. Valitse merkki hiirellä tai siirry siihen sarkaimella ja paina Enter.',
    office: {
      title: 'Kajo Digital',
      address: 'Satakunnankatu 18 B, 33210 Tampere',
      text: 'Toimisto Finlaysonin tehdasalueella, 3. kerros. Sisäänkäynti pihan puolelta.',
      link: 'Ota yhteyttä',
    },
    partner: {
      title: 'Pikselipaja Oy',
      address: 'Tallberginkatu 1, 00180 Helsinki',
      text: 'Kumppanimme Kaapelitehtaalla: verkkokaupat ja maksuratkaisut.',
    },
    north: {
      title: 'Koodikontti Oy',
      address: 'Kauppurienkatu 12, 90100 Oulu',
      text: 'Kumppanimme Oulussa: mobiilisovellukset ja rajapinnat.',
    },
    turkuTitle: 'Turun toimisto',
    turkuIntro:
      'Kun merkin sijaintia ei ole annettu tai sitä ei tunnisteta, karttaa ei ladata lainkaan: osoite näkyy tekstinä.',
    turku: {
      title: 'Kajo Digital Turku',
      address: 'Linnankatu 3, 20100 Turku',
      text: 'Avautuu keväällä.',
    },
    hostedTitle: 'Taustavideo omalta palvelimelta',
    hostedText:
      'Video toistuu vain, kun osio on näkyvissä, ja pysähtyy, kun vierität ohi. Puhelimissa ja kosketusnäytöillä näkyy vain kuva, eikä videota ladata lainkaan. Jos olet pyytänyt vähemmän liikettä, näet vain kuvan.',
    youtubeTitle: 'YouTube-taustavideo',
    youtubeText:
      'YouTube-tausta latautuu vasta evästeiden hyväksymisen jälkeen ja toistaa vain valitun kohdan videosta. Sitä ennen näkyy oma kuvamme.',
  },
  en: {
    title: 'Map and background videos',
    lead: 'An OpenStreetMap map with markers, and background videos for sections. The map loads only once you accept cookies; our own videos play only while they are on screen.',
    mapTitle: 'Our office and partners',
    mapIntro:
      "Kajo Digital's office is at Finlayson in Tampere, on the grounds of the old cotton mill. Pick a marker with the mouse, or reach it with the Tab key and press Enter.",
    office: {
      title: 'Kajo Digital',
      address: 'Satakunnankatu 18 B, 33210 Tampere',
      text: 'Our office on the Finlayson mill grounds, 3rd floor. The entrance is on the courtyard side.',
      link: 'Contact us',
    },
    partner: {
      title: 'Pikselipaja Oy',
      address: 'Tallberginkatu 1, 00180 Helsinki',
      text: 'Our partner at the Cable Factory: online shops and payments.',
    },
    north: {
      title: 'Koodikontti Oy',
      address: 'Kauppurienkatu 12, 90100 Oulu',
      text: 'Our partner in Oulu: mobile apps and APIs.',
    },
    turkuTitle: 'Our Turku office',
    turkuIntro:
      'When a marker has no location, or one the map does not recognise, no map loads at all: the address shows as text.',
    turku: {
      title: 'Kajo Digital Turku',
      address: 'Linnankatu 3, 20100 Turku',
      text: 'Opening in the spring.',
    },
    hostedTitle: 'A background video from our own server',
    hostedText:
      'The video plays only while the section is on screen and pauses when you scroll past. Phones and touch screens show the picture only and load no video at all. If you have asked for less motion, you see the picture only.',
    youtubeTitle: 'A YouTube background video',
    youtubeText:
      'The YouTube background loads only once you accept cookies, and plays just the chosen part of the video. Until then our own picture shows.',
  },
} as const

function layout(locale: Locale, ids: Ids): Layout {
  const c = COPY[locale]
  const overlay = { colour: '#0b1a2e', opacity: 55, pattern: 'none' as const }
  // The sections over a background video: edge to edge, roomy, white text.
  const videoBand = { width: 'full', textColour: WHITE, paddingTop: 'xl', paddingBottom: 'xl' } as const
  return [
    titleSection(c.title, c.lead),
    section(
      { anchorId: 'kartta' },
      col('1/3', heading(c.mapTitle, 'h2'), paragraphs(c.mapIntro)),
      col(
        '2/3',
        map(c.mapTitle, [
          {
            ...c.office,
            location: '61.5009, 23.7581',
            hasLink: true,
            link: { ...page(ids.pages.contact), label: c.office.link },
          },
          {
            ...c.partner,
            location: 'https://www.openstreetmap.org/?mlat=60.1614&mlon=24.9056#map=16/60.1614/24.9056',
          },
          { ...c.north, location: '65.0121° N, 25.4651° E' },
        ]),
      ),
    ),
    section(
      {
        anchorId: 'taustavideo',
        ...videoBand,
        background: {
          type: 'video',
          parallax: true,
          video: {
            source: 'hosted',
            file: ids.videos.aurora,
            poster: ids.images.aurora,
            muted: true,
            loop: true,
            autoplay: true,
            start: 1,
            stop: 6,
          },
        },
        overlay,
      },
      col('1/2', heading(c.hostedTitle, 'h2'), paragraphs(c.hostedText)),
    ),
    section(
      { anchorId: 'osoite' },
      col('1/3', heading(c.turkuTitle, 'h2'), paragraphs(c.turkuIntro)),
      // An address where the location belongs: not a location the map can show.
      col('2/3', map(c.turkuTitle, [{ ...c.turku, location: c.turku.address }])),
    ),
    section(
      {
        anchorId: 'youtube-tausta',
        ...videoBand,
        background: {
          type: 'video',
          video: {
            source: 'youtube',
            url: YOUTUBE_URL,
            poster: ids.images.winter,
            muted: true,
            loop: true,
            autoplay: true,
            start: 30,
            stop: 60,
          },
        },
        // The winter picture is light: a darker overlay keeps the white text readable.
        overlay: { ...overlay, opacity: 75 },
      },
      col('1/2', heading(c.youtubeTitle, 'h2'), paragraphs(c.youtubeText)),
    ),
  ]
}

export const mapsBackgrounds: Showcase = {
  fi: {
    title: COPY.fi.title,
    slug: 'kartta-ja-taustavideot',
    description: 'OpenStreetMap-kartta merkkeineen ja osioiden taustavideot Kajo Digitalin sivuilla.',
  },
  en: {
    title: COPY.en.title,
    slug: 'map-and-background-videos',
    description: 'An OpenStreetMap map with markers and section background videos on the Kajo Digital site.',
  },
  layout,
}
