import { type CategoryKey, type Version, version } from './categories'
import type { PictureKey } from './images'
import { h, ol, p, ul } from './lexical'

export type PostSeed = {
  /** ISO time (UTC); all distinct and in the past, so sorting by date has one right answer. */
  publishedAt: string
  categories: readonly CategoryKey[]
  picture: PictureKey
  fi: Version
  en: Version
}

/** The demo blog, oldest first: Kajo Digital's articles on its five subjects. */
export const POSTS: readonly PostSeed[] = [
  {
    publishedAt: '2024-01-16T07:30:00.000Z',
    categories: ['websites'],
    picture: 'uiWireframe',
    fi: version(
      'Verkkosivu-uudistus alkaa tavoitteista, ei ulkoasusta',
      'verkkosivu-uudistus-alkaa-tavoitteista',
      'Uusi ilme houkuttelee, mutta onnistunut uudistus lähtee siitä, mitä sivuston pitää saada aikaan. Näin kirkastat tavoitteet ennen ensimmäistä luonnosta.',
      p(
        'Moni verkkosivu-uudistus käynnistyy siitä, että nykyinen sivusto näyttää vanhalta. Tunne on aiheellinen, mutta pelkkä uusi ulkoasu ratkaisee harvoin varsinaisen ongelman. Jos yhteydenottoja ei tule, syy löytyy useimmiten sisällöstä, rakenteesta tai siitä, ettei kävijä löydä etsimäänsä.',
      ),
      h('h2', 'Kolme kysymystä ennen suunnittelua'),
      ol(
        'Keitä sivuston tärkeimmät kävijät ovat, ja mitä he tulevat sivustolle tekemään?',
        'Mikä toimenpide on yritykselle arvokkain: soitto, tarjouspyyntö, ostos vai ilmoittautuminen?',
        'Mistä tiedämme puolen vuoden päästä, että uudistus onnistui?',
      ),
      p(
        'Kun vastaukset on kirjattu, niistä tulee mittari jokaiselle myöhemmälle päätökselle. Tarvitaanko etusivulle kuvakaruselli? Se riippuu siitä, auttaako karuselli kävijää kohti tärkeintä toimenpidettä.',
      ),
      p(
        'Ulkoasu suunnitellaan lopulta joka tapauksessa, ja sen kuuluukin ilahduttaa. Kauneus on kuitenkin helpompi perustella, kun se palvelee selvää tavoitetta.',
      ),
    ),
    en: version(
      'A website redesign starts with goals, not looks',
      'website-redesign-starts-with-goals',
      'A fresh look is tempting, but a successful redesign starts from what the site has to achieve.',
      p(
        'Many redesigns begin because the old site looks dated. Yet if nobody gets in touch, the cause is usually the content or the structure, not the colours.',
      ),
      p(
        'Before the first sketch, write down who the main visitors are, which action matters most to the business and how you will know in six months that the redesign worked.',
      ),
    ),
  },
  {
    publishedAt: '2024-02-07T10:05:00.000Z',
    categories: ['accessibility', 'shops'],
    picture: 'uiShop',
    fi: version(
      'Mitä esteettömyysdirektiivi tarkoittaa verkkokaupalle?',
      'esteettomyysdirektiivi-ja-verkkokauppa',
      'Esteettömyysvaatimukset koskevat kesäkuusta 2025 alkaen myös monia yksityisiä verkkokauppoja. Kokosimme, mistä kannattaa aloittaa.',
      p(
        'EU:n esteettömyysdirektiivi tuo saavutettavuusvaatimukset julkisen sektorin lisäksi moniin yksityisiin palveluihin. Verkkokaupoilta vaatimuksia edellytetään 28. kesäkuuta 2025 alkaen. Mikroyritykset eli alle kymmenen henkeä työllistävät yritykset, joiden liikevaihto tai taseen loppusumma on enintään kaksi miljoonaa euroa, on rajattu palveluja koskevien vaatimusten ulkopuolelle.',
      ),
      p(
        'Käytännössä vaatimukset tarkoittavat, että kauppaa on pystyttävä käyttämään näppäimistöllä ja ruudunlukijalla, tekstien on erotuttava taustastaan ja lomakkeiden virheilmoitusten on kerrottava, mikä meni pieleen.',
      ),
      h('h2', 'Mistä aloittaa'),
      ul(
        'Käy ostopolku läpi pelkällä näppäimistöllä tuotehausta maksuun asti.',
        'Tarkista, että jokaisella tuotekuvalla on kuvaava vaihtoehtoinen teksti.',
        'Testaa kassan lomake ruudunlukijalla ja tahallisilla virheillä.',
        'Selvitä, täyttävätkö maksupalvelun ja chat-ikkunan kaltaiset kolmannen osapuolen osat vaatimukset.',
      ),
      p(
        'Saavutettavuus ei ole kertaluonteinen projekti. Kun se otetaan osaksi jokaista uutta ominaisuutta, korjattavaa kertyy vähemmän ja kauppa palvelee paremmin kaikkia ostajia.',
      ),
    ),
    en: version(
      'What the European Accessibility Act means for online shops',
      'european-accessibility-act-and-online-shops',
      'From June 2025, accessibility requirements apply to many private online shops too. Here is where to start.',
      p(
        'The European Accessibility Act extends accessibility requirements from the public sector to many private services, online shops included, from 28 June 2025. Microenterprises are exempt from the requirements for services.',
      ),
      p(
        'Start by walking through the purchase path with the keyboard alone, checking that product pictures have alt text and testing the checkout form with a screen reader.',
      ),
    ),
  },
  {
    publishedAt: '2024-03-12T12:20:00.000Z',
    categories: ['seo', 'websites'],
    picture: 'uiDashboard',
    fi: version(
      'Sivuston nopeus on myös hakukoneoptimointia',
      'sivuston-nopeus-ja-hakukoneoptimointi',
      'Hidas sivu menettää kävijät jo ennen kuin sisältö ehtii näkyä. Google mittaa samaa asiaa Core Web Vitals -mittareilla.',
      p(
        'Kävijä ei odota. Jos sivu näyttää mobiiliyhteydellä tyhjää ruutua kolme sekuntia, moni palaa hakutuloksiin ja valitsee seuraavan vaihtoehdon. Sama kokemus näkyy myös Googlen arvioissa, sillä hakukone mittaa sivujen käytettävyyttä oikeiden käyttäjien selaimista kerätyllä datalla.',
      ),
      h('h2', 'Kolme mittaria'),
      ul(
        'LCP kertoo, kuinka nopeasti sivun suurin näkyvä osa, usein pääkuva, on ladattu.',
        'INP mittaa, kuinka viiveettä sivu reagoi napautuksiin ja näppäilyihin. Se korvasi maaliskuussa aiemman FID-mittarin.',
        'CLS kertoo, hyppiikö sisältö latautuessaan paikasta toiseen.',
      ),
      p(
        'Tavallisimmat korjaukset ovat yllättävän arkisia: kuvat oikeaan kokoon ja moderniin tiedostomuotoon, turhat seurantaskriptit pois ja fontit omalta palvelimelta. Myös jokainen lisäosa, joka lataa oman JavaScript-tiedostonsa jokaiselle sivulle, kannattaa kyseenalaistaa.',
      ),
      p(
        'Nopeus ei yksin nosta sivua hakutulosten kärkeen, mutta hidas sivu häviää tasaväkisen kisan. Ennen kaikkea nopeaa sivua on mukavampi lukea.',
      ),
    ),
    en: version(
      'Site speed is SEO too',
      'site-speed-is-seo-too',
      'A slow page loses visitors before its content appears, and Google measures the same thing with its Core Web Vitals.',
      p(
        "Google's Core Web Vitals measure loading (LCP), responsiveness (INP, which replaced FID in March 2024) and visual stability (CLS) from real users' browsers.",
      ),
      p(
        'The usual fixes are mundane: properly sized images in modern formats, fewer tracking scripts and fonts served from your own server.',
      ),
    ),
  },
  {
    publishedAt: '2024-04-03T06:45:00.000Z',
    categories: ['maintenance'],
    picture: 'spruces',
    fi: version(
      'Ylläpitosopimus: mitä siihen kannattaa kirjata',
      'yllapitosopimuksen-sisalto',
      'Hyvä ylläpitosopimus kertoo, kuka tekee mitä ja kuinka nopeasti. Epämääräinen sopimus tulee kalliiksi juuri silloin, kun jotain menee rikki.',
      p(
        'Verkkosivusto ei ole valmis julkaisupäivänä. Ohjelmistoihin tulee tietoturvapäivityksiä, selaimet muuttuvat ja sisältö vanhenee. Ylläpitosopimuksen tehtävä on sopia etukäteen, miten näistä huolehditaan.',
      ),
      h('h2', 'Vähintään nämä asiat'),
      ul(
        'Mitä päivitetään ja kuinka usein: julkaisualusta, lisäosat ja palvelinohjelmistot.',
        'Miten varmuuskopiot otetaan, missä niitä säilytetään ja kuinka kauan.',
        'Kuinka nopeasti vikailmoitukseen reagoidaan arkena ja viikonloppuna.',
        'Mitä kuukausihintaan sisältyy ja mitä laskutetaan tuntityönä.',
      ),
      p(
        'Erityisen tärkeää on sopia vasteajoista. Verkkokaupalle kahden vuorokauden katkos on aivan eri asia kuin yhdistyksen tapahtumasivulle, joten sopimuksen kannattaa heijastaa sitä, mitä sivuston pysähtyminen oikeasti maksaa.',
      ),
      p(
        'Kirjatkaa sopimukseen myös, kenellä on pääsy mihinkin. Kun tunnukset, verkkotunnus ja palvelin ovat yrityksen omissa nimissä, palveluntarjoajan vaihtaminenkin sujuu tarvittaessa ilman draamaa.',
      ),
    ),
    en: version(
      'What to put in a maintenance agreement',
      'what-to-put-in-a-maintenance-agreement',
      'A good maintenance agreement says who does what and how fast. A vague one gets expensive exactly when something breaks.',
      p(
        'Agree on what gets updated and how often, how backups are taken and kept, how quickly faults are answered and what the monthly fee covers.',
      ),
      p(
        "Keep the domain, the hosting and the admin accounts in the company's own name, so that changing providers stays painless.",
      ),
    ),
  },
  {
    publishedAt: '2024-04-25T13:10:00.000Z',
    categories: ['accessibility'],
    picture: 'archipelagoSummer',
    fi: version(
      'Alt-teksti kertoo kuvan asian, ei sen ulkonäköä',
      'alt-teksti-kertoo-kuvan-asian',
      'Vaihtoehtoinen teksti on ruudunlukijan käyttäjälle kuvan sisältö. Hyvä alt-teksti on lyhyt ja kertoo, miksi kuva on sivulla.',
      p(
        'Kun näkövammainen kävijä selaa sivua ruudunlukijalla, kuvan kohdalla luetaan sen vaihtoehtoinen teksti eli alt-teksti. Jos tekstiä ei ole, ruudunlukija saattaa lukea tiedostonimen, kuten ”IMG_4032.jpg”, mikä ei kerro kenellekään mitään.',
      ),
      p(
        'Hyvä alt-teksti vastaa kysymykseen, miksi kuva on juuri tässä kohdassa. Tuotesivulla olennaista voi olla tuotteen väri ja malli, henkilöesittelyssä henkilön nimi ja rooli. Sanoja ”kuva” tai ”valokuva” ei tarvita, koska ruudunlukija kertoo jo, että kyseessä on kuva.',
      ),
      h('h2', 'Milloin alt-teksti jätetään tyhjäksi'),
      p(
        'Pelkkä koriste, kuten taustakuvio tai tunnelmakuva, jonka asia on jo kerrottu tekstissä, saa tyhjän alt-tekstin. Silloin ruudunlukija ohittaa kuvan eikä kuormita kuulijaa turhalla tiedolla.',
      ),
      p(
        'Nyrkkisääntö: kuvittele lukevasi sivun ääneen puhelimessa. Mitä sanoisit kuvan kohdalla? Se on todennäköisesti hyvä alt-teksti.',
      ),
    ),
    en: version(
      'Alt text says what a picture means, not what it looks like',
      'alt-text-says-what-a-picture-means',
      'For a screen reader user the alternative text is the picture. Good alt text is short and says why the picture is there.',
      p(
        "Without alt text a screen reader may read out the file name, which tells nobody anything. Good alt text says why the picture is on the page: on a product page the colour and model, on a team page the person's name and role.",
      ),
      p('Purely decorative pictures get an empty alt text, so that screen readers skip them.'),
    ),
  },
  {
    publishedAt: '2024-05-21T08:00:00.000Z',
    categories: ['shops'],
    picture: 'market',
    fi: version(
      'Tuotesivu, joka myy: kuvat, hinta ja toimitusaika näkyviin',
      'tuotesivu-joka-myy',
      'Verkkokaupan tuotesivu tekee saman työn kuin myyjä hyllyn vieressä. Näin vastaat ostajan kysymyksiin ennen kuin hän ehtii esittää ne.',
      p(
        'Kivijalkakaupassa asiakas voi nostaa tuotteen käteen, kääntää sitä ja kysyä myyjältä. Verkossa kaikki tämä on tuotesivun varassa. Siksi tuotesivu kannattaa suunnitella vastaamaan ostajan tavallisimpiin kysymyksiin siinä järjestyksessä, jossa ne heräävät.',
      ),
      ol(
        'Mikä tämä on, ja näyttääkö se siltä kuin kuvittelin? Useampi kuva eri kulmista ja mittakaavan kanssa.',
        'Paljonko se maksaa toimituskuluineen?',
        'Milloin saan sen, ja voinko palauttaa sen?',
      ),
      p(
        'Toimitusaika ja palautusehdot jäävät usein pienellä kirjoitettuina sivun alalaitaan, vaikka juuri ne ratkaisevat monen ostopäätöksen. Nosta ne hinnan ja ostopainikkeen viereen.',
      ),
      p(
        'Tuotekuvaus kannattaa kirjoittaa itse, vaikka valmistajan teksti olisi saatavilla. Oma teksti palvelee ostajaa paremmin ja erottaa kaupan hakutuloksissa kymmenistä muista, jotka käyttävät samaa valmistajan kuvausta.',
      ),
    ),
    en: version(
      'A product page that sells: pictures, price and delivery time up front',
      'product-page-that-sells',
      "An online shop's product page does the work of a shop assistant. Answer the buyer's questions before they ask them.",
      p(
        'Show several pictures from different angles, the total price with delivery and, right beside the buy button, the delivery time and the return terms.',
      ),
      p(
        "Write your own product descriptions: they serve buyers better and set your shop apart from every other shop using the manufacturer's text.",
      ),
    ),
  },
  {
    publishedAt: '2024-06-13T09:40:00.000Z',
    categories: ['seo'],
    picture: 'tram',
    fi: version(
      'Paikallinen näkyvyys alkaa yritysprofiilista',
      'paikallinen-nakyvyys-ja-yritysprofiili',
      'Kun joku hakee ”putkimies Tampere”, karttatulokset näkyvät ennen tavallisia hakutuloksia. Ajan tasalla oleva yritysprofiili on pienyrityksen tehokkain hakukonetyökalu.',
      p(
        'Paikallisissa hauissa hakukone näyttää usein ensimmäisenä kartan ja muutaman lähellä olevan yrityksen. Näihin tuloksiin vaikuttaa eniten yrityksen profiili hakukoneen karttapalvelussa, ei niinkään verkkosivujen hienous.',
      ),
      h('h2', 'Tarkista nämä'),
      ul(
        'Nimi, osoite ja puhelinnumero ovat täsmälleen samat profiilissa, verkkosivuilla ja hakemistopalveluissa.',
        'Aukioloajat ovat ajan tasalla, myös juhlapyhien poikkeukset.',
        'Toimialaluokka kuvaa sitä, mitä oikeasti teet.',
        'Profiilissa on tuoreita kuvia toimitiloista ja tehdyistä töistä.',
      ),
      p(
        'Arvosteluihin kannattaa vastata, myös kriittisiin. Asiallinen ja ystävällinen vastaus kertoo tulevalle asiakkaalle enemmän kuin viiden tähden keskiarvo.',
      ),
      p(
        'Verkkosivuilla paikallista näkyvyyttä tukee oma sivu jokaiselle palvelualueelle tai toimipisteelle, kunhan jokaisella on oikeaa, paikkakunnalle ominaista sisältöä eikä vain kaupungin nimeä vaihdettuna.',
      ),
    ),
    en: version(
      'Local visibility starts with your business profile',
      'local-visibility-business-profile',
      "When someone searches for a plumber in Tampere, map results appear before the ordinary ones. An up-to-date business profile is a small company's most effective search tool.",
      p(
        'Keep your name, address and phone number identical everywhere, your opening hours current and your photos fresh.',
      ),
      p(
        'Answer reviews, critical ones included: a polite reply tells future customers more than an average star rating.',
      ),
    ),
  },
  {
    publishedAt: '2024-07-02T11:15:00.000Z',
    categories: ['maintenance'],
    picture: 'summerNight',
    fi: version(
      'Kesäloma ei ole syy jättää päivityksiä väliin',
      'kesaloma-ja-paivitykset',
      'Heinäkuussa moni toimisto hiljenee, mutta haavoittuvuuksia etsivät botit eivät pidä lomaa. Sovi päivityksistä ennen kuin lähdet mökille.',
      p(
        'Suomessa heinäkuu on monelle yritykselle hiljaista aikaa. Verkkosivusto ei kuitenkaan lomaile: automaattiset botit kokeilevat tunnettuja haavoittuvuuksia vuorokauden ympäri, ja kesäkuussa julkaistu tietoturvapäivitys on heinäkuussa jo kaikkien hyökkääjien tiedossa.',
      ),
      p(
        'Ennen lomia kannattaa sopia, kuka asentaa kriittiset päivitykset ja kenelle hälytykset menevät. Jos sivustolla on verkkokauppa tai ajanvaraus, myös varahenkilön yhteystiedot on hyvä kirjata ylös.',
      ),
      ul(
        'Asenna odottavat päivitykset ja testaa sivusto ennen lomaa.',
        'Varmista, että varmuuskopiot toimivat ja palautusohje löytyy.',
        'Ohjaa valvonnan hälytykset henkilölle, joka on oikeasti tavoitettavissa.',
      ),
      p(
        'Loman jälkeen kannattaa käydä läpi sivuston lokit ja lomakkeella saapuneet viestit. Roskapostia on usein tullut tavallista enemmän, ja joukossa voi olla myös oikea tarjouspyyntö.',
      ),
    ),
    en: version(
      'Holidays are no reason to skip updates',
      'holidays-and-updates',
      'Offices go quiet in July, but the bots looking for vulnerabilities take no holiday.',
      p(
        'Before the holidays, install pending updates, check that backups can be restored and route monitoring alerts to someone who is actually reachable.',
      ),
      p(
        'Afterwards, go through the logs and the contact form messages: a real enquiry may be hiding among the spam.',
      ),
    ),
  },
  {
    publishedAt: '2024-08-14T07:05:00.000Z',
    categories: ['accessibility', 'websites'],
    picture: 'uiSearch',
    fi: version(
      'Näppäimistöllä läpi koko sivuston',
      'nappaimistolla-lapi-sivuston',
      'Kaikki eivät käytä hiirtä. Yksinkertainen testi sarkainnäppäimellä paljastaa nopeasti, pääseekö sivustolla eteenpäin ilman sitä.',
      p(
        'Moni käyttää verkkoa ilman hiirtä: osa liikuntarajoitteen vuoksi, osa ruudunlukijan kanssa ja osa yksinkertaisesti siksi, että näppäimistö on nopeampi. Sivuston pitää siksi toimia kokonaan näppäimistöllä.',
      ),
      h('h2', 'Viiden minuutin testi'),
      p(
        'Avaa etusivu, siirrä hiiri syrjään ja paina sarkainnäppäintä. Seuraa, mihin kohdistus siirtyy. Näkyykö se selvästi? Eteneekö se loogisessa järjestyksessä? Aukeavatko valikot Enterillä ja sulkeutuvatko ne Esc-näppäimellä?',
      ),
      p(
        'Tyypillisiä ongelmia ovat näkymättömäksi muotoiltu kohdistus, vain hiirellä osoittamalla aukeavat alavalikot ja ponnahdusikkunat, joista ei pääse pois. Korjaukseksi riittää usein muutama rivi tyylimäärittelyjä tai oikea HTML-elementti, esimerkiksi painike klikattavan laatikon sijaan.',
      ),
      p(
        'Hyvä lisä on ”Siirry sisältöön” -linkki sivun alussa. Se säästää näppäimistön käyttäjältä kymmeniä painalluksia jokaisella sivulla.',
      ),
    ),
    en: version(
      'Through the whole site by keyboard',
      'through-the-site-by-keyboard',
      'Not everyone uses a mouse. A quick test with the Tab key shows whether your site can be used without one.',
      p(
        'Put the mouse aside and press Tab. Is the focus clearly visible, does it move in a sensible order, and do menus open with Enter and close with Escape?',
      ),
      p(
        'The usual fixes are small: a visible focus style, real buttons instead of clickable boxes, and a skip link at the top of the page.',
      ),
    ),
  },
  {
    publishedAt: '2024-09-05T12:50:00.000Z',
    categories: ['shops'],
    picture: 'uiCheckout',
    fi: version(
      'Kassan kolme sudenkuoppaa',
      'kassan-kolme-sudenkuoppaa',
      'Ostoskori on täynnä, mutta tilaus jää tekemättä. Useimmiten syy löytyy kassalta, ja korjaukset ovat yksinkertaisia.',
      p(
        'Verkkokaupan kassa on kohta, jossa kiinnostus muuttuu myynniksi tai katoaa. Analytiikasta näkee usein selvästi, että ostajat pääsevät kassalle asti mutta eivät maksuun. Kolme syytä toistuu projektista toiseen.',
      ),
      h('h2', '1. Pakollinen rekisteröityminen'),
      p(
        'Jos ensimmäinen pyyntö on ”Luo tili”, osa ostajista lähtee. Tarjoa mahdollisuus ostaa kirjautumatta ja ehdota tilin luomista vasta tilauksen jälkeen.',
      ),
      h('h2', '2. Yllättävät kulut'),
      p(
        'Toimituskulut, jotka paljastuvat vasta viimeisessä vaiheessa, tuntuvat ostajasta huijaukselta. Näytä arvio kuluista jo ostoskorissa.',
      ),
      h('h2', '3. Liian pitkä lomake'),
      p(
        'Jokainen ylimääräinen kenttä on syy keskeyttää. Kysy vain se, mitä toimitukseen tarvitaan, ja hyödynnä selaimen automaattista täyttöä oikeilla kenttätyypeillä.',
      ),
    ),
    en: version(
      'Three pitfalls at the checkout',
      'three-checkout-pitfalls',
      'The basket is full but the order never comes. The reason is usually at the checkout, and the fixes are simple.',
      p(
        'Forced registration, surprise costs at the last step and long forms are the three most common reasons buyers give up.',
      ),
      p(
        'Offer guest checkout, show delivery costs already in the basket and ask only for what delivery needs.',
      ),
    ),
  },
  {
    publishedAt: '2024-09-30T10:25:00.000Z',
    categories: ['seo'],
    picture: 'uiArticle',
    fi: version(
      'Hyvä otsikko palvelee sekä lukijaa että hakukonetta',
      'hyva-otsikko-palvelee-molempia',
      'Otsikko on lupaus siitä, mitä sivulta löytyy. Kun lupaus on selvä, sekä ihmiset että hakukoneet ymmärtävät sivun paremmin.',
      p(
        'Hakutuloksissa sivun otsikko on usein ainoa asia, jonka perusteella ihminen päättää, klikkaako hän. Siksi otsikon pitää kertoa suoraan, mitä sivulta löytyy. Nokkela sanaleikki toimii lehden kannessa, mutta hakutuloksissa se jää helposti huomaamatta.',
      ),
      p(
        'Sivun pääotsikko ja hakutuloksissa näkyvä otsikko voivat olla eri pituisia. Pääotsikko saa olla luonteva ja ihmiselle kirjoitettu, hakutulosten otsikkoon kannattaa sisällyttää se sana, jolla asiaa todennäköisimmin haetaan.',
      ),
      h('h2', 'Väliotsikot jäsentävät tekstin'),
      p(
        'Pitkä teksti ilman väliotsikoita on raskas sekä silmäilevälle lukijalle että ruudunlukijan käyttäjälle, joka voi hypätä otsikosta toiseen. Väliotsikoiden pitää muodostaa looginen rakenne: yksi pääotsikko, sen alla toisen tason otsikot ja tarvittaessa niiden alla kolmannen tason otsikot.',
      ),
      p(
        'Hyvä testi: lue pelkät otsikot ääneen. Jos niistä muodostuu ymmärrettävä sisällysluettelo, rakenne on kunnossa.',
      ),
    ),
    en: version(
      'A good heading serves both reader and search engine',
      'good-headings-serve-readers-and-search',
      'A heading promises what the page holds. When the promise is clear, people and search engines both understand the page better.',
      p(
        'In search results the title is often all people see before deciding to click, so it should say plainly what the page contains.',
      ),
      p(
        'Subheadings give a long text its structure. Read them aloud on their own: if they make a sensible table of contents, the structure works.',
      ),
    ),
  },
  {
    publishedAt: '2024-10-22T08:35:00.000Z',
    categories: ['maintenance'],
    picture: 'eveningCentre',
    fi: version(
      'Öiset päivitykset ja muita ylläpidon rutiineja',
      'oiset-paivitykset-ja-yllapidon-rutiinit',
      'Hyvä ylläpito on enimmäkseen huomaamatonta. Kerromme, millä rutiineilla pidämme asiakkaidemme sivustot kunnossa.',
      p(
        'Kun ylläpito toimii, kukaan ei huomaa sitä. Taustalla tapahtuu silti paljon: päivityksiä, varmuuskopioita, valvontaa ja pieniä korjauksia, jotka estävät isompia ongelmia.',
      ),
      p(
        'Ajoitamme päivitykset yöhön tai varhaiseen aamuun, jolloin sivustoilla on vähiten kävijöitä. Jokainen päivitys testataan ensin testiympäristössä, ja tuotantoon viennin jälkeen automaattinen tarkistus käy läpi tärkeimmät sivut ja lomakkeet.',
      ),
      h('h2', 'Viikoittain ja kuukausittain'),
      ul(
        'Viikoittain: ohjelmistopäivitykset, varmuuskopioiden tarkistus ja virhelokien läpikäynti.',
        'Kuukausittain: rikkinäisten linkkien haku, nopeusmittaus ja lyhyt raportti asiakkaalle.',
        'Puolivuosittain: varmuuskopion koepalautus ja käyttäjätunnusten läpikäynti.',
      ),
      p(
        'Rutiinit kuulostavat tylsiltä, ja niin kuuluukin. Tylsä ylläpito tarkoittaa, ettei yllätyksiä tule.',
      ),
    ),
    en: version(
      'Night-time updates and other maintenance routines',
      'night-time-updates-and-maintenance-routines',
      "Good maintenance mostly goes unnoticed. Here are the routines that keep our clients' sites in shape.",
      p(
        'We schedule updates for the night, test every one in a staging environment first and check the key pages and forms automatically afterwards.',
      ),
      p(
        'Weekly updates and log reviews, monthly link and speed checks, and a test restore of a backup twice a year: boring, and that is the point.',
      ),
    ),
  },
  {
    publishedAt: '2024-11-05T09:10:00.000Z',
    categories: ['shops', 'seo'],
    picture: 'winterEvening',
    fi: version(
      'Joulumyynti alkaa jo lokakuussa',
      'joulumyynti-alkaa-lokakuussa',
      'Joulusesongin hakuliikenne kasvaa viikkoja ennen kuin ostokset tehdään. Kauppa, joka valmistautuu ajoissa, näkyy silloin, kun ostajat vertailevat.',
      p(
        'Joululahjat ostetaan joulukuussa, mutta niitä mietitään paljon aiemmin. Lahjaideoiden ja tuotevertailujen hakuliikenne lähtee kasvuun jo loka–marraskuussa, ja silloin hakutuloksissa näkyvät ne kaupat, jotka ovat valmistautuneet.',
      ),
      ul(
        'Päivitä sesonkituotteiden kuvaukset ja kuvat hyvissä ajoin, jotta hakukoneet ehtivät indeksoida ne.',
        'Tee lahjaoppaita, esimerkiksi ”Lahjat alle 30 eurolla”, jotka vastaavat siihen, miten ihmiset oikeasti hakevat.',
        'Kerro viimeiset tilauspäivät jouluksi selvästi etusivulla ja tuotesivuilla.',
      ),
      p(
        'Sesonki testaa myös tekniikan. Jos kampanjapäivänä kävijöitä on kymmenkertaisesti tavalliseen verrattuna, sivuston on kestettävä se. Kuormitustesti syyskuussa on halvempi kuin kaatunut kauppa joulukuussa.',
      ),
      p(
        'Tammikuussa kannattaa vielä käydä luvut läpi: mitkä hakusanat toivat kävijöitä ja mitkä tuotteet myivät. Niistä syntyy ensi vuoden suunnitelma.',
      ),
    ),
    en: version(
      'Christmas sales start in October',
      'christmas-sales-start-in-october',
      'Seasonal searches grow weeks before people buy. Shops that prepare early are visible when buyers compare.',
      p(
        'Refresh seasonal product pages early, write gift guides that match how people search, and show the last order dates for Christmas clearly.',
      ),
      p('Load-test the shop in September: it costs far less than a crashed shop in December.'),
    ),
  },
  {
    publishedAt: '2025-01-14T07:55:00.000Z',
    categories: ['accessibility', 'websites'],
    picture: 'uiContrast',
    fi: version(
      'Värikontrasti ja brändivärit samaan pakettiin',
      'varikontrasti-ja-brandivarit',
      'Vaaleanharmaa teksti valkoisella taustalla näyttää tyylikkäältä, mutta moni ei pysty lukemaan sitä. Brändivärit ja riittävä kontrasti sopivat yhteen, kun asia huomioidaan ajoissa.',
      p(
        'Saavutettavuusohjeistus WCAG edellyttää, että tavallisen tekstin kontrastisuhde taustaan on vähintään 4,5:1 ja suuren tekstin 3:1. Luvut kuulostavat teknisiltä, mutta käytännössä ne erottavat luettavan tekstin siitä, jota joutuu siristelemään aurinkoisella terassilla.',
      ),
      p(
        'Ongelma syntyy usein brändiväreistä. Kirkas keltainen tai vaalea turkoosi toimii logossa, mutta ei leipätekstin tai painikkeen tekstin värinä valkoisella taustalla.',
      ),
      h('h2', 'Näin ratkaisemme sen'),
      ul(
        'Määrittelemme jokaisesta brändiväristä tummemman ja vaaleamman sävyn tekstejä ja taustoja varten.',
        'Tarkistamme jokaisen teksti- ja taustavärin yhdistelmän kontrastin jo tyylioppaassa.',
        'Emme kerro asioita pelkällä värillä: virheilmoituksessa on aina myös teksti ja kuvake.',
      ),
      p(
        'Lopputulos ei ole tylsempi vaan selkeämpi. Hyvä kontrasti auttaa heikkonäköisiä, ikääntyneitä ja jokaista, joka lukee puhelinta kirkkaassa valossa.',
      ),
    ),
    en: version(
      'Colour contrast and brand colours in one package',
      'colour-contrast-and-brand-colours',
      'Light grey text on white looks stylish, but many people cannot read it. Brand colours and sufficient contrast go together when planned early.',
      p(
        'WCAG asks for a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text. Bright brand colours often work in a logo but not as text on white.',
      ),
      p(
        'We define darker and lighter shades of each brand colour, check every text and background pair in the style guide and never rely on colour alone.',
      ),
    ),
  },
  {
    publishedAt: '2025-02-04T11:30:00.000Z',
    categories: ['maintenance'],
    picture: 'frozenLake',
    fi: version(
      'Varmuuskopio on olemassa vasta, kun palautus on testattu',
      'varmuuskopion-palautus-testattava',
      'Moni luottaa siihen, että varmuuskopiot otetaan automaattisesti. Harva on kokeillut, saako niistä sivuston oikeasti takaisin.',
      p(
        'Varmuuskopiointi on kuin vakuutus: sitä ei ajattele ennen kuin sitä tarvitsee. Ero on siinä, että varmuuskopio voi osoittautua tyhjäksi, vanhentuneeksi tai puutteelliseksi juuri silloin, kun sitä kipeimmin tarvitaan.',
      ),
      p(
        'Olemme nähneet tapauksia, joissa tietokanta kopioitiin huolellisesti joka yö, mutta ladatut kuvat ja tiedostot puuttuivat kokonaan. Toisessa tapauksessa varmuuskopiot tallentuivat samalle palvelimelle, joka hajosi.',
      ),
      h('h2', 'Kolme sääntöä'),
      ol(
        'Pidä vähintään kolme kopiota kahdella eri tallennusvälineellä ja säilytä yksi niistä muualla kuin palvelimen kanssa samassa paikassa.',
        'Kopioi sekä tietokanta että tiedostot, ja kirjaa, miten ne palautetaan.',
        'Tee koepalautus erilliseen ympäristöön vähintään kahdesti vuodessa.',
      ),
      p('Koepalautus vie tunnin tai pari. Se on pieni hinta siitä, että tiedät varmasti.'),
    ),
    en: version(
      'A backup exists only once you have tested restoring it',
      'test-your-backup-restore',
      'Many trust that backups are taken automatically. Few have checked that they can actually get the site back.',
      p(
        'We have seen nightly database backups without the uploaded files, and backups stored on the very server that failed.',
      ),
      p(
        'Keep three copies on two kinds of storage with one elsewhere, back up both the database and the files, and do a test restore at least twice a year.',
      ),
    ),
  },
  {
    publishedAt: '2025-03-06T13:25:00.000Z',
    categories: ['websites'],
    picture: 'newBlock',
    fi: version(
      'Sisällönhallinta, jota toimitus oikeasti käyttää',
      'sisallonhallinta-jota-kaytetaan',
      'Paras julkaisujärjestelmä on se, jolla sisältö pysyy ajan tasalla. Siksi suunnittelemme hallintanäkymän yhtä huolella kuin julkisen sivuston.',
      p(
        'Verkkosivu-uudistuksen jälkeen käy usein niin, että sisältöä päivittää vain yksi ihminen, koska muut eivät uskalla koskea järjestelmään. Kun hän lomailee tai vaihtaa työpaikkaa, sivusto alkaa vanhentua.',
      ),
      p(
        'Hyvä sisällönhallinta on suomenkielinen, selkeä ja sallii vain sen, minkä sivuston ulkoasu kestää. Kun toimittaja kokoaa sivun valmiista osista, kuten tekstiosiosta, kuvagalleriasta tai yhteystietolaatikosta, sivut pysyvät yhtenäisinä ilman, että jokaista yksityiskohtaa tarvitsee miettiä erikseen.',
      ),
      h('h2', 'Kolme asiaa, joita kysymme aina'),
      ul(
        'Kuka sisältöä päivittää ja kuinka usein?',
        'Tarvitaanko luonnoksia, esikatselua tai hyväksyntäkierrosta ennen julkaisua?',
        'Millä kielillä sisältöä julkaistaan, ja kuka kääntää?',
      ),
      p(
        'Käyttöönoton jälkeen järjestämme lyhyen koulutuksen ja jätämme ohjeet järjestelmän sisälle, sinne, missä niitä tarvitaan.',
      ),
    ),
    en: version(
      'A CMS your team actually uses',
      'a-cms-your-team-uses',
      'The best content management system is the one that keeps your content current, so we design the admin as carefully as the public site.',
      p(
        "Too often only one person dares to update the site after a redesign. A clear admin in the editor's own language, built from ready-made parts, keeps pages consistent and lets everyone publish.",
      ),
      p(
        'We always ask who updates the content, whether drafts and previews are needed, and in which languages.',
      ),
    ),
  },
  {
    publishedAt: '2025-04-08T06:30:00.000Z',
    categories: ['accessibility'],
    picture: 'auroraLake',
    fi: version(
      'Ääneen luettu verkkosivu: ruudunlukijan näkökulma',
      'ruudunlukijan-nakokulma',
      'Ruudunlukija muuttaa sivun puheeksi tai pistekirjoitukseksi. Kun tietää, miten se etenee, ymmärtää, miksi rakenteella on niin suuri merkitys.',
      p(
        'Ruudunlukija on ohjelma, joka lukee näytön sisällön ääneen tai välittää sen pistenäytölle. Sokea tai heikkonäköinen käyttäjä ei kuitenkaan kuuntele sivua alusta loppuun, vaan liikkuu siinä samaan tapaan kuin näkevä silmäilee: otsikosta toiseen, linkistä toiseen tai alueelta toiselle.',
      ),
      p(
        'Tämä onnistuu vain, jos sivun rakenne on merkitty oikein. Otsikot on merkittävä otsikoiksi, ei pelkästään lihavoiduksi isoksi tekstiksi. Navigaatio, pääsisältö ja alatunniste erotetaan omiksi alueikseen, jolloin käyttäjä voi hypätä suoraan asiaan.',
      ),
      h('h2', 'Linkkitekstit ratkaisevat'),
      p(
        'Ruudunlukijalla voi listata kaikki sivun linkit. Jos kymmenen niistä on ”Lue lisää”, lista on hyödytön. Kirjoita linkkiteksti, joka kertoo kohteen myös irrallaan ympäröivästä tekstistä, esimerkiksi ”Lue lisää verkkokauppojen ylläpidosta”.',
      ),
      p(
        'Kokeile itse: useimmissa käyttöjärjestelmissä on valmiina ruudunlukija, kuten VoiceOver tai Windowsin Lukija. Jo kymmenen minuutin kokeilu opettaa enemmän kuin pitkä ohje.',
      ),
    ),
    en: version(
      "A web page read aloud: the screen reader's view",
      'the-screen-readers-view',
      'A screen reader turns a page into speech or braille. Knowing how it moves through a page shows why structure matters so much.',
      p(
        'Screen reader users jump from heading to heading, link to link and region to region, so headings must be real headings and the regions of the page must be marked.',
      ),
      p(
        'Write link texts that make sense on their own: ten links called “Read more” are useless in a list of links.',
      ),
    ),
  },
  {
    publishedAt: '2025-05-15T10:00:00.000Z',
    categories: ['shops'],
    picture: 'uiPhone',
    fi: version(
      'Maksutavat, joita suomalainen ostaja odottaa',
      'maksutavat-joita-ostaja-odottaa',
      'Suomalainen verkko-ostaja on tottunut maksamaan verkkopankissa, mobiilisti ja laskulla. Jos tuttu tapa puuttuu, osto voi jäädä kesken.',
      p(
        'Maksutapojen valikoima vaihtelee maittain yllättävän paljon. Suomessa verkkopankkimaksut ovat edelleen yleisiä, mobiilimaksaminen on arkipäivää ja lasku sekä osamaksu ovat monelle ostajalle tärkeitä etenkin suuremmissa ostoksissa.',
      ),
      p(
        'Useimmiten kaikki nämä saa käyttöön yhden maksunvälittäjän kautta. Valintaa tehdessä kannattaa verrata kulujen lisäksi sitä, miltä maksuvaihe näyttää puhelimessa ja kuinka nopeasti rahat tilitetään kauppiaalle.',
      ),
      h('h2', 'Maksuvaiheen selkeys'),
      p(
        'Kymmenet pankkien ja palveluiden logot yhdessä ruudukossa hämmentävät. Ryhmittele vaihtoehdot: verkkopankit, mobiilimaksut, kortit ja lasku. Näytä suosituimmat ensin, ja muista, että logoilla on oltava myös tekstivastine ruudunlukijaa varten.',
      ),
      p(
        'Seuraa analytiikasta, missä vaiheessa ostajat keskeyttävät. Jos moni palaa maksuvaiheesta takaisin, syy voi olla yksittäinen puuttuva maksutapa.',
      ),
    ),
    en: version(
      'Payment methods Finnish buyers expect',
      'payment-methods-finnish-buyers-expect',
      'Finnish online buyers are used to paying through their online bank, by mobile and by invoice. If a familiar method is missing, the purchase may be abandoned.',
      p(
        'Most payment service providers offer all the common methods. Compare not only the fees but how the payment step looks on a phone and how fast the money reaches the merchant.',
      ),
      p('Group the options, show the most popular first and give every logo a text alternative.'),
    ),
  },
  {
    publishedAt: '2025-06-17T08:20:00.000Z',
    categories: ['accessibility'],
    picture: 'mist',
    fi: version(
      'Saavutettavuusseloste – mitä siihen kirjoitetaan?',
      'saavutettavuusseloste',
      'Julkisen sektorin verkkopalveluilta saavutettavuusseloste vaaditaan, ja moni yritys julkaisee sellaisen vapaaehtoisesti. Hyvä seloste on rehellinen.',
      p(
        'Saavutettavuusseloste kertoo, kuinka hyvin verkkopalvelu täyttää saavutettavuusvaatimukset, mitkä osat eivät vielä ole saavutettavia ja miten käyttäjä voi antaa palautetta. Julkisella sektorilla seloste on lakisääteinen, ja esteettömyysvaatimusten piiriin kuuluvien yritysten on kerrottava palvelunsa esteettömyydestä.',
      ),
      ul(
        'Mitä palvelua seloste koskee ja milloin sitä on viimeksi päivitetty.',
        'Miten saavutettavuus on arvioitu: itse, ulkopuolisen arvioijan toimesta vai molemmin tavoin.',
        'Tunnetut puutteet selkeällä kielellä ja arvio siitä, milloin ne korjataan.',
        'Palautekanava ja tieto siitä, mihin käyttäjä voi olla yhteydessä, jos palautteeseen ei vastata.',
      ),
      p(
        'Selosteen arvo on rehellisyydessä. ”Sivusto on täysin saavutettava” on harvoin totta, ja käyttäjä huomaa sen nopeasti. Tarkka luettelo puutteista ja aikataulu niiden korjaamiselle herättää enemmän luottamusta.',
      ),
      p(
        'Seloste ei ole kertaluonteinen asiakirja. Päivitä se aina, kun sivustolle tulee uusia ominaisuuksia tai kun korjaat listattuja puutteita.',
      ),
    ),
    en: version(
      'The accessibility statement: what goes in it',
      'the-accessibility-statement',
      'Public sector services must publish an accessibility statement, and many companies publish one voluntarily. A good statement is honest.',
      p(
        'Say what the statement covers, how accessibility was assessed, the known shortcomings in plain language with a schedule for fixing them, and how to give feedback.',
      ),
      p('“Fully accessible” is rarely true. An honest list of shortcomings builds more trust.'),
    ),
  },
  {
    publishedAt: '2025-07-09T12:05:00.000Z',
    categories: ['seo'],
    picture: 'ruska',
    fi: version(
      'Hakusanatutkimus ilman kalliita työkaluja',
      'hakusanatutkimus-ilman-kalliita-tyokaluja',
      'Hyvät hakusanat löytyvät usein asiakaspalvelun sähköposteista eivätkä vain analyysityökaluista. Näin selvität, millä sanoilla asiakkaasi hakevat.',
      p(
        'Hakusanatutkimus kuulostaa työltä, johon tarvitaan kalliita ohjelmistoja. Niistä on hyötyä, mutta paras lähde on usein lähempänä: asiakkaiden omat sanat.',
      ),
      h('h2', 'Mistä sanoja löytyy'),
      ul(
        'Asiakaspalvelun sähköposteista ja puheluista: millä sanoilla asiakkaat kuvaavat ongelmaansa?',
        'Hakukoneen omista ehdotuksista, kun kirjoitat hakukenttään aiheen alun.',
        'Sivuston oman haun lokista: mitä kävijät etsivät ja jäivät ehkä löytämättä?',
        'Hakukoneen ilmaisesta ylläpitäjän työkalusta, joka näyttää, millä hauilla sivustosi jo näkyy.',
      ),
      p(
        'Huomaat usein, että asiakkaat käyttävät eri sanoja kuin yritys itse. Ammattilainen puhuu ilmalämpöpumpun huollosta, asiakas hakee ”ilmalämpöpumppu vuotaa vettä”. Jälkimmäinen on hyvä aihe omalle sivulle tai artikkelille.',
      ),
      p(
        'Kirjaa löydetyt sanat taulukkoon ja ryhmittele ne aiheittain. Jokaiselle aiheelle kannattaa olla yksi selvä sivu, joka vastaa kysymykseen paremmin kuin kukaan muu.',
      ),
    ),
    en: version(
      'Keyword research without expensive tools',
      'keyword-research-without-expensive-tools',
      'Good keywords often hide in customer service emails rather than in analysis tools.',
      p(
        "Look at the words customers use in emails and calls, the search engine's own suggestions, your site search log and the search engine's free webmaster tool.",
      ),
      p(
        'Customers rarely use the same words as the business. Group the words by topic and give each topic one clear page.',
      ),
    ),
  },
  {
    publishedAt: '2025-08-12T07:40:00.000Z',
    categories: ['maintenance', 'shops'],
    picture: 'harbourLights',
    fi: version(
      'Tietoturvapäivitykset verkkokaupassa: kuka vastaa mistä?',
      'tietoturvapaivitykset-verkkokaupassa',
      'Verkkokaupassa on monta kerrosta: palvelin, alusta, lisäosat ja maksupalvelu. Jokaiselle tarvitaan nimetty vastuuhenkilö.',
      p(
        'Tietoturvaongelma verkkokaupassa on harvoin yhden ihmisen virhe. Useammin jokainen osapuoli oletti jonkun toisen hoitavan asian. Palveluntarjoaja päivitti palvelimen, mutta kukaan ei päivittänyt vanhaa lisäosaa, jonka kautta hyökkääjä pääsi sisään.',
      ),
      h('h2', 'Käy läpi kerros kerrokselta'),
      ul(
        'Palvelin ja käyttöjärjestelmä: yleensä palvelinpalvelun tarjoaja.',
        'Kauppa-alusta ja lisäosat: ylläpitokumppani tai oma kehitystiimi.',
        'Maksupalvelu ja korttitiedot: maksunvälittäjä, kunhan korttitiedot eivät kulje kaupan oman palvelimen kautta.',
        'Käyttäjätunnukset ja salasanat: kauppias itse.',
      ),
      p(
        'Viimeinen kohta unohtuu helposti. Entisen työntekijän voimassa oleva ylläpitotunnus tai kaikkien yhteinen salasana on yhtä suuri riski kuin päivittämätön ohjelmisto. Kaksivaiheinen tunnistautuminen kaikille hallintatunnuksille on nopein yksittäinen parannus.',
      ),
      p(
        'Kirjatkaa vastuut yhdelle sivulle ja tarkistakaa ne kerran vuodessa. Se on lyhyt palaveri, joka voi säästää paljon.',
      ),
    ),
    en: version(
      'Security updates in an online shop: who is responsible for what?',
      'online-shop-security-responsibilities',
      'An online shop has many layers: server, platform, plug-ins and payments. Each needs a named owner.',
      p(
        "Security problems rarely come from one person's mistake; more often everyone assumed someone else was taking care of it.",
      ),
      p(
        'Write down who owns the server, the platform and plug-ins, the payment service and the user accounts, and turn on two-factor authentication for every admin account.',
      ),
    ),
  },
  {
    publishedAt: '2025-09-09T09:55:00.000Z',
    categories: ['websites'],
    picture: 'ridgeHouses',
    fi: version(
      'Älä piilota yhteystietoja',
      'ala-piilota-yhteystietoja',
      'Kävijä, joka haluaa soittaa, ei halua etsiä numeroa kolmen valikon takaa. Yhteystiedot kuuluvat jokaiselle sivulle.',
      p(
        'Yllättävän moni yrityssivusto tekee yhteydenotosta vaikeaa. Puhelinnumero on piilotettu yhteystietosivun alalaitaan, sähköpostiosoitteen sijaan on pelkkä lomake, eikä osoitteesta selviä, missä toimisto oikeastaan on.',
      ),
      p(
        'Pienelle ja keskisuurelle yritykselle yhteydenotto on usein sivuston tärkein tavoite. Silloin yhteystiedot kuuluvat jokaisen sivun ylä- tai alalaitaan, ja puhelinnumeron pitää olla puhelimella napautettava linkki.',
      ),
      h('h2', 'Lomake vai sähköposti?'),
      p(
        'Lomake sopii, kun tarvitset tietyt tiedot, kuten tarjouspyynnön lähtötiedot. Moni haluaa silti kirjoittaa omin sanoin, joten näytä sähköpostiosoite lomakkeen rinnalla. Kerro myös, kuinka nopeasti vastaatte: ”Vastaamme arkisin saman päivän aikana” madaltaa kynnystä enemmän kuin mikään painike.',
      ),
      p(
        'Jos yrityksellä on käyntiosoite, lisää sen viereen lyhyt ohje siitä, mistä ovesta tullaan sisään ja missä voi pysäköidä.',
      ),
    ),
    en: version(
      "Don't hide your contact details",
      'dont-hide-your-contact-details',
      'A visitor who wants to call does not want to hunt for the number behind three menus.',
      p(
        "For most small businesses getting in touch is the site's main goal, so contact details belong on every page and the phone number should be a tappable link on phones.",
      ),
      p('Show an email address next to the form and say how quickly you reply.'),
    ),
  },
  {
    publishedAt: '2025-10-14T13:35:00.000Z',
    categories: ['seo', 'websites'],
    picture: 'rapids',
    fi: version(
      'Sisäinen linkitys ohjaa lukijan ja hakukoneen perille',
      'sisainen-linkitys',
      'Linkit sivustosi sisällä kertovat, mitkä sivut ovat tärkeitä ja miten ne liittyvät toisiinsa. Harkittu linkitys on hakukoneoptimoinnin edullisimpia keinoja.',
      p(
        'Kun kirjoitat artikkelin verkkokaupan palautuksista ja mainitset siinä palautusehdot, linkitä ehtoihin. Lukija saa tarvitsemansa tiedon yhdellä napautuksella, ja hakukone ymmärtää, että sivut liittyvät toisiinsa.',
      ),
      p(
        'Hakukoneet löytävät sivuja seuraamalla linkkejä. Sivu, jolle ei linkitetä mistään, jää helposti löytymättä, tai sitä pidetään vähemmän tärkeänä. Tällaisia orposivuja syntyy etenkin vanhoille sivustoille, joiden rakennetta on muutettu monta kertaa.',
      ),
      h('h2', 'Käytännön vinkkejä'),
      ul(
        'Linkitä uusista artikkeleista vanhempiin ja lisää vanhoihin linkit uusiin.',
        'Käytä linkkiteksteinä kuvaavia sanoja, älä ”klikkaa tästä”.',
        'Tee palvelusivuille selvä hierarkia, jossa yläsivu linkittää alasivuihinsa ja päinvastoin.',
      ),
      p(
        'Murupolku eli sivun yläreunan polku etusivulta nykyiselle sivulle tukee samaa tavoitetta: se näyttää sekä kävijälle että hakukoneelle, missä kohtaa sivustoa ollaan.',
      ),
    ),
    en: version(
      'Internal links guide readers and search engines',
      'internal-links-guide-readers',
      'Links within your site show which pages matter and how they relate. Thoughtful internal linking is one of the cheapest SEO measures.',
      p(
        'Search engines find pages by following links, so a page nobody links to is easily missed. Link new articles to older ones and back.',
      ),
      p(
        'Use descriptive link texts and give service pages a clear hierarchy; breadcrumbs help both visitors and search engines.',
      ),
    ),
  },
  {
    publishedAt: '2025-11-20T08:10:00.000Z',
    categories: ['shops'],
    picture: 'crownSnow',
    fi: version(
      'Verkkokaupan palautukset sujuviksi',
      'verkkokaupan-palautukset',
      'Palautus on osa ostokokemusta. Kun se on helppo, asiakas ostaa todennäköisemmin uudelleen, ja kauppa saa arvokasta tietoa tuotteistaan.',
      p(
        'Palautuksia pidetään usein pelkkänä kuluna, mutta ostajalle ne ovat turvaverkko. Kun palauttaminen on kerrottu selvästi ja se on helppoa, kynnys tilata madaltuu, etenkin vaatteissa ja kengissä, joissa koko on aina arvoitus.',
      ),
      ul(
        'Kerro palautusaika ja -kulut tuotesivulla, ei vain toimitusehdoissa.',
        'Tee palautuslomakkeesta lyhyt ja anna mahdollisuus valita syy valmiista vaihtoehdoista.',
        'Ilmoita, kun palautus on vastaanotettu ja milloin rahat palautetaan.',
      ),
      p(
        'Palautussyyt ovat kultakaivos. Jos sama tuote palautetaan toistuvasti liian pienenä, tuotesivun kokotaulukkoa kannattaa tarkentaa. Jos syy on ”ei vastannut kuvaa”, kuvat tai kuvaus kaipaavat päivitystä.',
      ),
      p(
        'Muista myös, että kuluttajalla on etämyynnissä lakisääteinen 14 päivän peruuttamisoikeus. Se koskee useimpia verkkokaupan tuotteita, ja sen ehdot on kerrottava selvästi ennen tilausta.',
      ),
    ),
    en: version(
      'Making returns in an online shop smooth',
      'smooth-online-shop-returns',
      'A return is part of the shopping experience. When it is easy, customers buy again and the shop learns about its products.',
      p(
        'State return times and costs on the product page, keep the return form short and confirm when the refund is on its way.',
      ),
      p(
        'Return reasons are a gold mine: a product returned again and again as too small needs a better size chart.',
      ),
    ),
  },
  {
    publishedAt: '2026-01-13T10:45:00.000Z',
    categories: ['websites', 'maintenance'],
    picture: 'uiDashboard',
    fi: version(
      'Uusi vuosi, uusi sivusto? Mittaa ensin',
      'uusi-vuosi-uusi-sivusto',
      'Vuodenvaihde houkuttelee aloittamaan alusta. Ennen uudistusta kannattaa kuitenkin selvittää, mikä nykyisessä sivustossa toimii ja mikä ei.',
      p(
        'Tammikuussa tarjouspyyntöjä tulee tavallista enemmän: moni yritys on päättänyt, että tänä vuonna sivusto uusitaan. Usein päätös on oikea, mutta joskus samaan tulokseen päästään pienemmillä korjauksilla.',
      ),
      p(
        'Ennen kuin mitään puretaan, kannattaa katsoa lukuja. Mitkä sivut tuovat eniten kävijöitä hakukoneista? Millä sivuilla yhteydenotot syntyvät? Missä kohtaa kävijät poistuvat? Jos vanhalla sivustolla on hyvin sijoittuvia sivuja, niiden osoitteet ja sisältö on siirrettävä huolella uuteen.',
      ),
      h('h2', 'Uudistus vai korjaus?'),
      p(
        'Jos julkaisualusta on vanhentunut, sivusto ei toimi puhelimella tai sisällön päivittäminen on lähes mahdotonta, uudistus on perusteltu. Jos taas ongelma on yksittäinen hidas sivu tai sekava yhteydenottolomake, se korjataan nopeammin ja edullisemmin erikseen.',
      ),
      p(
        'Kummassakin tapauksessa lähtötilanteen mittaaminen kannattaa. Ilman sitä et tiedä puolen vuoden päästä, oliko muutoksesta hyötyä.',
      ),
    ),
    en: version(
      'New year, new website? Measure first',
      'new-year-new-website-measure-first',
      'The turn of the year tempts you to start over. First find out what works on the current site and what does not.',
      p(
        'Look at which pages bring visitors from search, where enquiries happen and where visitors leave. Pages that rank well must be carried over with care.',
      ),
      p(
        'An outdated platform or a site that fails on phones justifies a redesign; a single slow page or a confusing form can be fixed on its own.',
      ),
    ),
  },
  {
    publishedAt: '2026-02-18T07:25:00.000Z',
    categories: ['accessibility'],
    picture: 'uiCheckout',
    fi: version(
      'Lomakkeet, joita kaikki pystyvät täyttämään',
      'saavutettavat-lomakkeet',
      'Lomake on monelle yritykselle sivuston tärkein toiminto ja samalla yleisin saavutettavuusongelmien lähde. Näin teet lomakkeesta selkeän kaikille.',
      p(
        'Yhteydenottolomake, ajanvaraus, tilaus ja ilmoittautuminen ovat kaikki lomakkeita. Jos lomaketta ei pysty täyttämään, asiakas ei pääse palvelun ytimeen, olipa sivusto muuten kuinka hieno tahansa.',
      ),
      h('h2', 'Tarkistuslista'),
      ul(
        'Jokaisella kentällä on näkyvä nimi, joka on kytketty kenttään. Harmaa esimerkkiteksti kentän sisällä ei riitä, koska se katoaa kirjoitettaessa.',
        'Pakolliset kentät merkitään sekä tekstillä että symbolilla, ei pelkällä värillä.',
        'Virheilmoitus kertoo, mikä on vialla ja miten sen korjaa, ja se näkyy kentän vieressä.',
        'Lomakkeen voi täyttää ja lähettää pelkällä näppäimistöllä.',
      ),
      p(
        'Myös pituudella on väliä. Mitä vähemmän kenttiä, sitä pienempi riski on, että joku luovuttaa kesken. Kysy jokaisen kentän kohdalla, tarvitaanko tietoa todella juuri nyt.',
      ),
      p(
        'Testaa lomake lopuksi tahallaan väärillä tiedoilla. Moni virhe löytyy vasta, kun yrittää lähettää puutteellisen lomakkeen.',
      ),
    ),
    en: version(
      'Forms everyone can fill in',
      'forms-everyone-can-fill-in',
      "For many businesses a form is the site's most important feature, and the most common source of accessibility problems.",
      p(
        'Give every field a visible label tied to it, mark required fields with text as well as colour, and show errors next to the field with a hint on how to fix them.',
      ),
      p('Ask only for what you need now, and test the form by submitting it wrong on purpose.'),
    ),
  },
  {
    publishedAt: '2026-03-24T11:50:00.000Z',
    categories: ['seo'],
    picture: 'uiSearch',
    fi: version(
      'Rakenteellinen data näkyy hakutuloksissa',
      'rakenteellinen-data',
      'Tähtiarviot, hinnat ja tapahtumapäivät hakutuloksissa perustuvat rakenteelliseen dataan. Se kertoo hakukoneelle yksiselitteisesti, mitä sivulla on.',
      p(
        'Ihminen ymmärtää tuotesivulta heti, mikä on tuotteen nimi, hinta ja saatavuus. Hakukone joutuu päättelemään saman sivun rakenteesta. Rakenteellinen data poistaa arvailun: sivun koodiin lisätään koneluettava kuvaus, joka kertoo suoraan, että tämä on tuote, tämä sen hinta ja tämä sen saatavuus.',
      ),
      p(
        'Yleisin muoto on JSON-LD, joka kirjoitetaan sivun koodiin omaksi lohkokseen. Sanasto tulee Schema.org-hankkeesta, jota suurimmat hakukoneet tukevat.',
      ),
      ul(
        'Yritys: nimi, osoite, aukioloajat ja yhteystiedot.',
        'Tuote: nimi, hinta, saatavuus ja arviot.',
        'Artikkeli: otsikko, kirjoittaja ja julkaisupäivä.',
        'Tapahtuma: nimi, aika ja paikka.',
      ),
      p(
        'Rakenteellinen data ei takaa näyttävämpää hakutulosta, mutta ilman sitä sellaista tuskin saa. Tärkeintä on, että data vastaa sivulla näkyvää sisältöä: hakukoneet eivät katso hyvällä merkintöjä, joita kävijä ei näe.',
      ),
    ),
    en: version(
      'Structured data shows in search results',
      'structured-data-in-search-results',
      'Star ratings, prices and event dates in search results come from structured data, which tells search engines plainly what a page contains.',
      p(
        'JSON-LD with the Schema.org vocabulary describes a business, a product, an article or an event in machine-readable form.',
      ),
      p(
        'It does not guarantee rich results, but they are unlikely without it. Keep the data identical to what visitors see.',
      ),
    ),
  },
  {
    publishedAt: '2026-05-05T06:55:00.000Z',
    categories: ['maintenance'],
    picture: 'newBlock',
    fi: version(
      'Verkkotunnus ja varmenne: pienet asiat, isot seuraukset',
      'verkkotunnus-ja-varmenne',
      'Unohtunut verkkotunnuksen uusiminen tai vanhentunut varmenne voi viedä sivuston ja sähköpostin pois käytöstä hetkessä. Molemmat on helppo ennakoida.',
      p(
        'Verkkotunnus on yrityksen osoite verkossa, ja sen varassa toimivat sekä sivusto että usein myös sähköposti. Jos tunnuksen uusiminen unohtuu, molemmat lakkaavat toimimasta. Pahimmassa tapauksessa vapautunut tunnus päätyy jonkun toisen haltuun.',
      ),
      p(
        'Salausvarmenne eli sertifikaatti taas mahdollistaa suojatun https-yhteyden. Kun varmenne vanhenee, selain näyttää kävijälle pelottavan varoituksen, ja useimmat poistuvat saman tien.',
      ),
      h('h2', 'Näin vältät yllätykset'),
      ul(
        'Rekisteröi verkkotunnus yrityksen nimiin, ei työntekijän tai entisen toimittajan.',
        'Ota käyttöön automaattinen uusiminen ja pidä maksukortin tiedot ajan tasalla.',
        'Varmista, että yhteystietona on yleinen osoite, jota luetaan myös lomilla.',
        'Käytä automaattisesti uusiutuvia varmenteita ja valvo niiden voimassaoloa.',
      ),
      p('Nämä ovat viiden minuutin tarkistuksia, mutta niiden laiminlyönti voi maksaa päivien katkoksen.'),
    ),
    en: version(
      'Domain and certificate: small things, big consequences',
      'domain-and-certificate',
      'A forgotten domain renewal or an expired certificate can take your site and email down in an instant. Both are easy to prevent.',
      p(
        'If a domain lapses, the website and often the email stop working, and the name may end up with someone else. An expired certificate makes browsers show a frightening warning.',
      ),
      p(
        "Register the domain in the company's name, turn on automatic renewal and monitor certificate expiry.",
      ),
    ),
  },
  {
    publishedAt: '2026-06-16T12:30:00.000Z',
    categories: ['websites', 'maintenance'],
    picture: 'spruces',
    fi: version(
      'Avoin lähdekoodi verkkopalvelun pohjana',
      'avoin-lahdekoodi-verkkopalvelun-pohjana',
      'Rakennamme sivustomme avoimen lähdekoodin ohjelmistojen päälle. Asiakkaalle se tarkoittaa vapautta vaihtaa toimittajaa ja näkyvyyttä siihen, mitä koodissa tapahtuu.',
      p(
        'Avoimen lähdekoodin ohjelmiston lähdekoodi on kaikkien nähtävissä, ja sitä saa käyttää ja muokata lisenssin ehtojen mukaisesti. Suuri osa verkosta pyörii tällaisten ohjelmistojen varassa palvelimista julkaisujärjestelmiin.',
      ),
      p(
        'Asiakkaalle tärkein etu on riippumattomuus. Kun sivusto on rakennettu yleisesti tunnetulle avoimelle alustalle, sen ylläpidon voi siirtää toiselle toimittajalle ilman, että kaikki pitää rakentaa uudelleen. Suljetussa järjestelmässä asiakas on sidottu yhteen toimittajaan.',
      ),
      h('h2', 'Avoin ei tarkoita ilmaista ylläpitoa'),
      p(
        'Avoimia ohjelmistoja päivitetään aktiivisesti, ja päivitykset on asennettava. Lisäksi kannattaa valita osia, joilla on elävä kehittäjäyhteisö ja selkeä tietoturvakäytäntö. Hylätty lisäosa on riski, oli se avointa koodia tai ei.',
      ),
      p(
        'Kerromme jokaisessa projektissa, mitä ohjelmistoja käytämme ja millä lisensseillä. Asiakkaan kuuluu tietää, mistä hänen palvelunsa on tehty.',
      ),
    ),
    en: version(
      "Open source as a web service's foundation",
      'open-source-foundation',
      'We build on open-source software, which gives clients the freedom to change providers and a clear view of what the code does.',
      p(
        'A site built on a widely known open platform can be handed to another provider without rebuilding everything.',
      ),
      p(
        'Open source still needs updates, and its components should have a living community and a clear security policy.',
      ),
    ),
  },
  {
    publishedAt: '2026-08-20T09:20:00.000Z',
    categories: ['seo'],
    picture: 'summerNight',
    fi: version(
      'Tekoäly ja hakukoneet: kirjoita ihmiselle',
      'tekoaly-ja-hakukoneet',
      'Hakukoneet tiivistävät vastauksia yhä useammin itse. Sisältö, joka vastaa oikeisiin kysymyksiin asiantuntevasti ja omalla äänellä, erottuu silti.',
      p(
        'Hakukoneet näyttävät yhä useammin tekoälyn kokoaman tiivistelmän ennen tavallisia hakutuloksia. Moni yritys miettii, kannattaako sisältöä enää kirjoittaa, jos kävijä saa vastauksen suoraan hakusivulta.',
      ),
      p(
        'Kannattaa, mutta eri tavalla kuin ennen. Yleispätevät tekstit, joita verkossa on jo tuhansia, menettävät arvonsa. Omaan kokemukseen perustuva tieto, kuten todelliset esimerkit, hinnat, kuvat omista töistä ja vastaukset asiakkaiden oikeisiin kysymyksiin, on sen sijaan juuri sitä, mitä tiivistelmät lainaavat ja mihin ne linkittävät.',
      ),
      h('h2', 'Mitä tämä tarkoittaa käytännössä'),
      ul(
        'Kirjoita asiantuntijana ja kerro, kuka tekstin takana on.',
        'Vastaa kysymykseen heti alussa ja syvennä vasta sen jälkeen.',
        'Pidä tiedot ajan tasalla ja merkitse päivityspäivä näkyviin.',
      ),
      p(
        'Tekoälyä voi käyttää apuna esimerkiksi rungon hahmotteluun tai oikolukuun. Lopullisen tekstin pitää kuitenkin kuulostaa teiltä, ja sen tietojen pitää olla tarkistettuja.',
      ),
    ),
    en: version(
      'AI and search engines: write for people',
      'ai-and-search-write-for-people',
      'Search engines increasingly summarise answers themselves. Expert content in your own voice still stands out.',
      p(
        "Generic texts lose value, while first-hand knowledge, real examples, prices and answers to customers' real questions are what summaries quote and link to.",
      ),
      p(
        'AI can help with outlines or proofreading, but the final text should sound like you and its facts should be checked.',
      ),
    ),
  },
]
