import type { Block } from 'payload'
import { titleWithAnchor } from '@/cms/fields/anchor'
import { colourField } from '@/cms/fields/colour'
import { headingLevelField } from '@/cms/fields/heading-level'
import { itemsField } from '@/cms/fields/items'
import { collapsed, row, rowOf } from '@/cms/fields/layout'
import { checkboxField, numberField, selectField } from '@/cms/fields/simple'
import { widgetThumbnail } from '../thumbnail'
import { widgetsField } from '../widget-field'

/** How an item opens and closes. */
const ANIMATIONS = { slide: 'Liuku', fade: 'Häivytys', none: 'Ei animaatiota' }

/** docs/widgets.md accordion: titlebg, titlecolor, titlehoverbg, titlehovercolor, activetitle, activeicon, activebg, animation, scroll, activeindex. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Haitari', plural: 'Haitarit' },
  admin: {
    images: { thumbnail: widgetThumbnail('accordion', 'Allekkaiset otsikot, joista sisältö avautuu') },
  },
  fields: [
    itemsField(
      [
        titleWithAnchor('title', 'Linkki osoitteeseen #ankkuri avaa tämän kohdan.'),
        widgetsField({ name: 'content', label: 'Sisältö' }),
      ],
      { admin: { initCollapsed: true } },
    ),
    rowOf(
      '50%',
      checkboxField('closeOthers', 'Yhden avaaminen sulkee muut', { defaultValue: true }),
      checkboxField('scroll', 'Vieritä avattuun kohtaan', { defaultValue: false }),
    ),
    rowOf(
      '33%',
      numberField('activeIndex', 'Aluksi avoinna', {
        admin: {
          description: 'Kohdan järjestysnumero nollasta alkaen (0 = ensimmäinen). Tyhjä: kaikki kiinni.',
        },
      }),
      selectField('animation', 'Animaatio', ANIMATIONS, { defaultValue: 'slide' }),
      headingLevelField('h3'),
    ),
    collapsed('Värit', [
      row(colourField('titleBackground', 'Otsikon tausta'), colourField('titleColour', 'Otsikon väri')),
      row(
        colourField('titleHoverBackground', 'Otsikon tausta osoitettaessa'),
        colourField('titleHoverColour', 'Otsikon väri osoitettaessa'),
      ),
      row(
        colourField('activeBackground', 'Avoimen otsikon tausta'),
        colourField('activeTitleColour', 'Avoimen otsikon väri'),
      ),
      row(colourField('activeIconColour', 'Avoimen kohdan ikonin väri')),
    ]),
  ],
}
