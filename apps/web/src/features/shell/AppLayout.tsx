import { Box, Container, Loader } from '@mantine/core'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { runtimeConfigAtom } from '../../lib/services'
import { LazyChainStatusNotice } from '../blocks/LazyChainStatusNotice'
import { isOgRoute } from '../og/ogRoutes'
import { Footer } from './Footer'
import { Header } from './Header'
import { ScrollToTop } from './ScrollToTop'
import { StorageResetNotice } from './StorageResetNotice'

// Loaded only on an OG-only page, with the wallet and the OG checks.
const OgGate = lazy(() =>
  import('../og/OgGate').then((m) => ({ default: m.OgGate })),
)

export function AppLayout() {
  const config = useAtomValue(runtimeConfigAtom)
  const { ogRoutes } = config
  const ogOnly = useRouterState({
    select: (state) => isOgRoute(state.location.pathname, ogRoutes),
  })
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      {/* At least a screen high: the footer starts below the fold, so a
          page growing as its data arrives never shifts it into view. */}
      <Container
        component="main"
        size="lg"
        w="100%"
        mih="100vh"
        style={{ flex: 1 }}
        py="md"
      >
        <StorageResetNotice />
        <LazyChainStatusNotice />
        {ogOnly ? (
          <Suspense fallback={<Loader size="sm" />}>
            <OgGate>
              <Outlet />
            </OgGate>
          </Suspense>
        ) : (
          <Outlet />
        )}
      </Container>
      <Footer />
      <ScrollToTop />
    </Box>
  )
}
