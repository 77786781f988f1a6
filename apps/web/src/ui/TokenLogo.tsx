import { Avatar, type MantineColor } from '@mantine/core'
import { useParamShell } from './ParamShell'
import { getAllowedLogoUrl } from './safeUrl'
import classes from './TokenLogo.module.css'
import { useUiConfig } from './UiConfig'

export type TokenLogoProps = {
  /** The wire tick (the letters of the fallback come from it). */
  readonly tick: string
  /** The API's `logo` URL, untrusted. */
  readonly logo?: string
  /** px. Default 24. */
  readonly size?: number
}

// Hues whose darkest shade passes 4.5:1 on their lightest tint.
const FALLBACK_COLORS: readonly MantineColor[] = [
  'blue',
  'cyan',
  'grape',
  'indigo',
  'pink',
  'violet',
  'red',
]

/** Up to two printable ASCII letters or digits of the tick, else `?`. */
export function getTokenInitials(tick: string): string {
  const letters = tick.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)
  return letters === '' ? '?' : letters.toUpperCase()
}

function colorOf(tick: string): MantineColor {
  let sum = 0
  for (let i = 0; i < tick.length; i++)
    sum = (sum * 31 + tick.charCodeAt(i)) >>> 0
  return FALLBACK_COLORS[sum % FALLBACK_COLORS.length] ?? 'gray'
}

/**
 * A token's logo: the API's `logo` as an `<img>` only when it is http(s)
 * and from an origin the config allows (`UiConfig.logoOrigins`), else (and
 * when the image fails) the tick's letters. Never any other markup.
 * Decorative: the tick is always written next to it.
 */
export function TokenLogo({ tick, logo, size = 24 }: TokenLogoProps) {
  const { logoOrigins } = useUiConfig()
  const src = getAllowedLogoUrl(logo, logoOrigins)
  // A param shell's tick is a sample: no colour or letters of its own.
  const shell = useParamShell()
  const color = shell ? 'gray' : colorOf(tick)
  return (
    <Avatar
      src={src ?? null}
      alt=""
      size={size}
      color={color}
      variant="light"
      aria-hidden="true"
      imageProps={{
        referrerPolicy: 'no-referrer',
        loading: 'lazy',
        decoding: 'async',
      }}
      className={classes.root}
      styles={{
        root: {
          ['--logo-text-light' as string]: `var(--mantine-color-${color}-9)`,
          ['--logo-text-dark' as string]: `var(--mantine-color-${color}-1)`,
          ['--logo-bg-light' as string]: `var(--mantine-color-${color}-0)`,
          ['--logo-bg-dark' as string]: `var(--mantine-color-${color}-light)`,
          ['--avatar-color' as string]: 'var(--logo-text)',
          ['--avatar-bg' as string]: 'var(--logo-bg)',
        },
        placeholder: { fontSize: Math.max(9, size * 0.38) },
      }}
      data-testid="token-logo"
    >
      {shell ? '\u00a0' : getTokenInitials(tick)}
    </Avatar>
  )
}
