import { Tooltip, type TooltipProps } from '@mantine/core'
import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react'

type TriggerProps = {
  readonly ref?: Ref<HTMLElement>
  readonly onFocus?: (event: FocusEvent<HTMLElement>) => void
  readonly onPointerEnter?: () => void
  readonly onPointerDown?: () => void
}

/**
 * Mantine's `Tooltip` on hover, focus and touch, mounted on first use:
 * until the pointer enters, presses or the keyboard focuses `children`,
 * only `children` exist. A long table shows a figure per cell; a tooltip
 * each (floating-ui's hooks) made up much of its first render. On first
 * use it opens at once and keeps the focus where it was.
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'events' | 'defaultOpened'> & {
  /** One element that takes a ref (the trigger). */
  readonly children: ReactElement<TriggerProps>
}) {
  const [armed, setArmed] = useState<'pointer' | 'focus' | null>(null)
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    // The trigger is a new node once the tooltip wraps it.
    if (armed === 'focus') ref.current?.focus()
  }, [armed])
  if (armed !== null)
    return (
      <Tooltip
        {...props}
        defaultOpened
        events={{ hover: true, focus: true, touch: true }}
      >
        {cloneElement(children, { ref })}
      </Tooltip>
    )
  return cloneElement(children, {
    ref,
    onFocus: (event) => {
      children.props.onFocus?.(event)
      setArmed('focus')
    },
    onPointerEnter: () => setArmed('pointer'),
    onPointerDown: () => setArmed('pointer'),
  })
}
