import { type MouseEvent, useState } from 'react'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'

const headerPopups = deferImport(() =>
  import('./headerPopups').then((m) => m.headerPopups),
)

/** What the user did to a trigger before its popup had loaded. */
export type PopupIntent = { open: boolean; focus: boolean }

/**
 * A header trigger renders as a plain button with these props until the
 * user reaches for it: reaching for it loads the popups (they also load
 * once the page is idle), and a click (or, for menus that open on hover,
 * a hover) mounts its menu or popover, open, with focus kept on the
 * trigger. `popups` is undefined until then. A menu mounted with the page
 * (floating-ui's hooks) re-rendered the header, blocking, on every page
 * as its popups arrived. A click menu mounts on the click itself, never
 * on a hover, so that no click lands on a trigger being replaced; a hover
 * menu mounts on the hover, which opens it by itself.
 */
export function useHeaderPopup(
  kind: 'menu' | 'dialog',
  { openOnHover = false }: { openOnHover?: boolean } = {},
) {
  const loaded = useDeferredImport(headerPopups)
  const [hovered, setHovered] = useState(false)
  const [clicked, setClicked] = useState<{ focus: boolean } | null>(null)
  // Once reached for, the popup stays mounted.
  const [armed, setArmed] = useState(false)
  const triggerProps = {
    'aria-haspopup': kind,
    'aria-expanded': false,
    onFocus: () => headerPopups.load(),
    onPointerEnter: () => {
      headerPopups.load()
      setHovered(true)
      if (openOnHover) setArmed(true)
    },
    onPointerLeave: () => setHovered(false),
    onClick: (event: MouseEvent<HTMLElement>) => {
      headerPopups.load()
      setClicked({ focus: event.currentTarget === document.activeElement })
      setArmed(true)
    },
  } as const
  const intent: PopupIntent = {
    open: clicked !== null || (openOnHover && hovered),
    focus: clicked?.focus ?? false,
  }
  return { popups: armed ? loaded : undefined, intent, triggerProps }
}
