import {
  type Dispatch,
  type MouseEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react'

export type PopoverOnFirstClick = {
  /** Whether to render Mantine's `Popover` (from the trigger's first click on). */
  readonly mounted: boolean
  readonly setOpened: Dispatch<SetStateAction<boolean>>
  /** The mounted `Popover`'s props: it is controlled. */
  readonly popoverProps: {
    readonly opened: boolean
    readonly onChange: (opened: boolean) => void
  }
  /** The mounted popover's trigger: its ref, and a click that toggles it. */
  readonly targetProps: {
    readonly ref: React.RefObject<HTMLButtonElement | null>
    readonly onClick: () => void
  }
  /** The props of the plain trigger rendered until then. */
  readonly plainTriggerProps: {
    readonly 'aria-haspopup': 'dialog'
    readonly 'aria-expanded': false
    readonly onClick: (event: MouseEvent<HTMLElement>) => void
  }
}

/**
 * A popover that exists only from its trigger's first click on. Until then
 * the trigger is a plain button: a closed Mantine `Popover` still runs
 * floating-ui's hooks, whose callback refs set state as they mount and so
 * re-render it, blocking, right after the page's first commit. The first
 * click mounts the popover closed, around a new trigger, moves the focus to
 * it if the old one had it, and opens it in the next commit: the popover
 * then returns the focus to its trigger when it closes.
 */
export function usePopoverOnFirstClick(): PopoverOnFirstClick {
  const [opened, setOpened] = useState(false)
  const [armed, setArmed] = useState<{ readonly focus: boolean } | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (armed === null) return
    if (armed.focus) triggerRef.current?.focus()
    setOpened(true)
  }, [armed])
  return {
    mounted: armed !== null,
    setOpened,
    popoverProps: { opened, onChange: setOpened },
    targetProps: {
      ref: triggerRef,
      onClick: () => setOpened((open) => !open),
    },
    plainTriggerProps: {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onClick: (event) =>
        setArmed({ focus: event.currentTarget === document.activeElement }),
    },
  }
}
