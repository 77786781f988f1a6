import { parseLinkAddress } from '@drc20/core'

/** Whether a URL's address passes core's `parseLinkAddress`. */
export function isLinkAddress(address: string): boolean {
  return parseLinkAddress(address).isOk()
}
