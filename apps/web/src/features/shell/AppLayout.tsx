import { Box, Container } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { Footer } from './Footer'
import { Header } from './Header'
import { ScrollToTop } from './ScrollToTop'
import { StorageResetNotice } from './StorageResetNotice'

export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container
        component="main"
        size="lg"
        w="100%"
        style={{ flex: 1 }}
        py="md"
      >
        <StorageResetNotice />
        <Outlet />
      </Container>
      <Footer />
      <ScrollToTop />
    </Box>
  )
}
