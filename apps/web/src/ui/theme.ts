import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
} from '@mantine/core'
import { THEME_STORAGE_KEY } from '../lib/storage/storageKeys'

/** The chosen scheme is stored under the `theme` key (docs/product.md §4). */
export const colorSchemeManager = localStorageColorSchemeManager({
  key: THEME_STORAGE_KEY,
})

/**
 * The product's ranges (docs/product.md §4: xs ≤ 575, sm ≤ 767, md ≤ 991,
 * lg ≤ 1199, xl ≤ 1399, xxl ≥ 1400 px) as Mantine min-widths: each key
 * starts where its range ends.
 */
export const theme = createTheme({
  colors: {
    // Dogecoin gold, darkened where text sits on it so contrast stays ≥ 4.5.
    doge: [
      '#fdf8e4',
      '#f7edc4',
      '#efdc8a',
      '#e6ca4d',
      '#dfbb1f',
      '#c2a633',
      '#a08420',
      '#7f6a14',
      '#66550f',
      '#4d400b',
    ],
  },
  primaryColor: 'doge',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  // Rounded, as the swap interfaces people compare us with are.
  defaultRadius: 'md',
  // System fonts first, then the usual CJK faces for zh-TW, ja-JP and ko-KR.
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang TC", "Microsoft JhengHei", "Hiragino Sans", "Yu Gothic", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif',
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: '62em',
    lg: '75em',
    xl: '87.5em',
  },
  components: {
    // docs/product.md §9: modals are 520 px wide (the wallet install and update
    // modals set their own 500).
    Modal: { defaultProps: { size: 520, radius: 'lg' } },
    // Full addresses and hashes wrap instead of running off the screen.
    Tooltip: {
      defaultProps: { multiline: true },
      styles: {
        tooltip: { maxWidth: 'min(360px, 90vw)', overflowWrap: 'anywhere' },
      },
    },
  },
})

/**
 * Mantine's default "dimmed" greys, error red and the yellow of light
 * alerts and badges (a notice's title on its pale background) fail WCAG AA
 * contrast in one theme or the other; use shades that pass in both.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#7a5200',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a7ab',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
})
