import type { Locale } from '@/i18n/locales'
import {
  button,
  col,
  full,
  heading,
  iconBox,
  imageBanner,
  inLocale,
  page,
  pageLabel,
  paragraphs,
  richText,
  section,
  separator,
  titleSection,
  WHITE,
} from './builders'
import type { Ids } from './content'
import { doc, h, link, p, ul } from './lexical'
import type { Layout, Showcase } from './showcase/types'

type Text = ReturnType<typeof inLocale>

/** The Widgetit page's sections that menus link to: the anchor and the heading in both languages. */
export const WIDGET_SECTIONS = {
  headings: { anchor: 'otsikot', fi: 'Otsikot', en: 'Headings' },
  text: { anchor: 'teksti', fi: 'Teksti', en: 'Text' },
  buttons: { anchor: 'painikkeet', fi: 'Painikkeet', en: 'Buttons' },
  iconBoxes: { anchor: 'ikonilaatikot', fi: 'Ikonilaatikot', en: 'Icon boxes' },
  imageBanners: { anchor: 'kuvabannerit', fi: 'Kuvabannerit', en: 'Image banners' },
  separators: { anchor: 'erottimet', fi: 'Erottimet', en: 'Separators' },
} as const

const S = WIDGET_SECTIONS

function headingsSection(locale: Locale, T: Text): Layout[number] {
  return section(
    { anchorId: S.headings.anchor },
    full(
      heading(S.headings[locale], 'h2'),
      heading(T('Keskitetty otsikko alaotsikolla', 'A centred heading with a subtitle'), 'h3', {
        align: 'center',
        subtitle: T('Alaotsikko tarkentaa otsikkoa.', 'The subtitle adds detail to the heading.'),
      }),
      heading(T('Oikealle tasattu, korostusvärinen', 'Aligned right, in the accent colour'), 'h3', {
        align: 'end',
        colour: '#8a2432',
      }),
      heading(T('Erittäin suuri h4-tason otsikko', 'An extra-large level 4 heading'), 'h4', { size: 'xl' }),
    ),
  )
}

function textSection(locale: Locale, T: Text): Layout[number] {
  return section(
    { anchorId: S.text.anchor },
    col(
      '1/2',
      heading(S.text[locale], 'h2'),
      richText(
        doc(
          p(
            T('Muotoiltua tekstiä, jossa on ', 'Formatted text with a '),
            link(T('linkki', 'link'), T('/palvelut', '/en/contact')),
            T(' ja luettelo:', ' and a list:'),
          ),
          ul(
            T('Ensimmäinen kohta', 'The first item'),
            T('Toinen kohta', 'The second item'),
            T('Kolmas kohta', 'The third item'),
          ),
        ),
      ),
    ),
    col(
      '1/2',
      richText(
        doc(
          h('h3', T('Keskitetty kappale', 'A centred paragraph')),
          p(T('Teksti voidaan myös keskittää.', 'Text can be centred too.')),
        ),
        { align: 'center' },
      ),
    ),
  )
}

function buttonsSection(locale: Locale, T: Text, ids: Ids): Layout[number] {
  const { services, about } = ids.pages
  return section(
    { anchorId: S.buttons.anchor },
    full(heading(S.buttons[locale], 'h2')),
    col(
      '1/4',
      button(T('Täytetty', 'Filled'), page(services)),
      button(T('Pieni', 'Small'), page(services), { size: 's' }),
    ),
    col(
      '1/4',
      button(T('Ääriviiva', 'Outline'), page(services), { style: 'outline', icon: 'arrow-right' }),
      button(T('Suuri', 'Large'), page(services), { size: 'l', icon: 'star', iconPosition: 'before' }),
    ),
    col(
      '1/4',
      button(T('Pyöristetty', 'Rounded'), page(about), {
        style: 'pill',
        background: '#1f5f4a',
        hoverBackground: '#134034',
      }),
      button(T('Linkkityyli', 'Link style'), page(about), { style: 'link' }),
    ),
    col(
      '1/4',
      button(
        T('Ulkoinen linkki', 'External link'),
        { type: 'custom', url: 'https://www.suomi.fi/', newTab: true },
        { icon: 'globe' },
      ),
    ),
  )
}

function iconBoxesSection(locale: Locale, T: Text, ids: Ids): Layout[number] {
  return section(
    { anchorId: S.iconBoxes.anchor, width: 'full', background: { type: 'colour', colour: '#f2efea' } },
    full(heading(S.iconBoxes[locale], 'h2')),
    col(
      '1/3',
      iconBox(
        'rocket',
        T('Ikoni ylhäällä', 'Icon on top'),
        T('Oletusasettelu: ikoni tekstin yläpuolella.', 'The default layout: the icon above the text.'),
      ),
    ),
    col(
      '1/3',
      iconBox(
        'clock',
        T('Ikoni vasemmalla', 'Icon on the left'),
        T('Sivuasettelu sopii luetteloihin.', 'The side layout suits lists.'),
        { layout: 'side', headingLevel: 'h2' },
      ),
    ),
    col(
      '1/3',
      iconBox(
        'award',
        T('Linkitetty laatikko', 'A linked box'),
        T(
          'Koko laatikko on klikattava, värit valittavissa.',
          'The whole box is clickable; the colours are yours to choose.',
        ),
        {
          iconColour: WHITE,
          iconBackground: '#8a2432',
          link: pageLabel(ids.pages.about, T('Lue lisää', 'Read more')),
        },
      ),
    ),
  )
}

function imageBannersSection(locale: Locale, T: Text, ids: Ids): Layout[number] {
  return section(
    { anchorId: S.imageBanners.anchor },
    full(heading(S.imageBanners[locale], 'h2')),
    col(
      '1/3',
      imageBanner(
        ids.images.archipelago,
        T('Lähennys', 'Zoom'),
        T('Kuva lähenee osoitettaessa.', 'The picture zooms in on hover.'),
        { hoverEffect: 'zoom', link: pageLabel(ids.pages.services, T('Palvelut', 'Services')) },
      ),
    ),
    col(
      '1/3',
      imageBanner(
        ids.images.aurora,
        T('Nousu', 'Lift'),
        T('Banneri nousee osoitettaessa.', 'The banner lifts on hover.'),
        {
          hoverEffect: 'lift',
          textPosition: 'bottom-start',
          link: pageLabel(ids.pages.about, T('Tietoa meistä', 'About us')),
        },
      ),
    ),
    col(
      '1/3',
      imageBanner(
        ids.images.winter,
        T('Tummennus', 'Darken'),
        T('Peitto tummuu osoitettaessa.', 'The overlay darkens on hover.'),
        {
          hoverEffect: 'darken',
          overlayColour: '#0b1a2e',
          overlayOpacity: 60,
          textPosition: 'top-start',
          link: pageLabel(ids.pages.contact, T('Yhteystiedot', 'Contact')),
        },
      ),
    ),
  )
}

function separatorsSection(locale: Locale): Layout[number] {
  return section(
    { anchorId: S.separators.anchor },
    full(
      heading(S.separators[locale], 'h2'),
      separator(),
      separator({ separatorType: 'dashed', border: 2, colour: '#8a2432', width: 70 }),
      separator({ separatorType: 'dotted', border: 4, width: 40, align: 'start' }),
      separator({ separatorType: 'double', border: 4 }),
      separator({ icon: 'leaf', colour: '#1f5f4a' }),
      separator({ separatorType: 'shape', shape: 'wave', svgHeight: 50, colour: '#8a2432' }),
      separator({ separatorType: 'shape', shape: 'zigzag', svgHeight: 24, colour: '#292929' }),
      separator({
        separatorType: 'shape',
        shape: 'clouds',
        svgHeight: 40,
        colour: '#9fb8d9',
        fullWidth: true,
      }),
    ),
  )
}

function videosSection(T: Text, ids: Ids): Layout[number] {
  return section(
    { anchorId: 'videot' },
    col(
      '1/2',
      heading('Video', 'h2', {
        subtitle: T(
          'YouTube- ja Vimeo-upotukset latautuvat vasta evästeiden hyväksymisen jälkeen.',
          'YouTube and Vimeo embeds load only after cookies are accepted.',
        ),
      }),
      {
        blockType: 'video',
        source: 'youtube',
        title: 'Big Buck Bunny (Blender Foundation)',
        url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        poster: ids.images.hero,
        caption: T(
          'Upotus latautuu vasta, kun hyväksyt evästeet.',
          'The embed loads only once you accept cookies.',
        ),
      },
    ),
    col('1/2', heading('Vimeo', 'h3'), {
      blockType: 'video',
      source: 'vimeo',
      title: 'Big Buck Bunny (Vimeo)',
      url: 'https://vimeo.com/1084537',
      poster: ids.images.aurora,
    }),
  )
}

/** A paragraph in the page's language. */
const paragraph = (T: Text, fi: string, en: string) => paragraphs(T(fi, en))

/** The section options on show: backgrounds, overlays, separators and widths, some animated. */
function sectionOptions(T: Text, ids: Ids): Layout {
  return [...backgroundSections(T, ids), ...widthSections(T)]
}

function backgroundSections(T: Text, ids: Ids): Layout {
  return [
    section(
      {
        anchorId: 'taustat',
        width: 'full',
        textColour: WHITE,
        paddingTop: 'xl',
        paddingBottom: 'xl',
        background: { type: 'image', image: ids.images.aurora, parallax: true },
        overlay: { colour: '#0b1a2e', opacity: 55, pattern: 'dots' },
        separator: {
          position: 'both',
          shape: 'curve',
          size: 'm',
          svgHeight: 50,
          colour: WHITE,
          icon: 'sparkles',
        },
        animation: 'fade',
      },
      col(
        '1/2',
        heading(T('Osioiden taustat', 'Section backgrounds'), 'h2'),
        paragraph(
          T,
          'Kuvatausta parallax-efektillä, tumma peittoväri pistekuviolla sekä kaarevat erottimet ylä- ja alareunassa.',
          'An image background with a parallax effect, a dark overlay with a dot pattern, and curved separators at the top and bottom.',
        ),
      ),
    ),
    section(
      {
        width: 'boxed',
        background: { type: 'colour', colour: '#e3ddd4' },
        separator: { position: 'bottom', shape: 'triangle', size: 's', svgHeight: 40, colour: WHITE },
      },
      full(
        heading(T('Rajattu osio', 'A boxed section'), 'h3'),
        paragraph(T, 'Tausta pysyy sisällön levyisenä.', 'The background stays as wide as the content.'),
      ),
    ),
  ]
}

function widthSections(T: Text): Layout {
  return [
    section(
      {
        width: 'ex-full',
        background: { type: 'colour', colour: '#1f5f4a' },
        textColour: WHITE,
        animation: 'slide-up',
        animationNoMobile: true,
      },
      col(
        '1/2',
        heading(T('Täysi leveys', 'Full width'), 'h3'),
        paragraph(
          T,
          'Sekä tausta että sisältö ulottuvat reunasta reunaan.',
          'Both the background and the content reach from edge to edge.',
        ),
      ),
      col(
        '1/2',
        heading(T('Kaksi saraketta', 'Two columns'), 'h3'),
        paragraph(
          T,
          'Sarakkeiden leveydet asetetaan puhelimelle, tabletille ja työpöydälle erikseen.',
          'Column widths are set separately for phones, tablets and desktops.',
        ),
      ),
    ),
    section(
      {
        width: 'full',
        background: { type: 'colour', colour: '#f2efea' },
        overlay: { pattern: 'lines', opacity: 20 },
      },
      full(
        heading(T('Täysi tausta, rajattu sisältö', 'Full background, boxed content'), 'h3'),
        paragraph(
          T,
          'Tausta ulottuu reunoihin, sisältö pysyy luettavan levyisenä. Taustalla viivakuvio.',
          'The background reaches the edges; the content keeps a readable width. A line pattern in the background.',
        ),
      ),
    ),
  ]
}

function layout(locale: Locale, ids: Ids): Layout {
  const T = inLocale(locale)
  return [
    titleSection(
      T('Widgetit', 'Widgets'),
      T(
        'Kaikki sivunrakentajan osat yhdellä sivulla. Jokainen uusi widget liittyy tänne.',
        'Every part of the page builder on one page. Each new widget joins it here.',
      ),
    ),
    headingsSection(locale, T),
    textSection(locale, T),
    buttonsSection(locale, T, ids),
    iconBoxesSection(locale, T, ids),
    imageBannersSection(locale, T, ids),
    separatorsSection(locale),
    videosSection(T, ids),
    ...sectionOptions(T, ids),
  ]
}

/** The widget showcase: every widget and section option an editor has, on one page, in both languages. */
export const widgetsPage: Showcase = {
  fi: { title: 'Widgetit', slug: 'widgetit', description: 'Sivunrakentajan kaikki osat esittelyssä.' },
  en: { title: 'Widgets', slug: 'widgets', description: 'Every part of the page builder on show.' },
  layout,
}
