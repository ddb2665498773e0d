import {
  ArrowRight,
  Award,
  BarChart3,
  Calendar,
  Check,
  Clock,
  Cloud,
  Code,
  Download,
  Globe,
  Heart,
  type IconNode,
  Leaf,
  Lightbulb,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Rocket,
  Settings,
  Shield,
  ShoppingCart,
  Sparkles,
  Star,
  Target,
  Users,
  Wrench,
  Zap,
} from 'lucide'
import { createElement } from 'react'
import type { IconName } from './icon-names'

export type { IconNode }

/**
 * A line icon from the site's icon set (lucide's drawings), drawn as inline SVG by whoever renders
 * it, with no client code: lucide-react's own icon component is a client component, so each icon
 * would be one more component to hydrate and its code would ship on every page. Decorative: the
 * text beside it carries the meaning.
 */
export function LineIcon({
  node,
  size = 24,
  className,
}: {
  node: IconNode
  size?: number
  className?: string
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { ...attrs, key: index }))}
    </svg>
  )
}

const ICONS: Record<IconName, IconNode> = {
  'arrow-right': ArrowRight,
  award: Award,
  chart: BarChart3,
  calendar: Calendar,
  check: Check,
  clock: Clock,
  cloud: Cloud,
  code: Code,
  download: Download,
  globe: Globe,
  heart: Heart,
  leaf: Leaf,
  lightbulb: Lightbulb,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageCircle,
  phone: Phone,
  rocket: Rocket,
  settings: Settings,
  shield: Shield,
  cart: ShoppingCart,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  users: Users,
  wrench: Wrench,
  zap: Zap,
}

/** An icon an editor picked, by its stored name. */
export function IconGlyph({
  name,
  size = 24,
  className,
}: {
  name: IconName
  size?: number
  className?: string
}) {
  // A stored name from an older icon set draws nothing instead of failing the whole page.
  const node: IconNode | undefined = ICONS[name]
  return node ? <LineIcon node={node} size={size} className={className} /> : null
}
