import {
  type Icon,
  IconArrowsUpDown,
  IconArrowUp,
  IconChevronDown,
  IconClock,
  IconGasStation,
  IconMoon,
  type IconProps,
  IconSettings,
  IconShoppingCart,
  IconStar,
  IconSun,
  IconWorld,
} from '@tabler/icons-react'

/**
 * The shell's icons, all from the one icon set the UI kit uses (Tabler),
 * never emoji glyphs, which many systems' fonts lack. All are decorative
 * (`aria-hidden`); the control carrying them has the label.
 */
function decorative(TablerIcon: Icon) {
  return function DecorativeIcon({ size = 18, ...rest }: IconProps) {
    return (
      <TablerIcon
        size={size}
        stroke={2}
        aria-hidden="true"
        focusable="false"
        {...rest}
      />
    )
  }
}

export const SunIcon = decorative(IconSun)
export const MoonIcon = decorative(IconMoon)
export const GlobeIcon = decorative(IconWorld)
export const GasIcon = decorative(IconGasStation)
export const ClockIcon = decorative(IconClock)
export const ArrowUpIcon = decorative(IconArrowUp)
export const StarIcon = decorative(IconStar)
export const ChevronDownIcon = decorative(IconChevronDown)
export const SettingsIcon = decorative(IconSettings)
export const SwapDirectionIcon = decorative(IconArrowsUpDown)
export const CartIcon = decorative(IconShoppingCart)
