import { Code, Globe, Link } from 'lucide'
import type { ReactNode } from 'react'
import { LineIcon } from '@/lib/icons'

/**
 * Brand marks drawn as simple line glyphs in the style of the site's icon set (lucide no longer
 * ships brand icons). Decorative: the link's accessible name carries the service's name.
 */
const svg = (children: ReactNode) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
)

export function NetworkGlyph({ network }: { network: string | null | undefined }) {
  switch (network) {
    case 'linkedin':
      return svg(
        <>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
        </>,
      )
    case 'x':
      return svg(<path d="M4 4h4.5L20 20h-4.5zM20 4l-6.6 7.3M10.6 12.7 4 20" />)
    case 'instagram':
      return svg(
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5v.01" />
        </>,
      )
    case 'facebook':
      return svg(
        <path d="M14 21v-8h3l.5-3H14V8.5C14 7.6 14.5 7 15.5 7h2V4.2A13 13 0 0 0 15 4c-2.5 0-4 1.6-4 4.2V10H8v3h3v8" />,
      )
    case 'youtube':
      return svg(
        <>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="m10 9 5 3-5 3z" />
        </>,
      )
    case 'github':
      return <LineIcon node={Code} size={20} />
    case 'website':
      return <LineIcon node={Globe} size={20} />
    default:
      return <LineIcon node={Link} size={20} />
  }
}
