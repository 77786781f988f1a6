import { type BoxSale, type BoxStatus, getBoxStatus } from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { boxSalesQueryOptions } from '../../lib/query/boxQueries'
import { useBlockPoll } from '../../lib/query/useBlockPoll'
import { useServices } from '../../lib/services'

/** A box with its status at the index height. */
export type BoxRow = BoxSale & {
  readonly status: BoxStatus | undefined
  /** Mode B: blocks until liqblock (0 once reached). */
  readonly blocksLeft: number | undefined
}

/** Every box with its status, and the index height they are read at. */
export function useBoxRows() {
  const { api } = useServices()
  const sales = useQuery(boxSalesQueryOptions(api))
  const height = useBlockPoll().data?.info?.indexHeight
  const rows = sales.data?.map(
    (sale): BoxRow => ({
      ...sale,
      status:
        height === undefined
          ? undefined
          : getBoxStatus({
              liqamt: sale.liqamt,
              liqblock: sale.liqblock,
              amount0Finish: sale.amt0Finish,
              raised: sale.liqamtFinish,
              isDeleted: sale.isDel,
              height,
            }),
      blocksLeft:
        height === undefined || sale.liqblock <= 0
          ? undefined
          : Math.max(0, sale.liqblock - height),
    }),
  )
  return { sales, rows, height }
}
