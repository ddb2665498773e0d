import type { CSSProperties } from 'react'
import { colourVars } from '@/lib/css-vars'
import type { SiteSetting } from '@/payload-types'

/**
 * Font stacks an editor can choose. The first three are on the visitor's device; the web fonts are
 * served from our own origin (site/behaviour/fonts.ts), a size-matched local font standing in while they load.
 */
export const FONT_STACKS = {
  system: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, Georgia, serif",
  mono: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, monospace",
  inter: "Inter, 'Inter Fallback', system-ui, sans-serif",
  merriweather: "Merriweather, 'Merriweather Fallback', Georgia, serif",
} as const

function stack(choice: string | null | undefined): string {
  return choice && choice in FONT_STACKS
    ? FONT_STACKS[choice as keyof typeof FONT_STACKS]
    : FONT_STACKS.system
}

/** The theme settings as CSS custom properties on the root element. */
export function themeVars(
  settings: Pick<SiteSetting, 'bodyFont' | 'headingFont' | 'accentColour' | 'textColour'>,
): CSSProperties {
  return {
    ...colourVars({ accent: settings.accentColour, text: settings.textColour }),
    ['--font-body' as string]: stack(settings.bodyFont),
    ['--font-heading' as string]: stack(settings.headingFont),
  }
}
