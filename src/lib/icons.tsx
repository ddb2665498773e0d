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
  Leaf,
  Lightbulb,
  type LucideIcon,
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
} from 'lucide-react'
import type { IconName } from './icon-names'

const ICONS: Record<IconName, LucideIcon> = {
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

/** Decorative inline SVG rendered on the server (no client JavaScript); nearby text carries the meaning. */
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
  const Icon: (typeof ICONS)[IconName] | undefined = ICONS[name]
  if (!Icon) return null
  return <Icon aria-hidden="true" focusable="false" width={size} height={size} className={className} />
}
