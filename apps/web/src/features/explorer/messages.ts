import type { Drc20Op, TokenMintStatus } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A DRC-20 operation's name. */
export function drc20OpMessage(op: Drc20Op): MessageDescriptor {
  switch (op) {
    case 'deploy':
      return msg`Deploy`
    case 'mint':
      return msg`Mint`
    case 'transfer':
      return msg`Transfer`
  }
}

/** Where minting stands (core's `getTokenMintStatus`). */
export function mintStatusMessage(status: TokenMintStatus): MessageDescriptor {
  switch (status) {
    case 'not-started':
      return msg`Nothing minted yet`
    case 'in-progress':
      return msg`Mint open`
    case 'completed':
      return msg`Mint complete`
  }
}
