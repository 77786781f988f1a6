import { lazy, Suspense } from 'react'

const ChainStatusNotice = lazy(() =>
  import('./ChainStatusNotice').then((m) => ({ default: m.ChainStatusNotice })),
)

/** The stale-data and halted-chain notice, loaded after the first paint. */
export function LazyChainStatusNotice() {
  return (
    <Suspense fallback={null}>
      <ChainStatusNotice />
    </Suspense>
  )
}
