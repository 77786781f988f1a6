import type { AddressError } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const OPS: Record<string, MessageDescriptor> = {
  deploy: msg`Deploy`,
  mint: msg`Mint`,
  transfer: msg`Transfer`,
  create: msg`Create`,
  add: msg`Add liquidity`,
  remove: msg`Remove liquidity`,
  swap: msg`Swap`,
  trade: msg`Buy`,
  cancel: msg`Cancel`,
  deposit: msg`Wrap`,
  withdraw: msg`Unwrap`,
  stake: msg`Stake`,
  unstake: msg`Unstake`,
  getallreward: msg`Claim rewards`,
}

/** An operation's label; an op this app does not know shows as sent. */
export function activityOpMessage(op: string): MessageDescriptor | string {
  return Object.hasOwn(OPS, op) ? (OPS[op] as MessageDescriptor) : op
}

/** Why a typed address cannot be looked up. */
export function addressErrorMessage(error: AddressError): MessageDescriptor {
  switch (error.code) {
    case 'EMPTY':
      return msg`Enter a Dogecoin address.`
    case 'INVALID_CHARACTERS':
      return msg`This is not a Dogecoin address: it has characters an address never has (0, O, I, l, spaces or punctuation).`
    case 'INVALID_LENGTH':
      return msg`This is not a Dogecoin address: it is too short or too long.`
    case 'BAD_CHECKSUM':
      return msg`This address has a typo: its checksum does not match.`
    case 'WRONG_NETWORK':
      return msg`This is a Dogecoin testnet address; DRC-20 lives on the main network.`
    case 'UNKNOWN_VERSION':
      return msg`This is not a Dogecoin address (it may be another coin's).`
    default: {
      const unknown: never = error
      throw new Error(`unknown address error ${JSON.stringify(unknown)}`)
    }
  }
}
