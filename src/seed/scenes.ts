/**
 * Parametric SVG scenes for the demo galleries: lakes, forests, Tampere street views and interface
 * mock-ups. Every scene is drawn from its options and a seed, so the same input always gives the
 * same picture (the seed needs no network and the repository holds no image files). No text is
 * drawn: SVG text would depend on the fonts installed where the seed runs.
 */

export const SCENE_WIDTH = 1600
export const SCENE_HEIGHT = 1067
const W = SCENE_WIDTH
const H = SCENE_HEIGHT

/** A small deterministic PRNG (mulberry32): the same seed gives the same drawing on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rand = () => number
const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min)
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T
// One decimal keeps the SVG source short without visible loss.
const n = (v: number) => Math.round(v * 10) / 10

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`
}

function vertical(id: string, stops: readonly string[]): string {
  const s = stops
    .map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`)
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${extra}/>`

/** A distant shore of spruces: a jagged silhouette standing on `y`, closed along `y`. */
function treeLine(rand: Rand, y: number, height: number, from: number, to: number): string {
  let d = `M${n(from)} ${n(y)}`
  let x = from
  while (x < to) {
    const step = between(rand, 7, 20)
    const top = height * between(rand, 0.45, 1)
    d += ` L${n(x + step / 2)} ${n(y - top)} L${n(x + step)} ${n(y - height * between(rand, 0.1, 0.35))}`
    x += step
  }
  return `${d} L${n(to)} ${n(y)} Z`
}

/** The shore and, mirrored into the water below it, its reflection. */
function shore(rand: Rand, y: number, height: number, from: number, to: number, colour: string): string {
  const d = treeLine(rand, y, height, from, to)
  return `<path d="${d}" fill="${colour}"/><path d="${d}" fill="${colour}" fill-opacity="0.32" transform="translate(0 ${n(2 * y)}) scale(1 -1)"/>`
}

/** One spruce in tiers; with snow its tiers carry white edges. */
function spruce(x: number, base: number, height: number, colour: string, snow?: string): string {
  const tiers = 6
  const width = height * 0.3
  const top = base - height
  let right = ''
  let left = ''
  for (let i = 1; i <= tiers; i++) {
    const y = top + (height * 0.88 * i) / tiers
    const wi = (width * i) / tiers
    right += ` L${n(x + wi)} ${n(y)} L${n(x + wi * 0.4)} ${n(y - height * 0.03)}`
    left = ` L${n(x - wi * 0.4)} ${n(y - height * 0.03)} L${n(x - wi)} ${n(y)}${left}`
  }
  const crown = `<path d="M${n(x)} ${n(top)}${right} L${n(x)} ${n(base - height * 0.1)}${left} Z" fill="${colour}"/>`
  const trunk = rect(x - height * 0.02, base - height * 0.14, height * 0.04, height * 0.14, '#3b2a20')
  const caps = snow
    ? Array.from({ length: tiers }, (_, i) => {
        const y = top + (height * 0.88 * (i + 1)) / tiers
        const wi = (width * (i + 1)) / tiers
        return `<path d="M${n(x - wi)} ${n(y)} Q${n(x)} ${n(y - height * 0.09)} ${n(x + wi)} ${n(y)} Z" fill="${snow}"/>`
      }).join('')
    : ''
  return trunk + crown + caps
}

/** A birch or other leafy tree: a trunk and a crown of overlapping circles. */
function leafy(
  rand: Rand,
  x: number,
  base: number,
  height: number,
  crown: readonly string[],
  birch: boolean,
) {
  const trunkW = height * 0.05
  let out = rect(x - trunkW / 2, base - height * 0.75, trunkW, height * 0.75, birch ? '#f4f1ea' : '#4a3526')
  if (birch)
    for (let y = base - height * 0.7; y < base; y += height * 0.09)
      out += rect(x - trunkW / 2, y, trunkW * between(rand, 0.3, 0.7), height * 0.015, '#2a2523')
  for (let i = 0; i < 7; i++)
    out += circle(
      x + between(rand, -0.22, 0.22) * height,
      base - height * between(rand, 0.6, 0.95),
      height * between(rand, 0.12, 0.2),
      pick(rand, crown),
      ' fill-opacity="0.92"',
    )
  return out
}

/** A small lakeside sauna in red ochre; smoke rises from the chimney and the window may glow. */
function sauna(x: number, base: number, size: number, wall: string, window: string, smoke: boolean) {
  const w = size
  const h = size * 0.55
  const puffs = smoke
    ? [0, 1, 2, 3]
        .map((i) =>
          circle(
            x + w * (0.72 + i * 0.08),
            base - h - size * (0.45 + i * 0.2),
            size * (0.07 + i * 0.03),
            '#e8e4df',
            ` fill-opacity="${n(0.55 - i * 0.1)}"`,
          ),
        )
        .join('')
    : ''
  return (
    puffs +
    rect(x + w * 0.66, base - h - size * 0.42, w * 0.08, size * 0.3, '#4b4440') +
    `<path d="M${n(x - w * 0.08)} ${n(base - h)} L${n(x + w / 2)} ${n(base - h - size * 0.32)} L${n(x + w * 1.08)} ${n(base - h)} Z" fill="#2d2a2a"/>` +
    rect(x, base - h, w, h, wall) +
    rect(x + w * 0.14, base - h * 0.8, w * 0.18, h * 0.8, '#5a2a1e') +
    rect(x + w * 0.52, base - h * 0.72, w * 0.26, h * 0.32, window, ' stroke="#f4f1ea" stroke-width="4"')
  )
}

/** A jetty seen from the side: a plank deck on posts, reaching from `x` towards `to`. */
function jetty(x: number, to: number, deck: number, colour: string): string {
  const from = Math.min(x, to)
  const length = Math.abs(to - x)
  let out = rect(from, deck, length, 14, colour)
  for (let px = from + 20; px < from + length; px += 70) out += rect(px, deck + 14, 8, 34, '#3b2a20')
  return out
}

/** A rowing boat with someone fishing, and its reflection. */
function boat(x: number, y: number, colour: string): string {
  const hull = `M${n(x)} ${n(y)} L${n(x + 190)} ${n(y)} L${n(x + 160)} ${n(y + 26)} L${n(x + 28)} ${n(y + 26)} Z`
  return (
    `<path d="${hull}" fill="${colour}"/>` +
    `<path d="${hull}" fill="${colour}" fill-opacity="0.3" transform="translate(0 ${n(2 * y + 52)}) scale(1 -1)"/>` +
    rect(x + 84, y - 38, 24, 40, colour) +
    circle(x + 96, y - 52, 14, colour) +
    `<path d="M${n(x + 104)} ${n(y - 24)} L${n(x + 250)} ${n(y - 110)} L${n(x + 262)} ${n(y + 20)}" stroke="${colour}" stroke-width="3" fill="none"/>`
  )
}

function stars(rand: Rand, count: number, maxY: number): string {
  return Array.from({ length: count }, () =>
    circle(
      between(rand, 0, W),
      between(rand, 0, maxY),
      between(rand, 0.8, 2.4),
      '#ffffff',
      ` fill-opacity="${n(between(rand, 0.4, 1))}"`,
    ),
  ).join('')
}

function auroraBands(rand: Rand, colours: readonly string[], horizon: number): string {
  return colours
    .map((c, i) => {
      const y = horizon * between(rand, 0.2, 0.55)
      return `<path d="M${-50} ${n(y + 80)} C${n(W * 0.25)} ${n(y - between(rand, 60, 180))} ${n(W * 0.55)} ${n(y + between(rand, 40, 160))} ${W + 50} ${n(y - 40 + i * 30)}" stroke="${c}" stroke-width="${n(between(rand, 50, 110))}" fill="none" stroke-opacity="0.45" stroke-linecap="round"/>`
    })
    .join('')
}

function clouds(rand: Rand, count: number, maxY: number, colour: string): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = between(rand, 0, W)
    const y = between(rand, maxY * 0.15, maxY)
    const s = between(rand, 40, 90)
    for (let j = 0; j < 4; j++)
      out += `<ellipse cx="${n(x + j * s * 0.7)}" cy="${n(y - (j % 2) * s * 0.3)}" rx="${n(s)}" ry="${n(s * 0.45)}" fill="${colour}" fill-opacity="0.85"/>`
  }
  return out
}

export type LakeOptions = {
  seed: number
  sky: readonly string[]
  water: readonly [string, string]
  /** Far shore, near shore (a headland on one side) and foreground colours. */
  shores: readonly [string, string, string]
  horizon?: number
  sun?: { x: number; y: number; r: number; colour: string }
  stars?: number
  aurora?: readonly string[]
  clouds?: string
  islands?: number
  mist?: boolean
  ice?: boolean
  sauna?: { wall: string; window: string; smoke: boolean }
  boat?: string
  birches?: readonly string[]
  headland?: 'left' | 'right'
}

/** A Finnish lake: far forest shores mirrored in the water, islands, a sauna and a jetty. */
export function lake(o: LakeOptions): string {
  const rand = random(o.seed)
  const hz = H * (o.horizon ?? 0.56)
  const defs = vertical('sky', o.sky) + vertical('water', o.water)
  let body = rect(0, 0, W, hz + 1, 'url(#sky)')
  if (o.stars) body += stars(rand, o.stars, hz * 0.8)
  const bands = o.aurora ? auroraBands(rand, o.aurora, hz) : ''
  body += bands
  if (o.sun) {
    const { x, y, r, colour } = o.sun
    body +=
      circle(W * x, H * y, H * r * 2.2, colour, ' fill-opacity="0.18"') + circle(W * x, H * y, H * r, colour)
  }
  if (o.clouds) body += clouds(rand, 4, hz * 0.6, o.clouds)
  body += rect(0, hz, W, H - hz, 'url(#water)')
  if (o.sun && o.sun.y * H < hz) {
    // The sun's glitter on the water below it.
    for (let y = hz + 8; y < H * 0.9; y += between(rand, 10, 22)) {
      const spread = (y - hz) * 0.25 + 20
      body += rect(
        W * o.sun.x - spread * between(rand, 0.3, 1),
        y,
        spread * between(rand, 0.6, 2),
        3,
        o.sun.colour,
        ' fill-opacity="0.55"',
      )
    }
  }
  if (bands) body += `<g opacity="0.5" transform="translate(0 ${n(2 * hz)}) scale(1 -1)">${bands}</g>`
  body += shore(rand, hz, H * 0.05, 0, W, o.shores[0])
  for (let i = 0; i < (o.islands ?? 0); i++) {
    const x = between(rand, W * 0.2, W * 0.8)
    const y = hz + between(rand, 18, 70)
    const width = between(rand, 90, 220)
    body += shore(rand, y, width * 0.45, x, x + width, o.shores[1])
  }
  const side = o.headland ?? 'left'
  const from = side === 'left' ? -10 : W * 0.62
  const to = side === 'left' ? W * 0.38 : W + 10
  body += shore(rand, hz + 30, H * 0.13, from, to, o.shores[1])
  if (o.boat) body += boat(W * 0.5, hz + 150, o.boat)
  if (o.mist)
    for (let i = 0; i < 4; i++)
      body += rect(
        0,
        hz - 40 + i * 38,
        W,
        between(rand, 26, 60),
        '#ffffff',
        ` fill-opacity="${n(between(rand, 0.18, 0.34))}"`,
      )
  if (o.ice)
    for (let i = 0; i < 9; i++) {
      const x = between(rand, 0, W)
      const y = between(rand, hz + 60, H)
      body += `<path d="M${n(x)} ${n(y)} l${n(between(rand, 60, 200))} ${n(between(rand, -20, 20))} l${n(between(rand, 40, 140))} ${n(between(rand, -30, 30))}" stroke="#ffffff" stroke-width="3" fill="none" stroke-opacity="0.8"/>`
    }
  // Foreground shore on the side opposite the headland, with the sauna; the jetty is drawn
  // first so the land covers its inner end.
  const fx = side === 'left' ? W * 0.52 : 0
  const fw = W * 0.48
  const top = H * 0.8
  if (o.sauna) {
    const shoreX = side === 'left' ? fx + fw * 0.3 : fx + fw * 0.8
    const reach = side === 'left' ? shoreX - W * 0.3 : shoreX + W * 0.3
    body += jetty(shoreX, reach, H * 0.86, o.ice ? '#cfc6bb' : '#8b6a4c')
  }
  // The land slopes into the water on its inner side and runs off the picture on the other.
  const land = (x: number) => (side === 'left' ? fx + x * fw : fw - x * fw)
  body += `<path d="M${n(land(0))} ${H} Q${n(land(0.1))} ${n(top)} ${n(land(0.5))} ${n(top - 10)} T${n(land(1))} ${n(top + 20)} V${H} Z" fill="${o.shores[2]}"/>`
  if (o.sauna) body += sauna(fx + fw * 0.42, top - 6, W * 0.11, o.sauna.wall, o.sauna.window, o.sauna.smoke)
  if (o.birches) {
    const bx = side === 'left' ? fx + fw * 0.85 : fx + fw * 0.12
    body += leafy(rand, bx, top + 40, H * 0.42, o.birches, true)
  }
  return svg(defs, body)
}

export type ForestOptions = {
  seed: number
  sky: readonly string[]
  /** Spruce colours from the back row to the front. */
  rows: readonly string[]
  ground: string
  sun?: { x: number; y: number; r: number; colour: string; rays?: boolean }
  /** Autumn leaf colours: leafy trees join the spruces. */
  ruska?: readonly string[]
  snow?: string
  duckboards?: boolean
  snowfall?: boolean
}

/** A forest in rows of spruces: summer, autumn colours (ruska) or crown snow (tykky). */
export function forest(o: ForestOptions): string {
  const rand = random(o.seed)
  const hz = H * 0.5
  let body = rect(0, 0, W, H, 'url(#sky)')
  if (o.sun) {
    const { x, y, r, colour } = o.sun
    if (o.sun.rays)
      for (let i = 0; i < 7; i++) {
        const a = -0.3 + i * 0.35
        body += `<path d="M${n(W * x)} ${n(H * y)} L${n(W * x + Math.sin(a) * 1600)} ${n(H * y + Math.cos(a) * 1600)} L${n(W * x + Math.sin(a + 0.12) * 1600)} ${n(H * y + Math.cos(a + 0.12) * 1600)} Z" fill="${colour}" fill-opacity="0.12"/>`
      }
    body +=
      circle(W * x, H * y, H * r * 2, colour, ' fill-opacity="0.2"') + circle(W * x, H * y, H * r, colour)
  }
  body += `<path d="${treeLine(rand, hz, H * 0.08, 0, W)}" fill="${o.rows[0]}" fill-opacity="0.7"/>`
  body += rect(0, hz - 1, W, H - hz + 1, o.ground)
  // Fallen leaves, or tufts of grass, so the forest floor is not one flat colour.
  for (let i = 0; i < 220; i++)
    body += `<ellipse cx="${n(between(rand, 0, W))}" cy="${n(between(rand, hz + 10, H))}" rx="${n(between(rand, 4, 12))}" ry="${n(between(rand, 2, 5))}" fill="${o.ruska ? pick(rand, o.ruska) : '#ffffff'}" fill-opacity="${o.ruska ? 0.8 : 0.12}"/>`
  if (o.duckboards)
    for (let i = 0; i < 14; i++) {
      const t = i / 14
      const y = H - t * (H - hz) * 0.95
      const half = 170 * (1 - t * 0.85)
      const cx = W * 0.5 + Math.sin(t * 3) * 120 * t
      body += rect(cx - half, y - 16 * (1 - t * 0.7), half * 2, 12 * (1 - t * 0.7), '#a2825f')
    }
  o.rows.forEach((colour, row) => {
    const rowsLeft = o.rows.length - row
    const base = hz + (H - hz) * (row / o.rows.length) * 0.9 + 20
    const height = H * (0.18 + row * 0.16)
    const count = Math.max(3, 22 - row * 6)
    for (let i = 0; i < count; i++) {
      const x = between(rand, -40, W + 40)
      // Keep the path in the middle free of the nearest trees.
      if (o.duckboards && rowsLeft <= 2 && Math.abs(x - W / 2) < 260) continue
      const y = base + between(rand, -14, 14)
      const hgt = height * between(rand, 0.75, 1.15)
      body +=
        o.ruska && rand() < 0.45
          ? leafy(rand, x, y, hgt * 0.8, o.ruska, rand() < 0.5)
          : spruce(x, y, hgt, colour, o.snow)
    }
  })
  if (o.snowfall) body += stars(rand, 260, H)
  return svg(vertical('sky', o.sky), body)
}

export type CityOptions = {
  seed: number
  sky: readonly string[]
  buildings: readonly string[]
  windows: readonly [string, string]
  /** Share of windows lit (evening and night). */
  lit?: number
  stars?: number
  moon?: string
  sun?: { x: number; y: number; r: number; colour: string }
  river?: { colours: readonly [string, string]; rapids?: boolean; bridge?: string }
  chimney?: boolean
  tram?: string
  market?: readonly string[]
  roofSnow?: boolean
  snowfall?: boolean
  street?: string
}

/** The far skyline: plain blocks in one muted colour, and the mill chimney. */
function farSkyline(rand: Rand, o: CityOptions, ground: number): string {
  let body = ''
  let x = -20
  while (x < W) {
    const bw = between(rand, 50, 130)
    const bh = between(rand, 0.12, 0.3) * H
    body += rect(
      x,
      ground - bh - H * 0.14,
      bw,
      bh + H * 0.14,
      o.buildings[0] ?? '#888',
      ' fill-opacity="0.55"',
    )
    x += bw + between(rand, 0, 12)
  }
  if (o.chimney) {
    const cx = W * 0.68
    body += `<path d="M${cx} ${n(ground)} L${cx + 14} ${n(H * 0.1)} L${cx + 56} ${n(H * 0.1)} L${cx + 70} ${n(ground)} Z" fill="#8d3b2b"/>`
    for (let y = H * 0.14; y < ground; y += 90) body += rect(cx + 10, y, 50, 8, '#6e2b20')
  }
  return body
}

/** The front buildings with window grids, in the remaining colours. */
function frontBuildings(rand: Rand, o: CityOptions, ground: number): string {
  let bx = -30
  let front = ''
  while (bx < W) {
    const bw = between(rand, 150, 300)
    const bh = between(rand, 0.22, 0.42) * H
    const top = ground - bh
    const colour = pick(rand, o.buildings.slice(1))
    let b = rect(bx, top, bw, bh, colour)
    if (rand() < 0.35)
      b += `<path d="M${n(bx - 6)} ${n(top)} L${n(bx + bw / 2)} ${n(top - bw * 0.28)} L${n(bx + bw + 6)} ${n(top)} Z" fill="#3d3333"/>`
    if (o.roofSnow) b += rect(bx - 4, top - 8, bw + 8, 12, '#f4f6f8')
    const cols = Math.max(2, Math.floor(bw / 52))
    const rows = Math.floor(bh / 70)
    const cw = bw / cols
    for (let r = 0; r < rows - 1; r++)
      for (let c = 0; c < cols; c++) {
        const on = rand() < (o.lit ?? 0)
        b += rect(bx + c * cw + cw * 0.25, top + 26 + r * 70, cw * 0.5, 38, on ? o.windows[1] : o.windows[0])
      }
    front += b
    bx += bw + between(rand, 4, 24)
  }
  return front
}

/** The street along a river: the front reflected in the water, rapids or a bridge. */
function riverside(
  rand: Rand,
  river: NonNullable<CityOptions['river']>,
  ground: number,
  street: string,
  front: string,
): string {
  let body = rect(0, ground, W, 26, street)
  body += rect(0, ground + 26, W, H - ground - 26, 'url(#river)')
  body += `<g opacity="0.28" transform="translate(0 ${n(2 * (ground + 26))}) scale(1 -1)">${front}</g>`
  if (river.rapids)
    for (let i = 0; i < 26; i++) {
      const rx = between(rand, 0, W)
      const ry = between(rand, ground + 80, H)
      body += `<path d="M${n(rx)} ${n(ry)} q30 -14 60 0 t60 0" stroke="#ffffff" stroke-width="4" fill="none" stroke-opacity="0.7"/>`
    }
  if (river.bridge)
    body += `<path d="M0 ${n(ground + 70)} H${W} V${n(ground + 110)} H${W * 0.9} Q${W * 0.75} ${n(ground + 40)} ${W * 0.6} ${n(ground + 110)} H${W * 0.4} Q${W * 0.25} ${n(ground + 40)} ${W * 0.1} ${n(ground + 110)} H0 Z" fill="${river.bridge}"/>`
  return body
}

/** A tram on its rails under the overhead wire. */
function tramOnStreet(colour: string, ground: number): string {
  const ty = ground + H * 0.05
  let body = rect(0, ty + 120, W, 5, '#3a3a3a') + rect(0, ty + 134, W, 5, '#3a3a3a')
  body += `<line x1="0" y1="${n(ty - 40)}" x2="${W}" y2="${n(ty - 40)}" stroke="#2f2f2f" stroke-width="3"/>`
  body += `<rect x="${W * 0.12}" y="${n(ty)}" width="${W * 0.7}" height="122" rx="26" fill="${colour}"/>`
  for (let i = 0; i < 9; i++) body += rect(W * 0.15 + i * W * 0.072, ty + 20, W * 0.055, 48, '#dfe9ef')
  body += rect(W * 0.12, ty + 84, W * 0.7, 10, '#ffffff', ' fill-opacity="0.8"')
  body += `<path d="M${W * 0.45} ${n(ty)} L${W * 0.47} ${n(ty - 40)} L${W * 0.5} ${n(ty)}" stroke="#2f2f2f" stroke-width="4" fill="none"/>`
  return body
}

/** Market stalls under striped awnings, fruit on the counters. */
function marketStalls(rand: Rand, colours: readonly string[], ground: number): string {
  let body = ''
  const my = ground + H * 0.06
  for (let i = 0; i < 6; i++) {
    const mx = 60 + i * 255
    const colour = colours[i % colours.length] ?? '#c0392b'
    body += rect(mx + 10, my + 60, 170, 90, '#efe6d8')
    for (let s = 0; s < 6; s++)
      body += `<path d="M${mx + s * 32} ${n(my)} h32 v60 q-16 18 -32 0 Z" fill="${s % 2 ? '#ffffff' : colour}"/>`
    for (let k = 0; k < 5; k++)
      body += circle(mx + 30 + k * 30, my + 88, 11, pick(rand, ['#d35400', '#c0392b', '#27ae60', '#f1c40f']))
  }
  return body
}

/** A city block front: brick mills, flats, a river with rapids, a tram or market stalls. */
export function city(o: CityOptions): string {
  const rand = random(o.seed)
  const ground = o.river ? H * 0.68 : H * 0.78
  let defs = vertical('sky', o.sky)
  let body = rect(0, 0, W, H, 'url(#sky)')
  if (o.stars) body += stars(rand, o.stars, H * 0.4)
  if (o.moon)
    body +=
      circle(W * 0.8, H * 0.15, 90, o.moon, ' fill-opacity="0.15"') + circle(W * 0.8, H * 0.15, 44, o.moon)
  if (o.sun) body += circle(W * o.sun.x, H * o.sun.y, H * o.sun.r, o.sun.colour)
  body += farSkyline(rand, o, ground)
  const front = frontBuildings(rand, o, ground)
  body += front
  const street = o.street ?? '#5d5a57'
  if (o.river) {
    defs += vertical('river', o.river.colours)
    body += riverside(rand, o.river, ground, street, front)
  } else {
    body += rect(0, ground, W, H - ground, street)
    body += rect(0, ground + 14, W, 6, '#cfc9bf', ' fill-opacity="0.7"')
  }
  if (o.tram) body += tramOnStreet(o.tram, ground)
  if (o.market) body += marketStalls(rand, o.market, ground)
  if (o.snowfall) body += stars(rand, 320, H)
  return svg(defs, body)
}

export type HillsideOptions = {
  seed: number
  sky: readonly string[]
  hill: string
  houses: readonly string[]
  water: readonly [string, string]
}

/** Wooden houses climbing a ridge above a lake, in the manner of Pispala. */
export function hillside(o: HillsideOptions): string {
  const rand = random(o.seed)
  const defs = vertical('sky', o.sky) + vertical('water', o.water)
  let body = rect(0, 0, W, H, 'url(#sky)')
  body += rect(0, H * 0.82, W, H * 0.18, 'url(#water)')
  body += `<path d="M0 ${n(H * 0.84)} L0 ${n(H * 0.3)} Q${W * 0.35} ${n(H * 0.16)} ${W * 0.7} ${n(H * 0.34)} T${W} ${n(H * 0.5)} V${n(H * 0.84)} Z" fill="${o.hill}"/>`
  // Rows from the ridge down, so nearer houses overlap the ones above them.
  for (let row = 0; row < 5; row++) {
    for (let x = between(rand, -60, 0); x < W; x += between(rand, 150, 230)) {
      const t = x / W
      const ridge = H * (0.24 + 0.2 * t * t)
      const y = ridge + row * H * 0.11 + between(rand, 0, 30)
      if (y > H * 0.8) continue
      const size = between(rand, 90, 130)
      const wall = pick(rand, o.houses)
      body += `<path d="M${n(x - 8)} ${n(y)} L${n(x + size / 2)} ${n(y - size * 0.45)} L${n(x + size + 8)} ${n(y)} Z" fill="#3a2f2d"/>`
      body += rect(x, y, size, size * 0.7, wall)
      body += rect(x, y, 6, size * 0.7, '#f4f1ea') + rect(x + size - 6, y, 6, size * 0.7, '#f4f1ea')
      body += rect(
        x + size * 0.2,
        y + size * 0.18,
        size * 0.22,
        size * 0.26,
        '#2c3e50',
        ' stroke="#f4f1ea" stroke-width="5"',
      )
      body += rect(
        x + size * 0.58,
        y + size * 0.18,
        size * 0.22,
        size * 0.26,
        '#2c3e50',
        ' stroke="#f4f1ea" stroke-width="5"',
      )
      if (rand() < 0.5)
        body += leafy(
          rand,
          x + size + 20,
          y + size * 0.7,
          size * 0.9,
          ['#4c7a3d', '#5f8f45', '#3d6a33'],
          rand() < 0.5,
        )
    }
  }
  return svg(defs, body)
}

export type InterfaceKind =
  | 'shop'
  | 'dashboard'
  | 'phone'
  | 'article'
  | 'checkout'
  | 'contrast'
  | 'search'
  | 'wireframe'

export type InterfaceOptions = {
  seed: number
  kind: InterfaceKind
  background: readonly [string, string]
  accent: string
  /** Page colour inside the window, and the colour of its text lines. */
  paper: string
  ink: string
}

function lines(x: number, y: number, widths: readonly number[], colour: string, gap = 26, h = 12): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${n(x)}" y="${n(y + i * gap)}" width="${n(w)}" height="${h}" rx="${h / 2}" fill="${colour}"/>`,
    )
    .join('')
}

function roundRect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${fill}"${extra}/>`
}

/** A small landscape inside a mock-up's picture slot. */
function thumb(rand: Rand, x: number, y: number, w: number, h: number, accent: string): string {
  const sky = pick(rand, ['#bcd7ea', '#f3d9b1', '#d9e6d0', '#e7d3e8'])
  return (
    roundRect(x, y, w, h, 10, sky) +
    `<path d="M${n(x)} ${n(y + h * 0.7)} L${n(x + w * 0.35)} ${n(y + h * 0.35)} L${n(x + w * 0.6)} ${n(y + h * 0.6)} L${n(x + w * 0.75)} ${n(y + h * 0.45)} L${n(x + w)} ${n(y + h * 0.7)} V${n(y + h)} H${n(x)} Z" fill="${accent}" fill-opacity="0.8"/>` +
    circle(x + w * 0.78, y + h * 0.25, h * 0.1, '#ffffff', ' fill-opacity="0.85"')
  )
}

/** Two phones showing an app's card view. */
function phones(o: InterfaceOptions, rand: Rand): string {
  let body = ''
  for (const [i, px] of [W * 0.26, W * 0.56].entries()) {
    const py = H * 0.1 + i * 60
    body += roundRect(px, py, 330, 680, 48, '#1d1d1f') + roundRect(px + 14, py + 14, 302, 652, 36, o.paper)
    body += roundRect(px + 120, py + 26, 90, 18, 9, '#1d1d1f')
    body += roundRect(px + 34, py + 70, 262, 50, 12, o.accent)
    for (let k = 0; k < 4; k++) {
      const cy = py + 140 + k * 110
      body += roundRect(px + 34, cy, 262, 94, 14, '#ffffff', ' fill-opacity="0.9"')
      body += circle(px + 76, cy + 47, 26, pick(rand, [o.accent, '#f0b429', '#3d9970']))
      body += lines(px + 116, cy + 28, [150, between(rand, 70, 140)], o.ink, 26, 11)
    }
    body += rect(px + 14, py + 600, 302, 66, '#ffffff', ' fill-opacity="0.9"')
    for (let k = 0; k < 4; k++) body += circle(px + 60 + k * 70, py + 632, 12, k === i ? o.accent : '#b8b8b8')
  }
  return body
}

/** What a page mock-up draws with: its options, the random numbers, the window and its content area. */
type Frame = {
  o: InterfaceOptions
  rand: Rand
  x0: number
  y0: number
  ww: number
  wh: number
  cx: number
  cy: number
  cw: number
  /** The page's navigation bar: a logo and four links. */
  nav: () => string
}

/** A browser window: its shadow, page, title bar and address field; and the frame its page draws in. */
function browserWindow(o: InterfaceOptions, rand: Rand): { chrome: string; frame: Frame } {
  const x0 = W * 0.08
  const y0 = H * 0.08
  const ww = W * 0.84
  const wh = H * 0.84
  let chrome = roundRect(x0 + 14, y0 + 18, ww, wh, 20, '#000000', ' fill-opacity="0.18"')
  chrome += roundRect(x0, y0, ww, wh, 20, o.paper)
  chrome += `<path d="M${n(x0)} ${n(y0 + 64)} V${n(y0 + 20)} Q${n(x0)} ${n(y0)} ${n(x0 + 20)} ${n(y0)} H${n(x0 + ww - 20)} Q${n(x0 + ww)} ${n(y0)} ${n(x0 + ww)} ${n(y0 + 20)} V${n(y0 + 64)} Z" fill="#e6e3de"/>`
  chrome += ['#e0605e', '#e9b949', '#5cb85c'].map((c, i) => circle(x0 + 34 + i * 30, y0 + 32, 9, c)).join('')
  chrome += roundRect(x0 + 150, y0 + 16, ww * 0.5, 32, 16, '#ffffff')
  const cx = x0 + 48
  const cy = y0 + 100
  const cw = ww - 96
  const nav = () =>
    roundRect(cx, cy, 150, 34, 8, o.accent) +
    [0, 1, 2, 3].map((i) => roundRect(cx + cw - 520 + i * 130, cy + 10, 100, 14, 7, o.ink)).join('')
  return { chrome, frame: { o, rand, x0, y0, ww, wh, cx, cy, cw, nav } }
}

/** A shop's product grid: pictures, names and buy buttons. */
function shopPage({ o, rand, cx, cy, cw, nav }: Frame): string {
  let body = nav()
  for (let i = 0; i < 8; i++) {
    const col = i % 4
    const row = Math.floor(i / 4)
    const px = cx + col * (cw / 4)
    const py = cy + 70 + row * 300
    const pw = cw / 4 - 28
    body += thumb(rand, px, py, pw, 170, pick(rand, [o.accent, '#3d9970', '#6b5b95']))
    body += lines(px, py + 190, [pw * 0.8, pw * 0.5], o.ink, 24, 12)
    body += roundRect(px, py + 240, 90, 34, 17, o.accent)
  }
  return body
}

/** A dashboard: a side menu, key figures, a line chart and a bar chart. */
function dashboardPage({ o, rand, x0, y0, ww, wh }: Frame): string {
  let body = rect(x0, y0 + 64, 210, wh - 64, o.accent, ' fill-opacity="0.9"')
  for (let i = 0; i < 7; i++)
    body += roundRect(x0 + 28, y0 + 110 + i * 56, 150, 16, 8, '#ffffff', ' fill-opacity="0.75"')
  const dx = x0 + 250
  const dw = ww - 290
  for (let i = 0; i < 3; i++) {
    body += roundRect(
      dx + i * (dw / 3),
      y0 + 100,
      dw / 3 - 24,
      130,
      14,
      '#ffffff',
      ` stroke="${o.ink}" stroke-opacity="0.25"`,
    )
    body += lines(dx + i * (dw / 3) + 24, y0 + 130, [120, 70], o.ink, 40, 16)
  }
  // A line chart and a bar chart
  body += roundRect(
    dx,
    y0 + 260,
    dw * 0.6,
    wh - 310,
    14,
    '#ffffff',
    ` stroke="${o.ink}" stroke-opacity="0.25"`,
  )
  let d = ''
  for (let i = 0; i <= 12; i++)
    d += `${i ? 'L' : 'M'}${n(dx + 30 + i * ((dw * 0.6 - 60) / 12))} ${n(y0 + wh - 90 - between(rand, 40, 300) * (0.4 + i / 20))} `
  body += `<path d="${d}" stroke="${o.accent}" stroke-width="6" fill="none" stroke-linejoin="round"/>`
  const bx = dx + dw * 0.6 + 24
  const bw = dw * 0.4 - 24
  body += roundRect(bx, y0 + 260, bw, wh - 310, 14, '#ffffff', ` stroke="${o.ink}" stroke-opacity="0.25"`)
  for (let i = 0; i < 6; i++) {
    const bh = between(rand, 80, 360)
    body += roundRect(
      bx + 26 + i * ((bw - 40) / 6),
      y0 + wh - 80 - bh,
      (bw - 40) / 6 - 16,
      bh,
      6,
      i % 2 ? o.accent : '#f0b429',
    )
  }
  return body
}

/** An article: a large main image, a heading and paragraphs. */
function articlePage({ o, rand, cx, cy, cw, nav }: Frame): string {
  let body = nav()
  body += thumb(rand, cx, cy + 64, cw, 300, o.accent)
  const ax = cx + cw * 0.18
  body += lines(ax, cy + 400, [cw * 0.55], o.ink, 0, 30)
  body += lines(
    ax,
    cy + 460,
    Array.from({ length: 8 }, () => between(rand, cw * 0.5, cw * 0.64)),
    o.ink,
    28,
    11,
  )
  return body
}

/** A checkout: progress steps, form fields and an order summary. */
function checkoutPage({ o, rand, cx, cy, cw, nav }: Frame): string {
  let body = nav()
  for (let i = 0; i < 4; i++) {
    body += circle(cx + 40 + i * 180, cy + 90, 20, i < 2 ? o.accent : '#cfcac3')
    if (i < 3) body += rect(cx + 62 + i * 180, cy + 88, 136, 4, i < 1 ? o.accent : '#cfcac3')
  }
  for (let i = 0; i < 5; i++) {
    const fy = cy + 150 + i * 92
    body += lines(cx, fy, [between(rand, 90, 180)], o.ink, 0, 12)
    body += roundRect(
      cx,
      fy + 22,
      cw * 0.55,
      48,
      8,
      '#ffffff',
      ` stroke="${o.ink}" stroke-opacity="0.5" stroke-width="2"`,
    )
  }
  const sx = cx + cw * 0.62
  body += roundRect(sx, cy + 150, cw * 0.38, 400, 14, '#ffffff', ` stroke="${o.ink}" stroke-opacity="0.25"`)
  for (let i = 0; i < 3; i++)
    body +=
      thumb(rand, sx + 24, cy + 174 + i * 90, 70, 70, o.accent) +
      lines(sx + 110, cy + 190 + i * 90, [160, 90], o.ink, 24, 11)
  body += roundRect(sx + 24, cy + 470, cw * 0.38 - 48, 56, 28, o.accent)
  return body
}

/** Colour pairs, each marked as readable or too faint. */
function contrastPage({ o, cx, cy, cw, nav }: Frame): string {
  let body = nav()
  const pairs: [string, string, boolean][] = [
    ['#ffffff', '#1d1d1f', true],
    ['#ffffff', '#a8a8a8', false],
    [o.accent, '#ffffff', true],
    ['#f0e442', '#f7f7f7', false],
    ['#1d3557', '#f1faee', true],
    ['#e9c46a', '#f4a261', false],
  ]
  pairs.forEach(([bg, fg, ok], i) => {
    const px = cx + (i % 3) * (cw / 3)
    const py = cy + 70 + Math.floor(i / 3) * 330
    const pw = cw / 3 - 30
    body += roundRect(px, py, pw, 290, 16, bg, ` stroke="${o.ink}" stroke-opacity="0.2"`)
    body += lines(px + 30, py + 50, [pw * 0.6, pw * 0.75, pw * 0.5], fg, 40, 20)
    body += circle(px + pw - 50, py + 230, 28, ok ? '#2e7d32' : '#c62828')
    body += ok
      ? `<path d="M${n(px + pw - 64)} ${n(py + 230)} l10 11 l20 -22" stroke="#fff" stroke-width="7" fill="none"/>`
      : `<path d="M${n(px + pw - 62)} ${n(py + 218)} l24 24 M${n(px + pw - 38)} ${n(py + 218)} l-24 24" stroke="#fff" stroke-width="7"/>`
  })
  return body
}

/** Search results with highlighted matches. */
function searchPage({ o, rand, cx, cy, cw, nav }: Frame): string {
  let body = nav()
  body += roundRect(cx, cy + 70, cw * 0.7, 64, 32, '#ffffff', ` stroke="${o.accent}" stroke-width="4"`)
  body += circle(cx + 44, cy + 100, 14, 'none', ` stroke="${o.ink}" stroke-width="5"`)
  body += `<path d="M${n(cx + 54)} ${n(cy + 110)} l14 14" stroke="${o.ink}" stroke-width="6"/>`
  body += lines(cx + 80, cy + 94, [220], o.ink, 0, 14)
  for (let i = 0; i < 5; i++) {
    const ry = cy + 180 + i * 112
    body += lines(cx, ry, [between(rand, 300, 520)], o.accent, 0, 18)
    body += lines(cx, ry + 34, [between(rand, 600, 900), between(rand, 400, 700)], o.ink, 24, 10)
    body += rect(cx + between(rand, 80, 300), ry + 30, 90, 18, '#f0e442', ' fill-opacity="0.6"')
  }
  return body
}

/** A wireframe: the page as crossed boxes. */
function wireframePage({ o, cx, cy, cw }: Frame): string {
  let body = ''
  const stroke = ` stroke="${o.accent}" stroke-width="4" stroke-dasharray="14 8"`
  const box = (x: number, y: number, w: number, h: number) =>
    roundRect(x, y, w, h, 6, 'none', stroke) +
    `<path d="M${n(x)} ${n(y)} L${n(x + w)} ${n(y + h)} M${n(x + w)} ${n(y)} L${n(x)} ${n(y + h)}" stroke="${o.accent}" stroke-width="2" stroke-opacity="0.6"/>`
  body += box(cx, cy, 150, 40)
  body += box(cx, cy + 70, cw, 230)
  for (let i = 0; i < 3; i++) {
    body += box(cx + i * (cw / 3), cy + 330, cw / 3 - 30, 150)
    body += lines(cx + i * (cw / 3), cy + 500, [cw / 3 - 60, cw / 4 - 40, cw / 5], o.ink, 26, 10)
  }
  return body
}

const PAGES: Record<Exclude<InterfaceKind, 'phone'>, (frame: Frame) => string> = {
  shop: shopPage,
  dashboard: dashboardPage,
  article: articlePage,
  checkout: checkoutPage,
  contrast: contrastPage,
  search: searchPage,
  wireframe: wireframePage,
}

/** A browser window or phones showing a page type the studio designs. */
export function screen(o: InterfaceOptions): string {
  const rand = random(o.seed)
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.background[0]}"/><stop offset="1" stop-color="${o.background[1]}"/></linearGradient><pattern id="dots" width="60" height="60" patternUnits="userSpaceOnUse"><circle cx="40" cy="40" r="2.2" fill="#ffffff" fill-opacity="0.18"/></pattern>`
  const backdrop = rect(0, 0, W, H, 'url(#bg)') + rect(0, 0, W, H, 'url(#dots)')
  if (o.kind === 'phone') return svg(defs, backdrop + phones(o, rand))
  const { chrome, frame } = browserWindow(o, rand)
  return svg(defs, backdrop + chrome + PAGES[o.kind](frame))
}

/** The video item's poster: a meadow, a great tree and a drawn rabbit (no frame of the film). */
export function meadowPoster(seed: number): string {
  const rand = random(seed)
  let body = rect(0, 0, W, H, 'url(#sky)')
  body += clouds(rand, 3, H * 0.35, '#ffffff')
  body += `<path d="M0 ${n(H * 0.62)} Q${W * 0.3} ${n(H * 0.5)} ${W * 0.6} ${n(H * 0.6)} T${W} ${n(H * 0.56)} V${H} H0 Z" fill="#7cb342"/>`
  body += `<path d="M0 ${n(H * 0.8)} Q${W * 0.4} ${n(H * 0.7)} ${W} ${n(H * 0.78)} V${H} H0 Z" fill="#558b2f"/>`
  body += rect(W * 0.18, H * 0.3, 60, H * 0.36, '#5d4037')
  for (let i = 0; i < 12; i++)
    body += circle(
      W * 0.2 + between(rand, -190, 190),
      H * 0.28 + between(rand, -120, 80),
      between(rand, 80, 130),
      pick(rand, ['#2e7d32', '#388e3c', '#43a047']),
    )
  // The rabbit: body, head, ears and an eye.
  const rx = W * 0.62
  const ry = H * 0.72
  body += `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="150" ry="110" fill="#eceff1"/>`
  body += `<ellipse cx="${n(rx + 130)}" cy="${n(ry - 110)}" rx="80" ry="70" fill="#eceff1"/>`
  body += `<ellipse cx="${n(rx + 100)}" cy="${n(ry - 230)}" rx="24" ry="90" fill="#eceff1" transform="rotate(-12 ${n(rx + 100)} ${n(ry - 230)})"/>`
  body += `<ellipse cx="${n(rx + 160)}" cy="${n(ry - 230)}" rx="24" ry="90" fill="#eceff1" transform="rotate(10 ${n(rx + 160)} ${n(ry - 230)})"/>`
  body += circle(rx + 160, ry - 120, 10, '#263238') + circle(rx + 206, ry - 100, 12, '#f48fb1')
  for (let i = 0; i < 60; i++)
    body += circle(
      between(rand, 0, W),
      between(rand, H * 0.8, H),
      between(rand, 4, 9),
      pick(rand, ['#fff176', '#ffffff', '#f48fb1', '#ce93d8']),
    )
  return svg(vertical('sky', ['#81d4fa', '#e1f5fe']), body)
}
