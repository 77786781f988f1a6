import type { CSSProperties } from 'react'
import classes from './SkeletonBlock.module.css'

/**
 * A loading placeholder drawn by CSS alone, in the look of Mantine's
 * `Skeleton` (the theme's grey, its radius by default, pulsing after 1.5 s). For
 * the placeholders a page draws by the dozen (a table's skeleton rows and
 * cards): each Mantine `Skeleton` is two components with their styles
 * resolved on every render, the largest part of a loading table's render.
 */
export function SkeletonBlock({
  height,
  width,
  radius = 'md',
  className,
  style,
}: {
  readonly height: number
  readonly width?: number | string
  readonly radius?: 'xs' | 'sm' | 'md' | 'lg'
  readonly className?: string
  readonly style?: CSSProperties
}) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${classes.block} ${className}` : classes.block}
      style={{
        height,
        width,
        borderRadius: `var(--mantine-radius-${radius})`,
        ...style,
      }}
    />
  )
}
