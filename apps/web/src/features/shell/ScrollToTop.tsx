import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Affix, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { ArrowUpIcon } from '../../components/icons'

/** Spec: the scroll-to-top button shows after 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300

export function ScrollToTop() {
  const { t } = useLingui()
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition
        transition="slide-up"
        mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD_PX}
      >
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t`Scroll to top`}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  )
}
