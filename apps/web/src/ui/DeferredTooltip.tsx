import { Tooltip, type TooltipProps } from '@mantine/core'
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

type TriggerProps = {
  readonly ref?: Ref<HTMLElement>
  readonly 'aria-describedby'?: string
  readonly onFocus?: (event: FocusEvent<HTMLElement>) => void
  readonly onBlur?: (event: FocusEvent<HTMLElement>) => void
  readonly onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerDown?: (event: PointerEvent<HTMLElement>) => void
}

/** What opened the tooltip: a touch stays open until a press elsewhere. */
type OpenedBy = 'pointer' | 'focus' | 'touch'

/**
 * Mantine's `Tooltip` on hover, focus and touch, mounted on first use:
 * until then only `children` exist. A long table shows a figure per cell,
 * and the header a block badge on every page: a tooltip each (floating-ui's
 * hooks, and a portal that renders again, blocking, as it mounts) made up
 * much of a page's first render. The trigger is never replaced: the
 * tooltip is its sibling, anchored to it (`target`), so a press that
 * mounts it still reaches the trigger (a copy button, a link) and the
 * focus stays where it was. Closes when the pointer leaves, the focus
 * goes, Escape is pressed, or, opened by touch, on a press elsewhere.
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<
  TooltipProps,
  'children' | 'events' | 'defaultOpened' | 'opened' | 'target'
> & {
  /** One element that takes a ref (the trigger). */
  readonly children: ReactElement<TriggerProps>
}) {
  const ref = useRef<HTMLElement>(null)
  const id = useId()
  const [mounted, setMounted] = useState(false)
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null)
  const open = (by: OpenedBy) => {
    setMounted(true)
    setOpenedBy(by)
  }
  /** Closes what `by` opened (a blur leaves a hover's tooltip alone). */
  const close = (by: OpenedBy) =>
    setOpenedBy((current) => (current === by ? null : current))

  useEffect(() => {
    if (openedBy === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedBy(null)
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (
        !(event.target instanceof Node && ref.current?.contains(event.target))
      )
        setOpenedBy(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [openedBy])

  const own = children.props
  const trigger = cloneElement(children, {
    ref,
    'aria-describedby':
      openedBy === null
        ? own['aria-describedby']
        : [own['aria-describedby'], id].filter(Boolean).join(' '),
    onFocus: (event) => {
      own.onFocus?.(event)
      open('focus')
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      close('focus')
    },
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      if (event.pointerType === 'mouse') open('pointer')
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      if (event.pointerType === 'mouse') close('pointer')
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event)
      if (event.pointerType !== 'mouse') open('touch')
    },
  })
  return (
    <>
      {trigger}
      {mounted && (
        <Tooltip
          {...props}
          // The trigger's description (floating-ui sets the tooltip's id).
          label={<span id={id}>{props.label}</span>}
          target={ref}
          opened={openedBy !== null}
        />
      )}
    </>
  )
}
