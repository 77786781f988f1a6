import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { BlockLink, TxLink } from './ExplorerLink'
import { renderUi } from './test/renderUi'

const HASH = 'ab'.repeat(32)

describe(TxLink, () => {
  it('default: a shortened hash opening the explorer in a new tab, with copy', async () => {
    const user = userEvent.setup()
    await renderUi(<TxLink value={HASH} />)
    const link = screen.getByRole('link', {
      name: `Transaction ${HASH} in the block explorer`,
    })
    expect(link).toHaveAttribute('href', `https://explorer.test/tx/${HASH}`)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveTextContent('ababab…ababab')
    await user.click(
      screen.getByRole('button', { name: 'Copy transaction hash' }),
    )
    expect(await navigator.clipboard.readText()).toBe(HASH)
  })

  it('behavior: a template that is not http(s) gives plain text', async () => {
    await renderUi(<TxLink value={HASH} />, {
      config: {
        logoOrigins: [],
        explorer: {
          tx: 'javascript:alert("{hash}")',
          block: 'javascript:alert("{hash}")',
          address: 'javascript:alert("{address}")',
        },
      },
    })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('ababab…ababab')).toBeVisible()
  })
})

describe(BlockLink, () => {
  it('default: a height with custom text, no copy button', async () => {
    await renderUi(<BlockLink value="5512345">#5,512,345</BlockLink>)
    const link = screen.getByRole('link', {
      name: 'Block 5512345 in the block explorer',
    })
    expect(link).toHaveAttribute('href', 'https://explorer.test/block/5512345')
    expect(link).toHaveTextContent('#5,512,345')
    expect(screen.queryByRole('button')).toBeNull()
  })
  it('behavior: the full value shows on hover and on focus, mounted then', async () => {
    const user = userEvent.setup()
    await renderUi(<BlockLink value="5512345">#5,512,345</BlockLink>)
    expect(screen.queryByRole('tooltip')).toBeNull()
    const link = screen.getByRole('link', {
      name: 'Block 5512345 in the block explorer',
    })
    await user.hover(link)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('5512345')
    await user.unhover(link)
    await user.tab()
    expect(
      screen.getByRole('link', { name: 'Block 5512345 in the block explorer' }),
    ).toHaveFocus()
  })
})
