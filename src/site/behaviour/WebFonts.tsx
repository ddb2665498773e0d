import { preload } from 'react-dom'
import { fontFaceCss, fontUrl, usedWebFonts } from './fonts'

/**
 * The page's @font-face rules in the head, only for the web fonts the settings choose, with the
 * regular latin file preloaded so text swaps early. React hoists the style into the head once.
 */
export function WebFonts({ choices }: { choices: readonly (string | null | undefined)[] }) {
  const keys = usedWebFonts(choices)
  if (keys.length === 0) return null
  for (const key of keys) preload(fontUrl(key), { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  return (
    <style href={`web-fonts-${keys.join('-')}`} precedence="default">
      {fontFaceCss(keys)}
    </style>
  )
}
