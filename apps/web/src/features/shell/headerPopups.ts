import { GasFeePopover } from '../gas/GasFeePopover'
import { LanguageMenuPopup } from './LanguageMenuPopup'
import { NavGroupMenu } from './NavGroupMenu'

/**
 * The header's menus and popovers, with the floating-ui positioning they
 * need: one chunk loaded after the first paint (see useHeaderPopup).
 */
export const headerPopups = { GasFeePopover, LanguageMenuPopup, NavGroupMenu }
