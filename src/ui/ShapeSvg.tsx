import { type Shape, shapePath } from '@/lib/shapes'

/** A separator shape stretched to its box; `flip` turns it upside down (for top edges). */
export function ShapeSvg({
  shape,
  flip = false,
  className,
}: {
  shape: Shape
  flip?: boolean
  className?: string
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={flip ? { transform: 'scaleY(-1)' } : undefined}
    >
      <path d={shapePath(shape)} fill="currentColor" />
    </svg>
  )
}
