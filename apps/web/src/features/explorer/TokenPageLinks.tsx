import { getTickDisplayName } from '@drc20/core'
import { AnchorLink } from '../../ui/AnchorLink'

/** Ticks as links to their token pages, comma-separated, display names. */
export function TokenPageLinks({
  ticks,
}: {
  readonly ticks: readonly string[]
}) {
  return ticks.map((other, i) => (
    <span key={other}>
      {i > 0 ? ', ' : null}
      <AnchorLink to="/drc20/$tick" params={{ tick: other }}>
        {getTickDisplayName(other)}
      </AnchorLink>
    </span>
  ))
}
