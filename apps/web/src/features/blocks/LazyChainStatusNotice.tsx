import { deferImport, useDeferredImport } from '../../lib/deferredImport'

const chainStatusNotice = deferImport(() =>
  import('./ChainStatusNotice').then((m) => m.ChainStatusNotice),
)

/** The stale-data and halted-chain notice, loaded once the page is idle. */
export function LazyChainStatusNotice() {
  const ChainStatusNotice = useDeferredImport(chainStatusNotice)
  return ChainStatusNotice ? <ChainStatusNotice /> : null
}
