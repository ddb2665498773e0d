/** Icons an editor can pick, with their Finnish names for the admin. */
export const ICON_LABELS = {
  'arrow-right': 'Nuoli oikealle',
  award: 'Palkinto',
  chart: 'Kaavio',
  calendar: 'Kalenteri',
  check: 'Valintamerkki',
  clock: 'Kello',
  cloud: 'Pilvi',
  code: 'Koodi',
  download: 'Lataus',
  globe: 'Maapallo',
  heart: 'Sydän',
  leaf: 'Lehti',
  lightbulb: 'Hehkulamppu',
  mail: 'Sähköposti',
  'map-pin': 'Sijainti',
  message: 'Viesti',
  phone: 'Puhelin',
  rocket: 'Raketti',
  settings: 'Asetukset',
  shield: 'Kilpi',
  cart: 'Ostoskori',
  sparkles: 'Tähtisade',
  star: 'Tähti',
  target: 'Maalitaulu',
  users: 'Ihmiset',
  wrench: 'Jakoavain',
  zap: 'Salama',
} as const

export type IconName = keyof typeof ICON_LABELS

export const ICON_OPTIONS = Object.entries(ICON_LABELS).map(([value, label]) => ({ label, value }))

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(ICON_LABELS, value)
}
