import { useMediaQuery } from '@mantine/hooks'
import { MOBILE_MEDIA_QUERY } from './layout'

/** Below the theme's `sm` breakpoint: tables become cards, dialogs fill the screen. */
export function useIsMobile(): boolean {
  return (
    useMediaQuery(MOBILE_MEDIA_QUERY, false, {
      getInitialValueInEffect: false,
    }) === true
  )
}
