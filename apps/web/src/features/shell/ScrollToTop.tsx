import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Affix, Transition } from '@mantine/core'
import { ArrowUpIcon } from '../../components/icons'
import { useScrolledPast } from '../../lib/useScrolledPast'

/** Spec: the scroll-to-top button shows after 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300

export function ScrollToTop() {
  const { t } = useLingui()
  const shown = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX)
  return (
    // In place, not in a portal: a Mantine portal renders nothing until a
    // layout effect has found its node, then renders again, synchronously,
    // inside the page's first commit (which it makes a longer task).
    // Fixed to the window all the same (no ancestor transforms).
    <Affix position={{ bottom: 24, right: 24 }} withinPortal={false}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={t`Scroll to top`}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  )
}
