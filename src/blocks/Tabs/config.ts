import type { Block } from 'payload'
import { accessibleNameField } from '@/cms/fields/accessible-name'
import { titleWithAnchor } from '@/cms/fields/anchor'
import { colourField } from '@/cms/fields/colour'
import { row, rowOf } from '@/cms/fields/layout'
import { arrayField, numberField, selectField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

const STYLES = { underline: 'Alleviivaus', boxed: 'Laatikot', pills: 'Pillerit', vertical: 'Pystysuora' }
const ANIMATIONS = {
  slide: 'Liuku',
  fade: 'Häivytys',
  scale: 'Skaalaus',
  'slide-zoom': 'Liuku ja zoomaus',
  'slide-horizontal': 'Vaakaliuku',
  none: 'Ei animaatiota',
}
/** What the arrow keys do on a tab. */
const ACTIVATIONS = { automatic: 'Vaihtavat välilehden', manual: 'Siirtävät vain kohdistuksen' }

/** docs/widgets.md tabs: tabsstyle, rotatetabs (seconds), animation, activeindex. */
export const TabsBlock: Block = {
  slug: 'tabs',
  interfaceName: 'TabsBlock',
  labels: { singular: 'Välilehdet', plural: 'Välilehtiryhmät' },
  admin: { images: { thumbnail: widgetThumbnail('tabs', 'Sisältö jaettuna välilehdille') } },
  fields: [
    accessibleNameField('Ryhmän nimi ruudunlukijoille', 'Palvelumme'),
    arrayField(
      'tabs',
      'Välilehdet',
      [
        titleWithAnchor('label', 'Linkki osoitteeseen #ankkuri avaa tämän välilehden.'),
        widgetsField({ name: 'content', label: 'Sisältö' }),
      ],
      { labels: { singular: 'Välilehti', plural: 'Välilehdet' }, admin: { initCollapsed: true } },
    ),
    rowOf(
      '33%',
      selectField('tabsStyle', 'Tyyli', STYLES, { defaultValue: 'underline' }),
      selectField('animation', 'Animaatio', ANIMATIONS, { defaultValue: 'fade' }),
      selectField('activation', 'Nuolinäppäimet', ACTIVATIONS, { defaultValue: 'automatic' }),
    ),
    rowOf(
      '50%',
      numberField('activeIndex', 'Aluksi avoinna', {
        defaultValue: 0,
        admin: { description: 'Välilehden järjestysnumero nollasta alkaen (0 = ensimmäinen).' },
      }),
      numberField('rotateTabs', 'Automaattinen vaihto (s)', {
        admin: {
          description:
            'Sekunteina. Tyhjä tai 0: ei vaihtoa. Vaihto pysähtyy osoitettaessa ja kohdistettaessa.',
        },
      }),
    ),
    row(colourField('accentColour', 'Valitun välilehden väri')),
  ],
}
