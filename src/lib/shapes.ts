/**
 * Separator shapes as SVG paths in a 100 × 10 box, drawn as the area that belongs to the
 * neighbouring section (filled with the separator colour). Pure data, shared by the separator
 * widget and by section top/bottom separators.
 */
export const SHAPES = ['triangle', 'curve', 'tilt', 'wave', 'zigzag', 'clouds', 'circle'] as const
export type Shape = (typeof SHAPES)[number]

export const SHAPE_LABELS: Record<Shape, string> = {
  triangle: 'Kolmio',
  curve: 'Kaari',
  tilt: 'Vino',
  wave: 'Aalto',
  zigzag: 'Siksak',
  clouds: 'Pilvet',
  circle: 'Puoliympyrä',
}

export function isShape(value: unknown): value is Shape {
  return typeof value === 'string' && (SHAPES as readonly string[]).includes(value)
}

function zigzag(teeth: number): string {
  const step = 100 / teeth
  const points = Array.from({ length: teeth }, (_, i) => `L${(i + 0.5) * step} 0 L${(i + 1) * step} 10`)
  return `M0 10 ${points.join(' ')} Z`
}

function clouds(puffs: number): string {
  const step = 100 / puffs
  const arcs = Array.from({ length: puffs }, () => `a${step / 2} 5 0 0 1 ${step} 0`)
  return `M0 10 L0 6 ${arcs.join(' ')} L100 10 Z`
}

/** The path for a shape; `teeth` sets the count of repeating shapes (zigzag, clouds). */
export function shapePath(shape: Shape, teeth = 12): string {
  switch (shape) {
    case 'triangle':
      return 'M0 10 L50 0 L100 10 Z'
    case 'curve':
      return 'M0 10 Q50 -10 100 10 Z'
    case 'tilt':
      return 'M0 10 L100 0 L100 10 Z'
    case 'wave':
      return 'M0 6 C16 0 33 12 50 6 S83 0 100 6 L100 10 L0 10 Z'
    case 'zigzag':
      return zigzag(Math.max(2, Math.round(teeth)))
    case 'clouds':
      return clouds(Math.max(2, Math.round(teeth / 2)))
    case 'circle':
      return 'M0 10 L38 10 A12 10 0 0 1 62 10 L100 10 Z'
  }
}

export const SHAPE_OPTIONS = SHAPES.map((value) => ({ label: SHAPE_LABELS[value], value }))
