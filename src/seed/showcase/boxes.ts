import type { WidgetMap } from '@/blocks/types'
import {
  button,
  col,
  full,
  heading,
  iconBox,
  inLocale,
  page,
  paragraphs,
  richText,
  section,
  titleSection,
} from '../builders'
import type { Ids } from '../content'
import { doc, h, ol, p } from '../lexical'
import type { Layout, Locale, Showcase } from './types'

/** Builders for this family's widgets (containers: their content is a list of widgets). */
export function flipBox(
  front: NonNullable<WidgetMap['flipBox']['front']>,
  content: WidgetMap['flipBox']['content'],
  extra: Partial<WidgetMap['flipBox']> = {},
): WidgetMap['flipBox'] {
  return { blockType: 'flipBox', style: 'flip', direction: 'left', front, content, ...extra }
}

export function expandableSection(
  title: string,
  content: WidgetMap['expandableSection']['content'],
  extra: Partial<WidgetMap['expandableSection']> = {},
): WidgetMap['expandableSection'] {
  return { blockType: 'expandableSection', title, animation: 'slide', content, ...extra }
}

export function longTextBox(
  title: string,
  text: string,
  content: WidgetMap['longTextBox']['content'],
  extra: Partial<WidgetMap['longTextBox']> = {},
): WidgetMap['longTextBox'] {
  return { blockType: 'longTextBox', title, text, content, ...extra }
}

type Text = ReturnType<typeof inLocale>
type Widgets = NonNullable<WidgetMap['flipBox']['content']>

/** A box whose back holds a paragraph, then any other widgets. */
const flipWithText = (
  front: NonNullable<WidgetMap['flipBox']['front']>,
  text: string,
  more: Widgets,
  extra: Partial<WidgetMap['flipBox']> = {},
) => flipBox(front, [paragraphs(text), ...more], extra)

function flipBoxesSection(T: Text, ids: Ids): Layout[number] {
  return section(
    { anchorId: T('kaantyvat-laatikot', 'flip-boxes') },
    full(heading(T('Kääntyvät laatikot', 'Flip boxes'), 'h2')),
    col(
      '1/3',
      flipWithText(
        {
          icon: 'code',
          title: T('Verkkosivustot', 'Websites'),
          text: T(
            'Nopeat ja saavutettavat sivustot tamperelaisella otteella.',
            'Fast, accessible websites made in Tampere.',
          ),
        },
        T(
          'Suunnittelemme ja rakennamme sivustot, jotka latautuvat hetkessä myös Hervannan bussipysäkillä.',
          'We design and build sites that load in a moment, even at a bus stop in Hervanta.',
        ),
        [button(T('Tutustu verkkosivuihin', 'Explore websites'), page(ids.pages.websites))],
      ),
    ),
    col(
      '1/3',
      flipWithText(
        {
          image: ids.images.desk,
          title: T('Verkkokaupat', 'Online shops'),
          text: T('Kauppa, joka myy myös yöllä.', 'A shop that sells at night too.'),
        },
        T(
          'Kassapolku, maksutavat ja varastosaldot samassa paketissa. Pirkanmaan pienyritykset ovat luottaneet meihin vuodesta 2014.',
          'Checkout, payments and stock levels in one package. Small businesses in Pirkanmaa have trusted us since 2014.',
        ),
        [button(T('Katso verkkokaupat', 'See online shops'), page(ids.pages.shops), { style: 'outline' })],
        { direction: 'up' },
      ),
    ),
    col(
      '1/3',
      flipWithText(
        {
          icon: 'rocket',
          title: T('Ylläpito ja jatkokehitys', 'Care and development'),
          text: T(
            'Avaa ovet ja katso, mitä kuukausipalveluun kuuluu.',
            'Open the doors to see what the monthly service includes.',
          ),
        },
        T(
          'Päivitykset, varmuuskopiot ja saavutettavuustarkistus joka kuukausi. Vastaamme arkisin tunnin sisällä.',
          'Updates, backups and an accessibility check every month. We answer within an hour on weekdays.',
        ),
        [button(T('Pyydä tarjous', 'Ask for a quote'), page(ids.pages.contact))],
        { style: 'door' },
      ),
    ),
  )
}

function longTextSection(T: Text, ids: Ids): Layout[number] {
  return section(
    {
      anchorId: T('pitka-teksti', 'long-text'),
      width: 'full',
      background: { type: 'colour', colour: '#f2efea' },
    },
    full(heading(T('Pitkä tekstilaatikko', 'Long-text box'), 'h2')),
    col(
      '1/3',
      longTextBox(
        T('Kajon tarina', 'The Kajo story'),
        T(
          'Kajo Digital syntyi vuonna 2014 Tampereen Finlaysonin alueella kolmen koodarin työhuoneessa.',
          'Kajo Digital began in 2014 in a three-coder studio in the Finlayson area of Tampere.',
        ),
        [
          richText(
            doc(
              h('h3', T('Tehtaan varjosta maailmalle', 'From the mill to the world')),
              p(
                T(
                  'Ensimmäinen asiakkaamme oli Tammelan torin kahvila, jonka verkkosivut teimme kolmessa viikossa. Nykyään tiimissämme on kaksitoista suunnittelijaa ja kehittäjää.',
                  'Our first client was a café on Tammela square; we built its website in three weeks. Today our team has twelve designers and developers.',
                ),
              ),
              p(
                T(
                  'Teemme edelleen jokaisen projektin samalla periaatteella: sivun on toimittava jokaiselle, näppäimistöllä, ruudunlukijalla ja puhelimella.',
                  'We still run every project on the same principle: a page must work for everyone, by keyboard, with a screen reader and on a phone.',
                ),
              ),
            ),
          ),
          button(T('Tietoa meistä', 'About us'), page(ids.pages.about), { style: 'outline' }),
        ],
      ),
    ),
    col(
      '1/3',
      iconBox(
        'users',
        T('Kaksitoista tekijää', 'Twelve makers'),
        T(
          'Suunnittelijat, kehittäjät ja sisällöntuottajat samassa pöydässä.',
          'Designers, developers and writers at one table.',
        ),
      ),
    ),
    col(
      '1/3',
      iconBox(
        'award',
        T('Saavutettavuus edellä', 'Accessibility first'),
        T(
          'Jokainen julkaisu testataan WCAG 2.2 AA -tasoa vasten.',
          'Every release is tested against WCAG 2.2 AA.',
        ),
      ),
    ),
  )
}

function expandablesSection(T: Text, ids: Ids): Layout[number] {
  return section(
    { anchorId: T('avautuvat-osiot', 'expandable-sections') },
    full(heading(T('Avautuvat osiot', 'Expandable sections'), 'h2')),
    col(
      '1/2',
      expandableSection(
        T('Miten projekti etenee?', 'How does a project run?'),
        [
          richText(
            doc(
              ol(
                T('Aloituspaja: tavoitteet ja käyttäjät', 'Kick-off workshop: goals and users'),
                T('Rautalankamallit ja käytettävyystestaus', 'Wireframes and usability testing'),
                T('Toteutus kahden viikon sprinteissä', 'Build in two-week sprints'),
                T('Julkaisu ja kolmen kuukauden takuu', 'Launch and a three-month warranty'),
              ),
            ),
          ),
        ],
        {
          icon: 'lightbulb',
          active: { title: T('Projektin neljä vaihetta', 'The four project phases'), icon: 'check' },
        },
      ),
      expandableSection(
        T('Talvikampanja Pyynikillä', 'Winter campaign at Pyynikki'),
        [
          paragraphs(
            T(
              'Teimme Pyynikin näkötornin munkkikahvilalle talvikampanjan, joka kasvatti verkkotilauksia 40 prosenttia.',
              'We ran a winter campaign for the doughnut café at the Pyynikki observation tower that grew online orders by 40 per cent.',
            ),
          ),
        ],
        {
          animation: 'fade',
          image: ids.images.winter,
          active: { title: T('Kampanjan tulokset', 'Campaign results'), image: ids.images.aurora },
        },
      ),
    ),
    col(
      '1/2',
      expandableSection(
        T('Usein kysyttyä ylläpidosta', 'Questions about care plans'),
        [
          paragraphs(
            T(
              'Kuukausipalvelu sisältää tietoturvapäivitykset ja varmuuskopiot. Sisällä on kääntyvä laatikko: säiliö säiliön sisällä.',
              'The monthly service includes security updates and backups. Inside is a flip box: a container within a container.',
            ),
          ),
          flipWithText(
            {
              icon: 'shield',
              title: T('Tietoturva', 'Security'),
              text: T('Käännä nähdäksesi vasteajan.', 'Turn to see the response time.'),
            },
            T(
              'Kriittiset päivitykset asennetaan vuorokauden sisällä.',
              'Critical updates go in within a day.',
            ),
            [],
            { direction: 'right' },
          ),
        ],
        { icon: 'settings', animation: 'fade', open: true },
      ),
    ),
  )
}

function layout(locale: Locale, ids: Ids): Layout {
  const T = inLocale(locale)
  return [
    titleSection(
      T('Avautuvat laatikot', 'Revealing boxes'),
      T(
        'Kääntyvät ja ovilaatikot, pitkä tekstilaatikko ja avautuvat osiot: sisältö paljastuu, kun kävijä haluaa.',
        'Flip and door boxes, the long-text box and expandable sections: content shows when the visitor asks for it.',
      ),
    ),
    flipBoxesSection(T, ids),
    longTextSection(T, ids),
    expandablesSection(T, ids),
  ]
}

export const boxes: Showcase = {
  fi: {
    title: 'Avautuvat laatikot',
    slug: 'avautuvat-laatikot',
    description: 'Kääntyvät laatikot, ovilaatikko, pitkä tekstilaatikko ja avautuvat osiot.',
  },
  en: {
    title: 'Revealing boxes',
    slug: 'revealing-boxes',
    description: 'Flip boxes, a door box, the long-text box and expandable sections.',
  },
  layout,
}
