import type { Payload, RequestContext } from 'payload'
import type { FeedbackStatus } from '@/cms/feedback/fields'
import type { SeededCollections } from './collections'
import { POSTS } from './posts'
import { PRODUCTS } from './products'

type Who = { name: string; email: string; locale: 'fi' | 'en' }
type Age = { daysAgo: number; status?: FeedbackStatus }

export type ReviewSeed = Who & Age & { rating: number; text: string }
export type CommentSeed = Who & Age & { key: string; text: string; replyTo?: string }

/**
 * Reviews by product (fi slug). Approved ones show on the site; a pending, a rejected and a spam
 * one wait in the moderation views. Verkkosivupaketti Start averages 4,7 from three reviews.
 */
export const REVIEWS: Record<string, readonly ReviewSeed[]> = {
  'verkkosivupaketti-start': [
    {
      name: 'Leena Mäkinen',
      email: 'leena.makinen@example.fi',
      locale: 'fi',
      rating: 5,
      daysAgo: 41,
      text: 'Uudet sivut valmistuivat luvatussa kahdessa viikossa. Pidimme erityisesti siitä, että saimme itse päivittää aukioloajat heti julkaisun jälkeen.',
    },
    {
      name: 'Pekka Virtanen',
      email: 'pekka@example.fi',
      locale: 'fi',
      rating: 4,
      daysAgo: 19,
      text: 'Selkeä paketti ja hyvä hinta-laatusuhde.\n\nKuvien valinta vei meiltä enemmän aikaa kuin arvioimme, mutta Kajon väki jaksoi auttaa.',
    },
    {
      name: 'Sofia Lindqvist',
      email: 'sofia.lindqvist@example.com',
      locale: 'en',
      rating: 5,
      daysAgo: 3,
      text: 'Clear process, friendly people and a fast site. Our bookings through the contact form doubled in the first month.',
    },
    {
      name: 'Jari Koskinen',
      email: 'jari.koskinen@example.fi',
      locale: 'fi',
      rating: 3,
      daysAgo: 1,
      status: 'pending',
      text: 'Sivut ovat hyvät, mutta olisin toivonut paketin sisältävän myös uutiskirjepohjan.',
    },
  ],
  saavutettavuusauditointi: [
    {
      name: 'Tampereen Tilitoimisto Oy',
      email: 'toimisto@example.fi',
      locale: 'fi',
      rating: 5,
      daysAgo: 60,
      text: 'Raportti oli selkeä ja korjausehdotukset priorisoitu. Kehittäjämme sai korjattua tärkeimmät puutteet viikossa.',
    },
    {
      name: 'Anna Heikkilä',
      email: 'anna.heikkila@example.fi',
      locale: 'fi',
      rating: 4,
      daysAgo: 12,
      text: 'Hyvä auditointi. Ruudunlukijatestauksen videot olivat silmiä avaavia koko tiimille.',
    },
  ],
  'hakukoneoptimoinnin-kuukausipaketti': [
    {
      name: 'Mikko Rantanen',
      email: 'mikko.rantanen@example.fi',
      locale: 'fi',
      rating: 4,
      daysAgo: 25,
      text: 'Kuukausiraportit ovat ymmärrettäviä myös maallikolle. Paikalliset haut ovat parantuneet selvästi puolessa vuodessa.',
    },
    {
      name: 'Cheap SEO Links',
      email: 'offers@spam.example',
      locale: 'en',
      rating: 5,
      daysAgo: 2,
      status: 'spam',
      text: 'Great post! Buy 10 000 backlinks now at http://spam.example/links',
    },
  ],
  yllapitosopimus: [
    {
      name: 'Kahvila Kajo',
      email: 'kahvila@example.fi',
      locale: 'fi',
      rating: 5,
      daysAgo: 90,
      text: 'Päivitykset hoituvat ilman että meidän tarvitsee muistaa niitä. Kerran kun palvelin takkusi, vika oli korjattu ennen kuin ehdimme soittaa.',
    },
    {
      name: 'Oskari Laine',
      email: 'oskari.laine@example.fi',
      locale: 'fi',
      rating: 5,
      daysAgo: 33,
      text: 'Luotettava kumppani. Kuukausiraportista näkee yhdellä silmäyksellä, mitä on tehty.',
    },
    {
      name: 'Testi Testinen',
      email: 'testi@example.fi',
      locale: 'fi',
      rating: 1,
      daysAgo: 5,
      status: 'rejected',
      text: 'testi testi',
    },
  ],
}

/** Comments by post (fi slug), oldest first; `replyTo` names an earlier comment's key. */
export const COMMENTS: Record<string, readonly CommentSeed[]> = {
  'nappaimistolla-lapi-sivuston': [
    {
      key: 'tuula',
      name: 'Tuula Salonen',
      email: 'tuula.salonen@example.fi',
      locale: 'fi',
      daysAgo: 20,
      text: 'Kokeilin viiden minuutin testiä omalla sivustollamme. Evästeilmoitukseen ei päässyt lainkaan näppäimistöllä!\n\nOnneksi korjaus oli pieni.',
    },
    {
      key: 'kajo-tuula',
      replyTo: 'tuula',
      name: 'Aino Kajo Digitalista',
      email: 'aino@kajodigital.example',
      locale: 'fi',
      daysAgo: 19,
      text: 'Hienoa, että testi löysi sen! Evästeilmoitukset ovat yllättävän yleinen este.',
    },
    {
      key: 'ville',
      name: 'Ville Niemi',
      email: 'ville.niemi@example.fi',
      locale: 'fi',
      daysAgo: 6,
      text: 'Onko teillä vinkkejä siihen, miten näkyvä fokus saadaan sopimaan brändin väreihin?',
    },
    {
      key: 'kajo-ville',
      replyTo: 'ville',
      name: 'Mikko Kajo Digitalista',
      email: 'mikko@kajodigital.example',
      locale: 'fi',
      daysAgo: 5,
      text: 'Hyvä kysymys. Paksu ääriviiva brändin tummimmalla värillä ja pieni etäisyys elementistä toimivat useimmiten. Kirjoitimme aiheesta myös artikkelin värikontrastista.',
    },
    {
      key: 'ville-2',
      replyTo: 'ville',
      name: 'Ville Niemi',
      email: 'ville.niemi@example.fi',
      locale: 'fi',
      daysAgo: 3,
      text: 'Kiitos, kokeilen tätä!',
    },
    {
      key: 'pending',
      name: 'Riikka Aalto',
      email: 'riikka.aalto@example.fi',
      locale: 'fi',
      daysAgo: 0,
      status: 'pending',
      text: 'Entä mobiilissa, miten testaan siellä?',
    },
  ],
  'saavutettavat-lomakkeet': [
    {
      key: 'hanna',
      name: 'Hanna Koivisto',
      email: 'hanna.koivisto@example.fi',
      locale: 'fi',
      daysAgo: 14,
      text: 'Virheilmoitusten sijoittaminen kentän viereen oli meille uusi ajatus. Aiemmin kaikki virheet näkyivät vain lomakkeen yläosassa.',
    },
    {
      key: 'spam',
      name: 'Best Casino',
      email: 'win@spam.example',
      locale: 'en',
      daysAgo: 2,
      status: 'spam',
      text: '<a href="http://spam.example">Click here</a> to win!',
    },
  ],
  'tekoaly-ja-hakukoneet': [
    {
      key: 'emma',
      name: 'Emma Berg',
      email: 'emma.berg@example.com',
      locale: 'en',
      daysAgo: 9,
      text: 'Thanks for this. Writing in our own voice has worked better for us than chasing every new search feature.',
    },
  ],
}

const DAY = 86_400_000

/** Seeds the reviews and comments above onto the seeded products and posts. */
export async function seedFeedback(
  payload: Payload,
  context: RequestContext,
  collections: Pick<SeededCollections, 'posts' | 'products'>,
  now = Date.now(),
): Promise<void> {
  const at = (daysAgo: number, i: number) =>
    new Date(now - daysAgo * DAY - (10 - i) * 3_600_000).toISOString()
  for (const [slug, reviews] of Object.entries(REVIEWS)) {
    const product = collections.products[PRODUCTS.findIndex((p) => p.fi.slug === slug)]
    if (product === undefined) throw new Error(`seed: no product ${slug}`)
    for (const [i, { daysAgo, status, ...review }] of reviews.entries())
      await payload.create({
        collection: 'reviews',
        context,
        depth: 0,
        data: { ...review, product, status: status ?? 'approved', createdAt: at(daysAgo, i) },
      })
  }
  for (const [slug, comments] of Object.entries(COMMENTS)) {
    const post = collections.posts[POSTS.findIndex((p) => p.fi.slug === slug)]
    if (post === undefined) throw new Error(`seed: no post ${slug}`)
    const ids = new Map<string, number>()
    for (const [i, { key, replyTo, daysAgo, status, ...comment }] of comments.entries()) {
      const parent = replyTo === undefined ? null : ids.get(replyTo)
      if (parent === undefined) throw new Error(`seed: comment ${key} replies to unknown ${replyTo}`)
      const created = await payload.create({
        collection: 'comments',
        context,
        depth: 0,
        data: { ...comment, post, parent, status: status ?? 'approved', createdAt: at(daysAgo, i) },
      })
      ids.set(key, created.id)
    }
  }
}
