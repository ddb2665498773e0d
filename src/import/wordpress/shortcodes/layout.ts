import { ULTIMATE } from './ultimate'
import { addElements } from './wpbakery'

addElements(ULTIMATE)

/** WPBakery layouts with Ultimate Addons' elements: what the import uses. */
export { isShortcodeLayout, shortcodeLayout } from './wpbakery'
