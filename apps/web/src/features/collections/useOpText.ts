import type { ExchangeOp } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'

/** An order-v2 operation as the activity lists it. */
export function useOpText() {
  const { t } = useLingui()
  return useCallback(
    (op: ExchangeOp) =>
      op === 'create' ? t`Listing` : op === 'trade' ? t`Sale` : t`Cancel`,
    [t],
  )
}
