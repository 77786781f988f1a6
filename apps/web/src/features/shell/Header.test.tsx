import { startTestServer, type TestServer } from '@drc20/api/testing'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { Header, STICKY_AFTER_PX } from './Header'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer(({ path }) =>
    path === '/v4/info/blocknumber'
      ? {
          body: '{"code":200,"msg":"success","data":{"index_height":1200,"chain_height":1201}}',
        }
      : { status: 404, body: '' },
  )
})
afterAll(() => server.close())
beforeEach(() => {
  window.scrollY = 0
})

function CurrentPath() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return <output aria-label="Current path">{pathname}</output>
}

/** The header above an outlet, in a router that starts at `/`. */
function renderHeader() {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Header />
        <CurrentPath />
        <Outlet />
      </>
    ),
  })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/' }),
    createRoute({ getParentRoute: () => rootRoute, path: '$' }),
  ])
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  renderWithProviders(<RouterProvider router={router} />, {
    context: createTestContext({ apiBaseUrl: server.baseUrl }),
  })
  return userEvent.setup()
}

const mainNav = () => screen.findByRole('navigation', { name: 'Main' })

/**
 * A menu group's trigger: a plain button until it is reached for (a hover
 * or a click mounts its menu, open).
 */
const groupTrigger = async (name: string) =>
  within(await mainNav()).getByRole('button', { name })

describe('Header', () => {
  it('default: logo home, the desktop menu in the spec order, the controls', async () => {
    renderHeader()
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByRole('link', { name: 'drc20' })).toHaveAttribute(
      'href',
      '/',
    )
    const entries = [...(await mainNav()).querySelectorAll('a, button')].map(
      (el) => el.textContent,
    )
    expect(entries).toEqual([
      'Home',
      'Wallet',
      'Launch partner',
      'DRC-20',
      'Market',
      'Swap',
      'WDOGE',
      'Analytics',
      'Stake',
      'Launchpad',
      'Developers',
    ])
    expect(
      within(banner).getByRole('button', { name: 'Gas fees' }),
    ).toBeInTheDocument()
    expect(
      within(banner).getByRole('button', { name: 'Language: English EN' }),
    ).toBeInTheDocument()
    expect(
      within(banner).getByRole('button', {
        name: /Switch to (dark|light) theme/,
      }),
    ).toBeInTheDocument()
    // The wallet button loads after the first paint, busy until then.
    await waitFor(() =>
      expect(
        within(banner).getByRole('button', { name: 'Connect Wallet' }),
      ).toBeEnabled(),
    )
    expect(
      await within(banner).findByRole('button', {
        name: /^Block height\. Index height: 1,200\./,
      }),
    ).toHaveTextContent('1,200')
  })

  it('behavior: a menu group lists its routes and navigates', async () => {
    const user = renderHeader()
    await user.click(await groupTrigger('Swap'))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pool', 'Swap'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Pool' }))
    expect(
      screen.getByRole('status', { name: 'Current path' }),
    ).toHaveTextContent('/pool')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('behavior: hidden routes stay in their desktop group', async () => {
    const user = renderHeader()
    await user.click(await groupTrigger('Market'))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Market', 'Collections'])
  })

  it('behavior: sticky only after 80 px plus its own height', async () => {
    renderHeader()
    const banner = await screen.findByRole('banner')
    expect(STICKY_AFTER_PX).toBe(80 + 64)
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y
        window.dispatchEvent(new Event('scroll'))
      })
    scrollTo(STICKY_AFTER_PX)
    expect(banner).not.toHaveAttribute('data-sticky')
    scrollTo(STICKY_AFTER_PX + 1)
    await waitFor(() => expect(banner).toHaveAttribute('data-sticky'))
    scrollTo(0)
    await waitFor(() => expect(banner).not.toHaveAttribute('data-sticky'))
  })
})
