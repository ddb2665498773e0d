import type { CategoryKey, Localised } from './categories'
import type { PictureKey } from './images'

type Text = { title: string; description: string }

export type GalleryItemSeed = {
  picture: PictureKey
  /** A YouTube or Vimeo address: the item is a video and `picture` its poster. */
  videoUrl?: string
} & Localised<Text>

export type GallerySeed = {
  /** ISO, UTC; all distinct. */
  date: string
  categories: readonly CategoryKey[]
  fi: Text & { slug: string }
  en: Text & { slug: string }
  items: readonly GalleryItemSeed[]
}

const item = (picture: PictureKey, fi: [string, string], en: [string, string]): GalleryItemSeed => ({
  picture,
  fi: { title: fi[0], description: fi[1] },
  en: { title: en[0], description: en[1] },
})

/** Big Buck Bunny, the Blender Foundation's open film (CC BY 3.0): free to show, well known. */
const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'

export const GALLERIES: readonly GallerySeed[] = [
  {
    date: '2024-08-30T09:00:00.000Z',
    categories: ['websites'],
    fi: {
      title: 'Järvi-Suomen valoa',
      slug: 'jarvi-suomen-valoa',
      description:
        'Piirrettyjä tunnelmakuvia järviltä ja metsistä vuoden ympäri. Käytämme samanlaista kuvitusta asiakkaidemme sivustoilla silloin, kun valokuvia ei ole.',
    },
    en: {
      title: 'Light of the Finnish Lakeland',
      slug: 'finnish-lakeland-light',
      description:
        "Drawn scenes from lakes and forests all year round. We use illustrations like these on clients' sites when there are no photos.",
    },
    items: [
      item(
        'summerNight',
        [
          'Yötön yö',
          'Juhannuksen aikaan aurinko vain hipaisee horisonttia, ja rantasaunan piipusta nousee savua.',
        ],
        [
          'Nightless night',
          'Around midsummer the sun barely touches the horizon, and smoke rises from the lakeside sauna.',
        ],
      ),
      item(
        'mist',
        ['Aamu-usva', 'Tyynen järven yllä leijuva usva pehmentää saarten ääriviivat.'],
        ['Morning mist', 'Mist over a calm lake softens the outlines of the islands.'],
      ),
      item(
        'ruska',
        [
          'Ruska',
          'Syyskuussa koivut ja haavat kellastuvat ja punertuvat, ja pitkospuut johdattavat metsän läpi.',
        ],
        [
          'Autumn colours',
          'In September birches and aspens turn yellow and red, and duckboards lead through the forest.',
        ],
      ),
      item(
        'frozenLake',
        ['Jäätynyt järvi', 'Helmikuun pakkasaamuna jää kantaa, ja sauna lämpiää avantouintia varten.'],
        [
          'Frozen lake',
          'On a frosty February morning the ice holds, and the sauna is warming up for an ice swim.',
        ],
      ),
      item(
        'auroraLake',
        ['Revontulet', 'Kirkkaana syysyönä revontulet kuvastuvat tyyneen veteen.'],
        ['Northern lights', 'On a clear autumn night the northern lights are mirrored in still water.'],
      ),
      item(
        'spruces',
        ['Kuusikko kesällä', 'Aurinko siivilöityy tiheän kuusikon läpi sammaleiseen pohjaan.'],
        ['Spruce forest in summer', 'Sunlight filters through dense spruces onto the mossy ground.'],
      ),
      item(
        'archipelagoSummer',
        ['Saaristo helteellä', 'Poutapilviä, lämpimiä kallioita ja saaria niin kauas kuin silmä kantaa.'],
        ['Archipelago in the heat', 'Fair-weather clouds, warm rocks and islands as far as the eye can see.'],
      ),
      item(
        'crownSnow',
        ['Tykkylumi', 'Tunturin kuuset ovat raskaan tykkylumen peitossa sinisellä hetkellä.'],
        ['Crown snow', 'Fell spruces under heavy crown snow at blue hour.'],
      ),
    ],
  },
  {
    date: '2025-05-28T09:00:00.000Z',
    categories: ['websites', 'seo'],
    fi: {
      title: 'Kaupunkikuvia Tampereelta',
      slug: 'kaupunkikuvia-tampereelta',
      description:
        'Tehtaanpiippuja, ratikoita ja puutaloja: piirroksia kotikaupungistamme eri vuorokauden- ja vuodenaikoina.',
    },
    en: {
      title: 'Tampere cityscapes',
      slug: 'tampere-cityscapes',
      description:
        'Mill chimneys, trams and wooden houses: drawings of our home city at different times of day and year.',
    },
    items: [
      item(
        'rapids',
        ['Koskenranta', 'Punatiiliset tehdasrakennukset reunustavat kaupungin halki virtaavaa koskea.'],
        ['By the rapids', 'Red-brick mills line the rapids that run through the city.'],
      ),
      item(
        'eveningCentre',
        ['Ilta keskustassa', 'Kun toimistojen valot sammuvat, kotien ikkunat syttyvät.'],
        ['Evening in the centre', 'As the office lights go out, the windows of homes light up.'],
      ),
      item(
        'tram',
        ['Ratikka', 'Punainen raitiovaunu kulkee keskustan läpi muutaman minuutin välein.'],
        ['The tram', 'A red tram runs through the centre every few minutes.'],
      ),
      item(
        'ridgeHouses',
        ['Puutalot harjulla', 'Värikkäät puutalot kiipeävät jyrkkää harjua ylös, ja alhaalla välkkyy järvi.'],
        [
          'Wooden houses on the ridge',
          'Colourful wooden houses climb a steep ridge, with the lake glittering below.',
        ],
      ),
      item(
        'market',
        ['Torilla', 'Kesäaamuna torikojuista saa mansikoita, herneitä ja uusia perunoita.'],
        ['At the market', 'On a summer morning the stalls sell strawberries, peas and new potatoes.'],
      ),
      item(
        'winterEvening',
        ['Talvi-ilta', 'Lumi vaimentaa kaupungin äänet, ja ikkunoista hohtaa lämmin valo.'],
        ['Winter evening', "Snow muffles the city's sounds, and warm light glows from the windows."],
      ),
      item(
        'newBlock',
        ['Uusi kortteli', 'Entiselle ratapiha-alueelle on noussut valoisia kerrostaloja.'],
        ['A new block', 'Bright apartment buildings have risen on a former railway yard.'],
      ),
      item(
        'harbourLights',
        ['Rannan valot', 'Syysillan pimeydessä rantakorttelin valot piirtyvät veden pintaan.'],
        ['Waterfront lights', "In the autumn dark the waterfront's lights are drawn on the water."],
      ),
    ],
  },
  {
    date: '2026-03-11T09:00:00.000Z',
    categories: ['websites', 'shops', 'accessibility'],
    fi: {
      title: 'Käyttöliittymäluonnoksia',
      slug: 'kayttoliittymaluonnoksia',
      description:
        'Poimintoja suunnittelupöydältämme: rautalankamalleja, näkymäluonnoksia ja saavutettavuustarkistuksia. Mukana on myös esimerkki galleriaan upotetusta videosta.',
    },
    en: {
      title: 'Interface sketches',
      slug: 'interface-sketches',
      description:
        'Picks from our design desk: wireframes, view sketches and accessibility checks, with an example of a video in a gallery.',
    },
    items: [
      item(
        'uiWireframe',
        [
          'Rautalankamalli',
          'Sivun rakenne sovitaan laatikoilla ennen kuin väreistä ja kuvista keskustellaan.',
        ],
        ['Wireframe', 'The page structure is agreed in boxes before colours and pictures are discussed.'],
      ),
      item(
        'uiShop',
        [
          'Tuotelistaus',
          'Verkkokaupan tuotelistauksessa kuva, nimi, hinta ja ostopainike näkyvät yhdellä silmäyksellä.',
        ],
        [
          'Product list',
          "In a shop's product list the picture, name, price and buy button are seen at a glance.",
        ],
      ),
      item(
        'uiCheckout',
        ['Kassa', 'Edistymispalkki kertoo ostajalle, montako vaihetta on vielä jäljellä.'],
        ['Checkout', 'A progress bar tells the buyer how many steps remain.'],
      ),
      item(
        'uiPhone',
        [
          'Mobiilinäkymä',
          'Korttinäkymä suunnitellaan ensin puhelimelle ja laajennetaan sitten isommille näytöille.',
        ],
        ['Mobile view', 'The card view is designed for phones first, then widened for larger screens.'],
      ),
      item(
        'uiDashboard',
        ['Hallintapaneeli', 'Asiakkaan tärkeimmät luvut yhdellä näkymällä ilman taulukkolaskentaa.'],
        ['Dashboard', "The client's key figures in one view, without spreadsheets."],
      ),
      item(
        'uiArticle',
        ['Artikkelisivu', 'Kapea tekstipalsta ja iso pääkuva tekevät pitkästäkin tekstistä helppolukuisen.'],
        ['Article page', 'A narrow text column and a large main image make even a long text easy to read.'],
      ),
      item(
        'uiContrast',
        [
          'Kontrastitarkistus',
          'Jokainen teksti- ja taustavärin yhdistelmä tarkistetaan ennen kuin se päätyy tyylioppaaseen.',
        ],
        [
          'Contrast check',
          'Every text and background colour pair is checked before it goes into the style guide.',
        ],
      ),
      item(
        'uiSearch',
        ['Hakutulokset', 'Hakusana korostetaan tuloksissa, jotta osuman huomaa heti.'],
        ['Search results', 'The search term is highlighted in the results, so the match stands out.'],
      ),
      {
        ...item(
          'videoPoster',
          [
            'Video: Big Buck Bunny',
            'Blender-säätiön avoimella lisenssillä (CC BY 3.0) julkaisema animaatioelokuva. Esimerkki siitä, miten video näkyy galleriassa kuvien rinnalla.',
          ],
          [
            'Video: Big Buck Bunny',
            'An animated short film released by the Blender Foundation under an open licence (CC BY 3.0), showing how a video sits among pictures in a gallery.',
          ],
        ),
        videoUrl: DEMO_VIDEO_URL,
      },
    ],
  },
]
