/**
 * The header's layout switches at the two mobile switch points an editor sets in site settings
 * (docs/page.md: "mobile header switch points come from theme settings"). Media queries cannot read
 * custom properties, so these rules are written per site as one small style sheet. Selectors use
 * the header's data attributes, which NavMenu/Header render; SiteShell writes the sheet into <head>.
 */

const H = '[data-site-header]'

function below(px: number): string {
  return `(max-width: ${Math.round(px) - 0.02}px)`
}

function atLeast(px: number): string {
  return `(min-width: ${Math.round(px)}px)`
}

/** Wide screens: the side header is a fixed column the page sits beside; it closes to a strip. */
function sideHeaderCss(first: number): string[] {
  const side = `${H}[data-variant=side]`
  const closed = `html[data-side-header=closed] ${side}`
  return [
    `@media ${atLeast(first)}{`,
    `${side}{position:fixed;inset:0 auto 0 0;width:var(--side-w);border-bottom:0;border-inline-end:1px solid var(--line);overflow-y:auto;transition:transform .3s}`,
    `${side} [data-bar-space]{min-height:0}`,
    `${side} [data-header-bar]{flex-direction:column;align-items:stretch;width:auto;min-height:100dvh;padding:4rem var(--space-m) var(--space-l)}`,
    `${side} [data-desktop-nav]{display:block;flex:1}`,
    `${side} [data-logo]{margin:0 0 var(--space-l)}`,
    `${side} [data-top-bar]{flex-direction:column;align-items:flex-start;height:auto;padding:var(--space-s) var(--space-m);gap:.25rem}`,
    // The cookie-settings button sits in the bottom-left corner: beside the column, not over it.
    `html:has(${side}) #consent-revoke{left:var(--side-w)}`,
    `html[data-side-header=closed]:has(${side}) #consent-revoke{left:56px}`,
    `${side} [data-side-toggle]{display:inline-grid;position:absolute;top:.75rem;right:.375rem}`,
    `html:has(${side}) body{padding-inline-start:var(--side-w);transition:padding .3s}`,
    `html[data-side-header=closed]:has(${side}) body{padding-inline-start:56px}`,
    `${closed}{transform:translateX(calc(-100% + 56px))}`,
    `${closed} [data-header-bar]>:not([data-actions]),${closed} [data-actions]>:not([data-side-toggle]){visibility:hidden}`,
    '}',
  ]
}

/**
 * `first`: below it the mobile header replaces the desktop one; `second`: below it, phone layout.
 * The side header's rules are written only for the side variant: every byte here is in the first
 * screen's HTML twice (the style element and React's page data).
 */
export function switchPointCss(first: number, second: number, variant: string): string {
  return [
    ...(variant === 'side' ? sideHeaderCss(first) : []),
    // Below the first switch point: the mobile header (menu button, panel), sticky unless turned off.
    `@media ${below(first)}{`,
    `${H} [data-desktop-only]{display:none}`,
    `${H} [data-mobile-only]{display:inline-grid}`,
    `${H}[data-mobile-sticky=on]{position:sticky;top:calc(-1 * var(--top-bar-h))}`,
    `${H}[data-mobile-sticky=off]{position:relative}`,
    `${H}[data-mobile-sticky=on][data-floating=on] [data-header-bar]{position:relative;animation:none}`,
    '}',
    // Phones: no top bar, and the language switch moves into the menu panel.
    `@media ${below(second)}{:root{--top-bar-h:0px}${H} [data-top-bar],${H} [data-bar-languages]{display:none}}`,
    `@media ${atLeast(second)}{[data-menu-panel] [data-panel-languages]{display:none}}`,
  ].join('')
}
