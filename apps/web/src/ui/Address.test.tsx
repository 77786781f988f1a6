import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Address } from './Address'
import { COPY_TICK_MS } from './CopyValueButton'
import { renderUi } from './test/renderUi'

const ADDRESS = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'

describe(Address, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default: 6+6 characters, full value for assistive technology, links in and out', async () => {
    await renderUi(<Address address={ADDRESS} />)
    expect(screen.getByText('DEm5jc…wY8tAk')).toBeVisible()
    const link = screen.getByRole('link', { name: ADDRESS })
    expect(link).toHaveAttribute('href', `/accounts/${ADDRESS}`)
    const out = screen.getByRole('link', {
      name: `Address ${ADDRESS} in the block explorer`,
    })
    expect(out).toHaveAttribute(
      'href',
      `https://explorer.test/address/${ADDRESS}`,
    )
    expect(out).toHaveAttribute('target', '_blank')
    expect(out.getAttribute('rel')).toContain('noopener')
    expect(document.querySelector(`svg[data-identicon="${ADDRESS}"]`)).not.toBe(
      null,
    )
  })

  it('behavior: the full address shows on focus', async () => {
    const user = userEvent.setup()
    await renderUi(<Address address={ADDRESS} copy={false} explorer={false} />)
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ADDRESS)
  })

  it('behavior: copy writes the full address and ticks for 3 s', async () => {
    const user = userEvent.setup({
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderUi(<Address address={ADDRESS} />)
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible()
    vi.advanceTimersByTime(COPY_TICK_MS - 100)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible()
    vi.advanceTimersByTime(200)
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Copy address' }),
      ).toBeVisible(),
    )
  })

  it('parameters: link, explorer, copy, identicon can be turned off', async () => {
    await renderUi(
      <Address
        address={ADDRESS}
        link={false}
        explorer={false}
        copy={false}
        identicon={false}
      />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.querySelector('svg[data-identicon]')).toBeNull()
    expect(screen.getByText(ADDRESS)).toBeInTheDocument()
  })

  it('behavior: no explorer link without a configured template', async () => {
    await renderUi(<Address address={ADDRESS} />, {
      config: { logoOrigins: [] },
    })
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('behavior: chars below 6 still keep 6 at each end', async () => {
    await renderUi(<Address address={ADDRESS} chars={4} />)
    expect(screen.getByText('DEm5jc…wY8tAk')).toBeVisible()
  })
})
