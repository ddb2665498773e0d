import { type CategoryKey, type Version, version } from './categories'
import type { PictureKey } from './images'
import { p, ul } from './lexical'

export type PortfolioSeed = {
  /** A fictional client. */
  client: string
  /** Project completion (ISO, UTC); all distinct. */
  date: string
  categories: readonly CategoryKey[]
  cover: PictureKey
  images: readonly PictureKey[]
  fi: Version
  en: Version
}

/** Kajo Digital's reference projects, oldest first. */
export const PORTFOLIO: readonly PortfolioSeed[] = [
  {
    client: 'Amurin Leipomo Oy',
    date: '2024-03-20T10:00:00.000Z',
    categories: ['shops'],
    cover: 'uiShop',
    images: ['uiPhone', 'uiCheckout', 'market'],
    fi: version(
      'Leipomon verkkokauppa ja noutotilaukset',
      'leipomon-verkkokauppa',
      'Perheleipomo halusi, että aamun tuoreet leivät voi tilata edellisenä iltana ja noutaa myymälästä jonottamatta.',
      p(
        'Amurin Leipomo on tamperelainen perheleipomo, jonka myymälän edessä on lauantaiaamuisin jonoa korttelin verran. Tavoitteena oli siirtää osa tilauksista verkkoon niin, että asiakas valitsee tuotteet ja noutoajan edellisenä iltana.',
      ),
      p(
        'Rakensimme kevyen verkkokaupan, jonka valikoima päivittyy leipomon päivittäisen paistolistan mukaan. Tilaukset sulkeutuvat automaattisesti kello 20, ja aamuvuoro saa tulostettavan listan noutoajan mukaan järjestettynä.',
      ),
      ul(
        'Nouto valittuna vartin aikaikkunana',
        'Maksu verkkopankissa, mobiilimaksulla tai kortilla',
        'Allergeenitiedot jokaisella tuotesivulla',
      ),
      p(
        'Ensimmäisen puolen vuoden aikana noin neljännes lauantain myynnistä tuli ennakkotilauksina, ja jono lyheni selvästi.',
      ),
    ),
    en: version(
      'An online shop and click-and-collect for a bakery',
      'bakery-online-shop',
      "A family bakery wanted customers to order tomorrow's fresh bread the evening before and pick it up without queuing.",
      p(
        "We built a light online shop whose range follows the bakery's daily baking list. Orders close automatically at 8 pm, and the morning shift gets a printable list sorted by pickup time.",
      ),
      p('Within six months about a quarter of Saturday sales came from advance orders.'),
    ),
  },
  {
    client: 'Hervannan Hammasklinikka Oy',
    date: '2024-06-10T10:00:00.000Z',
    categories: ['websites', 'accessibility'],
    cover: 'uiPhone',
    images: ['uiCheckout', 'uiContrast', 'newBlock'],
    fi: version(
      'Selkeä ajanvaraus hammasklinikalle',
      'hammasklinikan-ajanvaraus',
      'Klinikan vanha ajanvaraus toimi huonosti puhelimella ja ruudunlukijalla. Uusi sivusto ohjaa potilaan varaamaan oikean ajan kolmella askeleella.',
      p(
        'Hervannan Hammasklinikan potilaista suuri osa varaa ajan puhelimella, ja joukossa on paljon iäkkäitä asiakkaita. Vanha ajanvarausnäkymä oli pieni, vaikeasti luettava ja täysin riippuvainen hiirestä.',
      ),
      p(
        'Suunnittelimme varauspolun uudelleen: ensin valitaan hoito, sitten hammaslääkäri tai suuhygienisti ja lopuksi aika. Jokainen vaihe on oma selkeä näkymänsä isolla tekstillä, ja koko polku toimii näppäimistöllä ja ruudunlukijalla.',
      ),
      p(
        'Sivuston saavutettavuus arvioitiin ennen julkaisua, ja löydetyt puutteet korjattiin. Puhelinvaraukset vähenivät ensimmäisten kuukausien aikana, ja vastaanoton henkilökunnalle jäi enemmän aikaa potilaille.',
      ),
    ),
    en: version(
      'Clear online booking for a dental clinic',
      'dental-clinic-booking',
      "The clinic's old booking worked poorly on phones and with screen readers. The new site guides patients to the right appointment in three steps.",
      p(
        'We redesigned the booking path as three clear steps: treatment, dentist or hygienist, and time. The text is large throughout, and the whole path works with a keyboard and a screen reader.',
      ),
      p('Phone bookings fell within the first months, leaving reception staff more time for patients.'),
    ),
  },
  {
    client: 'Kurun Retkivaruste Oy',
    date: '2024-09-18T10:00:00.000Z',
    categories: ['shops', 'seo'],
    cover: 'ruska',
    images: ['spruces', 'crownSnow', 'uiShop', 'uiSearch'],
    fi: version(
      'Retkeilyvarusteiden verkkokauppa',
      'retkeilyvarusteiden-verkkokauppa',
      'Pirkanmaalainen retkeilykauppa laajensi verkkoon. Tuotehaku ja oppaat auttavat asiakasta valitsemaan oikeat varusteet vaellukselle.',
      p(
        'Kurun Retkivaruste on palvellut retkeilijöitä kivijalkamyymälässään vuosikymmeniä. Henkilökunnan asiantuntemus on kaupan vahvuus, ja sen piti näkyä myös verkossa.',
      ),
      p(
        'Verkkokaupan rinnalle kirjoitettiin yhdessä myyjien kanssa varusteoppaita, kuten ”Ensimmäinen talviretki” ja ”Näin valitset makuupussin”. Oppaat linkittävät suoraan tuotteisiin, ja tuotesivuilta pääsee takaisin oppaisiin.',
      ),
      ul(
        'Tuotehaku, jota voi rajata koon, painon ja käyttölämpötilan mukaan',
        'Oppaiden aiheet hakusanatutkimuksen pohjalta',
        'Varastosaldot suoraan myymälän kassajärjestelmästä',
      ),
      p(
        'Oppaat nousivat hakutulosten ensimmäiselle sivulle muutamassa kuukaudessa, ja niiden kautta tulevat kävijät ostavat keskimäärin muita useammin.',
      ),
    ),
    en: version(
      'An online shop for outdoor gear',
      'outdoor-gear-shop',
      'An outdoor shop from Pirkanmaa moved online, with product search and guides that help customers choose the right gear for a hike.',
      p(
        "Together with the shop's staff we wrote gear guides such as “Your first winter hike”, linked both ways with the products.",
      ),
      p(
        'Within months the guides reached the first page of search results, and visitors who arrive through them buy more often than others.',
      ),
    ),
  },
  {
    client: 'Saunaseura Löyly ry',
    date: '2024-11-27T10:00:00.000Z',
    categories: ['websites'],
    cover: 'summerNight',
    images: ['frozenLake', 'auroraLake', 'mist'],
    fi: version(
      'Saunaseuran sivusto ja vuorovaraukset',
      'saunaseuran-sivusto',
      'Järvenrannan saunaseura tarvitsi sivuston, jolta jäsenet näkevät saunavuorot ja uudet jäsenet löytävät tiedot liittymisestä.',
      p(
        'Saunaseura Löyly ylläpitää kahta rantasaunaa, ja jäsenvuorot oli sovittu sähköpostilla ja taulukolla. Vapaaehtoisvoimin toimivalle yhdistykselle tärkeintä oli, että sivusto on helppo päivittää ja että se maksaa vähän.',
      ),
      p(
        'Toteutimme kevyen sivuston, jossa on vuorokalenteri, liittymislomake ja ajankohtaiset tiedotteet, kuten avantouinnin jäätilanne talvella. Sisältöä päivittää kolme hallituksen jäsentä, ja jokaiselle pidettiin tunnin perehdytys.',
      ),
      p(
        'Sivuston kuvitus koottiin jäsenten omista kuvista eri vuodenajoilta. Ne kertovat saunan tunnelmasta paremmin kuin mikään teksti.',
      ),
    ),
    en: version(
      "A sauna society's website and bookings",
      'sauna-society-website',
      'A lakeside sauna society needed a site where members see their sauna turns and newcomers find out how to join.',
      p(
        'We built a light site with a booking calendar, a membership form and news such as the ice conditions for winter swimming. Three board members update it after a one-hour introduction.',
      ),
      p("Members' own photos from every season show the sauna's atmosphere better than any text."),
    ),
  },
  {
    client: 'Pyynikin Puutarhapalvelu Oy',
    date: '2025-02-12T10:00:00.000Z',
    categories: ['seo'],
    cover: 'ridgeHouses',
    images: ['spruces', 'archipelagoSummer', 'uiSearch'],
    fi: version(
      'Puutarhapalvelun paikallinen näkyvyys',
      'puutarhapalvelun-nakyvyys',
      'Pieni puutarhayritys halusi löytyä hauista omalla alueellaan. Palvelualuesivut ja päivitetty yritysprofiili toivat tarjouspyynnöt sivustolle.',
      p(
        'Pyynikin Puutarhapalvelu tekee pihasuunnittelua ja puutarhanhoitoa Tampereella ja naapurikunnissa. Yrityksen sivusto oli siisti, mutta se ei näkynyt hauissa, joissa mainittiin kaupunginosa tai naapurikunta.',
      ),
      p(
        'Teimme jokaiselle pääasialliselle palvelualueelle oman sivun, jossa kerrotaan kuvien kera alueella tehdyistä töistä. Samalla päivitimme yritysprofiilin karttapalvelussa ja yhtenäistimme yhteystiedot kaikissa hakemistoissa.',
      ),
      ul(
        'Palvelualuesivut viidelle alueelle',
        'Vuodenaikojen vinkkiartikkelit, kuten kevään pihatyöt',
        'Tarjouspyyntölomake, jolla voi lähettää kuvan pihasta',
      ),
    ),
    en: version(
      'Local visibility for a garden service',
      'garden-service-visibility',
      'A small garden company wanted to be found in its own area. Service area pages and a refreshed business profile brought enquiries to the site.',
      p(
        'We made a page for each main service area, showing work done there, refreshed the map listing and unified the contact details across directories.',
      ),
      p('Seasonal tips and a quote form that accepts a photo of the garden round it off.'),
    ),
  },
  {
    client: 'Tunturitykky Safaris Oy',
    date: '2025-04-16T10:00:00.000Z',
    categories: ['websites', 'seo'],
    cover: 'crownSnow',
    images: ['auroraLake', 'frozenLake', 'mist', 'uiPhone'],
    fi: version(
      'Safariyrityksen kaksikielinen varaussivusto',
      'safariyrityksen-varaussivusto',
      'Lappilainen safariyritys myy suurimman osan retkistään ulkomaisille matkailijoille. Uusi sivusto palvelee suomeksi ja englanniksi ja toimii myös hitaalla mobiiliyhteydellä.',
      p(
        'Tunturitykky Safaris järjestää revontuliretkiä, lumikenkäilyä ja porosafareita. Asiakkaat varaavat retkiä usein vasta perillä puhelimella ja hotellin verkossa, joten sivuston piti olla nopea myös heikolla yhteydellä.',
      ),
      p(
        'Rakensimme sivuston, jossa jokaisella retkellä on oma sivunsa suomeksi ja englanniksi, ja kummallakin kieliversiolla on oma osoitteensa. Kuvat ladataan laitteen koon mukaan, eikä sivuilla ole raskaita taustavideoita.',
      ),
      p(
        'Hakukoneoptimoinnissa keskityimme englanninkielisiin hakuihin, joilla matkailijat etsivät elämyksiä Lapista. Retkisivujen rakenteellinen data kertoo hakukoneille kestot, hinnat ja kohderyhmät.',
      ),
    ),
    en: version(
      'A bilingual booking site for a safari company',
      'safari-booking-site',
      'A Lapland safari company sells most of its trips to foreign travellers. The new site serves in Finnish and English and works on a slow mobile connection too.',
      p(
        'Every trip has its own page in Finnish and English with separate addresses. Images load by device size and there are no heavy background videos, so the site works on a weak hotel connection.',
      ),
      p(
        'The SEO work focused on the English searches travellers use for Lapland experiences, with structured data for durations and prices.',
      ),
    ),
  },
  {
    client: 'Rantaperkiön Isännöinti Oy',
    date: '2025-06-04T10:00:00.000Z',
    categories: ['websites', 'maintenance'],
    cover: 'newBlock',
    images: ['eveningCentre', 'winterEvening', 'uiDashboard', 'uiCheckout'],
    fi: version(
      'Isännöintitoimiston asukasportaali',
      'isannointitoimiston-asukasportaali',
      'Asukkaat löytävät taloyhtiönsä tiedotteet, vikailmoituksen ja saunavuorot yhdestä paikasta. Portaalin ylläpidosta on sovittu vuosiksi eteenpäin.',
      p(
        'Rantaperkiön Isännöinti hoitaa kolmeakymmentä taloyhtiötä. Asukkaiden kysymykset tulivat puhelimitse ja sähköpostitse, ja samoja asioita selitettiin yhä uudelleen.',
      ),
      p(
        'Toteutimme asukasportaalin, jossa jokaisella taloyhtiöllä on oma tiedotesivunsa ja vikailmoituslomake, joka ohjaa ilmoituksen suoraan oikealle huoltoyhtiölle. Isännöitsijät julkaisevat tiedotteet itse muutamalla napautuksella.',
      ),
      p(
        'Portaalille tehtiin ylläpitosopimus, johon kuuluvat kuukausittaiset päivitykset, valvonta ja varmuuskopioiden koepalautus kahdesti vuodessa.',
      ),
    ),
    en: version(
      'A resident portal for a property manager',
      'resident-portal',
      "Residents find their housing company's notices, fault reports and sauna turns in one place, with maintenance agreed for years ahead.",
      p(
        'Each housing company has its own notice page and a fault report form that goes straight to the right maintenance company; property managers publish notices themselves.',
      ),
      p(
        'A maintenance agreement covers monthly updates, monitoring and a test restore of the backups twice a year.',
      ),
    ),
  },
  {
    client: 'Näsijärven Kala Oy',
    date: '2025-08-27T10:00:00.000Z',
    categories: ['shops', 'accessibility'],
    cover: 'harbourLights',
    images: ['archipelagoSummer', 'uiContrast', 'uiCheckout'],
    fi: version(
      'Kalatukun verkkokauppa saavutettavaksi',
      'kalatukun-verkkokauppa',
      'Esteettömyysvaatimukset koskevat nyt myös verkkokauppoja, ja kalatukku halusi tietää, missä kunnossa sen kauppa on. Arvioinnin jälkeen kauppa korjattiin vaihe vaiheelta.',
      p(
        'Näsijärven Kala myy tuoretta kalaa ravintoloille ja kuluttajille. Kauppa oli toiminut vuosia, mutta sen saavutettavuutta ei ollut koskaan arvioitu.',
      ),
      p(
        'Aloitimme arvioinnilla, jossa ostopolku käytiin läpi näppäimistöllä, ruudunlukijalla ja suurennettuna. Löydöksiä kertyi kolmisenkymmentä, ja ne jaettiin vakavuuden mukaan kolmeen korjauskierrokseen.',
      ),
      ul(
        'Kassan lomakkeen virheilmoitukset ja kenttien nimet',
        'Tuotekuvien vaihtoehtoiset tekstit ja värikontrastit',
        'Toimitusajan valinta, joka ei aiemmin toiminut näppäimistöllä',
      ),
      p(
        'Korjausten jälkeen kaupalle laadittiin saavutettavuusseloste, ja uudet ominaisuudet tarkistetaan jatkossa ennen julkaisua.',
      ),
    ),
    en: version(
      "Making a fish wholesaler's shop accessible",
      'fish-wholesaler-shop',
      'Accessibility requirements now apply to online shops too, and a fish wholesaler wanted to know where its shop stood. After an audit, the shop was fixed step by step.',
      p(
        'We audited the purchase path by keyboard, with a screen reader and zoomed in, found about thirty issues and fixed them in three rounds by severity.',
      ),
      p(
        'Afterwards the shop got an accessibility statement, and new features are now checked before release.',
      ),
    ),
  },
  {
    client: 'Kehräämö Design Oy',
    date: '2025-10-08T10:00:00.000Z',
    categories: ['websites'],
    cover: 'rapids',
    images: ['uiArticle', 'uiWireframe', 'ridgeHouses', 'uiShop'],
    fi: version(
      'Sisustusstudion visuaalinen uudistus',
      'sisustusstudion-uudistus',
      'Vanhaan tehdasrakennukseen muuttanut sisustusstudio halusi sivuston, joka näyttää yhtä persoonalliselta kuin sen työt.',
      p(
        'Kehräämö Design suunnittelee koteja ja toimitiloja, ja sen tunnusmerkki on vanhan ja uuden yhdistäminen. Aiempi sivusto oli valmispohja, joka ei kertonut studiosta mitään.',
      ),
      p(
        'Lähdimme liikkeelle rautalankamalleista ja kokeilimme useita asetteluja ennen kuin valitsimme ilmavan, suurikuvaisen rakenteen. Väripaletti otettiin tehdasrakennuksen punatiilestä ja valkoisista ikkunankarmeista.',
      ),
      p(
        'Jokainen projekti esitellään tarinana: lähtötilanne, ratkaisut ja lopputulos kuvineen. Studio päivittää referenssit itse, ja uusi projekti on verkossa samana päivänä, kun kuvat valmistuvat.',
      ),
    ),
    en: version(
      'A visual refresh for an interior design studio',
      'interior-studio-refresh',
      'An interior design studio that moved into an old mill wanted a site as distinctive as its work.',
      p(
        "We started from wireframes and tried several layouts before choosing an airy structure with large pictures, its palette taken from the mill's red brick and white window frames.",
      ),
      p('Each project is told as a story, and the studio publishes new ones itself.'),
    ),
  },
  {
    client: 'Pirkan Sähkö ja Valo Oy',
    date: '2026-01-21T10:00:00.000Z',
    categories: ['maintenance'],
    cover: 'eveningCentre',
    images: ['winterEvening', 'uiDashboard', 'tram'],
    fi: version(
      'Sähköliikkeen ylläpito ja jatkokehitys',
      'sahkoliikkeen-yllapito',
      'Kuusi vuotta vanha sivusto ei tarvinnut uudistusta vaan huolenpitoa. Ylläpitosopimuksen ansiosta sivusto pysyy ajan tasalla ja kehittyy pienin askelin.',
      p(
        'Pirkan Sähkö ja Valo pyysi tarjousta uudesta sivustosta. Läpikäynnin jälkeen ehdotimme toista ratkaisua: sivuston rakenne ja sisältö olivat hyvät, mutta alusta oli päivittämättä ja muutama lisäosa oli hylätty.',
      ),
      p(
        'Päivitimme alustan, korvasimme hylätyt lisäosat ja paransimme latausnopeutta. Sen jälkeen siirryimme kuukausittaiseen ylläpitoon, johon sisältyy joka kuukausi myös pari tuntia pientä kehitystyötä.',
      ),
      ul(
        'Tietoturvapäivitykset viikoittain',
        'Kuukausiraportti nopeudesta ja virheistä',
        'Pieniä parannuksia, kuten uusi palvelusivu sähköautojen latausasemista',
      ),
    ),
    en: version(
      'Maintenance and development for an electrical contractor',
      'electrical-contractor-maintenance',
      'A six-year-old site needed care, not a redesign. A maintenance agreement keeps it current and improving in small steps.',
      p(
        'The structure and content were sound, but the platform was out of date and some plug-ins abandoned. We updated the platform, replaced the plug-ins and improved loading speed.',
      ),
      p(
        'Monthly maintenance now includes a couple of hours for small improvements, such as a new page about charging stations.',
      ),
    ),
  },
  {
    client: 'Lukulamppu ry',
    date: '2026-04-02T10:00:00.000Z',
    categories: ['accessibility'],
    cover: 'uiArticle',
    images: ['uiContrast', 'uiSearch', 'mist', 'auroraLake'],
    fi: version(
      'Lukukeskuksen saavutettava verkkopalvelu',
      'lukukeskuksen-verkkopalvelu',
      'Lukemista edistävän yhdistyksen sivusto palvelee myös lukijoita, joille teksti ei ole helppoa. Selkokieliset sivut ja selkeä typografia tekevät siitä kaikkien palvelun.',
      p(
        'Lukulamppu ry tukee lukemista kaikenikäisillä. Yhdistyksen kohderyhmä asetti sivustolle tavallista tiukemmat vaatimukset: osalla kävijöistä on lukivaikeus, osa opettelee suomea ja osa käyttää ruudunlukijaa.',
      ),
      p(
        'Sivuston tärkeimmät sisällöt kirjoitettiin myös selkokielellä, ja kieliversiota voi vaihtaa jokaisella sivulla. Typografiassa suosittiin väljää rivinväliä ja riittävän suurta tekstikokoa, eikä tekstiä sijoiteta kuvien päälle.',
      ),
      p(
        'Sivusto testattiin yhdessä yhdistyksen jäsenten kanssa. Käyttäjätestit paljastivat asioita, joita mikään automaattinen työkalu ei olisi löytänyt, kuten liian samankaltaiset valikon nimet.',
      ),
    ),
    en: version(
      'An accessible web service for a reading centre',
      'reading-centre-web-service',
      "A reading association's site also serves readers for whom text is hard, with easy-to-read pages and clear typography.",
      p(
        'Key content is also written in easy-to-read Finnish, the typography favours generous line spacing and large text, and no text is placed on top of pictures.',
      ),
      p(
        "Testing with the association's members found things no automatic tool would have found, such as menu names that were too alike.",
      ),
    ),
  },
  {
    client: 'Kahvila Kiskot Oy',
    date: '2026-09-09T10:00:00.000Z',
    categories: ['seo', 'websites'],
    cover: 'tram',
    images: ['market', 'rapids', 'uiPhone'],
    fi: version(
      'Kahvilan lounaslista ja hakunäkyvyys',
      'kahvilan-lounaslista',
      'Ratikkapysäkin vieressä toimiva kahvila halusi, että päivän lounas löytyy puhelimella sekunneissa. Lounaslista on nyt oikeaa tekstiä eikä kuva.',
      p(
        'Kahvila Kiskot julkaisi lounaslistansa aiemmin kuvana sosiaalisessa mediassa. Kuvaa ei pystynyt lukemaan ruudunlukijalla, eikä hakukone löytänyt siitä mitään.',
      ),
      p(
        'Teimme sivustolle lounaslistan, jota henkilökunta päivittää puhelimella aamulla ennen avaamista. Lista on tavallista tekstiä, joten se näkyy hakutuloksissa ja toimii ruudunlukijalla, ja sen allergeenimerkinnät ovat selkeät.',
      ),
      p(
        'Samalla päivitimme yritysprofiilin aukioloajat ja lisäsimme sivustolle rakenteellisen datan. Lounasaikaan tulevien hakujen määrä kasvoi, ja kahvilan puhelin soi lounaskysymysten vuoksi harvemmin.',
      ),
    ),
    en: version(
      "A café's lunch menu and search visibility",
      'cafe-lunch-menu',
      "A café by a tram stop wanted today's lunch to be found on a phone in seconds. The menu is now real text, not a picture.",
      p(
        'Staff update the lunch menu by phone each morning. As real text it shows in search results, works with screen readers and has clear allergen markings.',
      ),
      p("We also refreshed the business profile's opening hours and added structured data."),
    ),
  },
]
