import { type MouseEvent, useState } from 'react'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'

const headerPopups = deferImport(() =>
  import('./headerPopups').then((m) => m.headerPopups),
)

/** What the user did to a trigger before its popup had loaded. */
export type PopupIntent = { open: boolean; focus: boolean }

/**
 * A header trigger whose menu or popover is not loaded yet renders as a
 * plain button with these props: reaching for it loads the popups, and a
 * click (or, for menus that open on hover, a hover that is still there)
 * opens it once they arrive, with focus kept on the trigger.
 */
export function useHeaderPopup(
  kind: 'menu' | 'dialog',
  { openOnHover = false }: { openOnHover?: boolean } = {},
) {
  const popups = useDeferredImport(headerPopups)
  const [hovered, setHovered] = useState(false)
  const [clicked, setClicked] = useState<{ focus: boolean } | null>(null)
  const triggerProps = {
    'aria-haspopup': kind,
    'aria-expanded': false,
    onFocus: () => headerPopups.load(),
    onPointerEnter: () => {
      headerPopups.load()
      setHovered(true)
    },
    onPointerLeave: () => setHovered(false),
    onClick: (event: MouseEvent<HTMLElement>) => {
      headerPopups.load()
      setClicked({ focus: event.currentTarget === document.activeElement })
    },
  } as const
  const intent: PopupIntent = {
    open: clicked !== null || (openOnHover && hovered),
    focus: clicked?.focus ?? false,
  }
  return { popups, intent, triggerProps }
}
