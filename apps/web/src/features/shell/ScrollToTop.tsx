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
    <Affix position={{ bottom: 24, right: 24 }}>
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
