import type { CSSProperties } from 'react'

/** A colour as the CMS stores it: #rgb, #rgba, #rrggbb or #rrggbbaa. */
export const COLOUR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/**
 * Widget colours from the CMS become CSS custom properties on the widget root. Only values that
 * are valid colours pass, so nothing an editor types can break out of the style attribute.
 */
export function colourVars(vars: Record<string, string | null | undefined>): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === 'string' && COLOUR_PATTERN.test(value)) style[`--${name}`] = value
  }
  return style as CSSProperties
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
