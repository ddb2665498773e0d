import { SIDEBAR } from '@/lib/constants'

export type StickyMode = 'top' | 'bottom'

export function isSticky(value: string | null | undefined): value is StickyMode {
  return value === 'top' || value === 'bottom'
}

/**
 * docs/widgets.md's sidebar spacing: header height + 20 px from the top, 20 px from the bottom. The
 * header height comes from `--header-h`, which the header keeps current (72 px until it does).
 */
export const STICKY_SPACING = {
  '--sticky-top-extra': `${SIDEBAR.themeTopExtra}px`,
  '--sticky-bottom': `${SIDEBAR.themeBottom}px`,
} as const
