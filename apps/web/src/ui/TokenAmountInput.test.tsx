import { i18n } from '@lingui/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { messages as viMessages } from '../locales/vi/messages.po'
import {
  TokenAmountInput,
  type TokenAmountInputProps,
} from './TokenAmountInput'
import { renderUi } from './test/renderUi'

function Controlled(props: Partial<TokenAmountInputProps>) {
  const [value, setValue] = useState('')
  return (
    <TokenAmountInput
      label="You pay"
      value={value}
      onChange={setValue}
      token={{ tick: 'UNIX' }}
      {...props}
    />
  )
}

describe(TokenAmountInput, () => {
  it('default: labelled box, token, balance with Max, USD under it', async () => {
    const user = userEvent.setup()
    await renderUi(
      <Controlled
        balance={123_456_789_012n}
        usdValue="12.345"
        onTokenClick={() => {}}
      />,
    )
    const box = screen.getByRole('textbox', { name: 'You pay' })
    expect(box).toHaveAttribute('inputmode', 'decimal')
    expect(box).toHaveAttribute('placeholder', '0.0')
    expect(screen.getByRole('button', { name: 'You pay: UNIX' })).toBeVisible()
    expect(screen.getByText('Balance: 1,234.56789012')).toBeVisible()
    expect(screen.getByText('≈ $12.34')).toBeVisible()
    await user.click(screen.getByRole('button', { name: /^Max/ }))
    expect(box).toHaveValue('1234.56789012')
  })

  it('behavior: letters are dropped, digits and separators kept', async () => {
    const user = userEvent.setup()
    await renderUi(<Controlled />)
    const box = screen.getByRole('textbox', { name: 'You pay' })
    await user.type(box, '1a2,3b.4e5')
    expect(box).toHaveValue('12,3.45')
  })

  it('behavior: the error is below, tied with aria-invalid and aria-describedby', async () => {
    await renderUi(
      <Controlled error="Not enough UNIX in wallet" balance={1n} />,
    )
    const box = screen.getByRole('textbox', { name: 'You pay' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Not enough UNIX in wallet'),
    )
  })

  it('behavior: no error, no aria-invalid; the description describes the box', async () => {
    await renderUi(<Controlled description="At least 1 UNIX." />)
    const box = screen.getByRole('textbox', { name: 'You pay' })
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(box).toHaveAccessibleDescription('At least 1 UNIX.')
  })

  it('parameters: maxAmount fills less than the balance', async () => {
    const user = userEvent.setup()
    await renderUi(
      <Controlled balance={300_000_000n} maxAmount={249_000_000n} />,
    )
    await user.click(screen.getByRole('button', { name: /^Max/ }))
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveValue('2.49')
  })

  it('behavior: read-only without onChange, no Max, token not a button', async () => {
    await renderUi(
      <TokenAmountInput
        label="You receive"
        value="4.2"
        token={{ tick: 'WDOGE(WRAPPED-DOGE)', name: 'DOGE' }}
        balance={5n}
        usdValue="0.004"
      />,
    )
    expect(screen.getByText('< $0.01')).toBeVisible()
    expect(
      screen.getByRole('textbox', { name: 'You receive' }),
    ).toHaveAttribute('readonly')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('DOGE')).toBeVisible()
  })

  it('behavior: the token button picks a token', async () => {
    const user = userEvent.setup()
    const onTokenClick = vi.fn()
    await renderUi(<Controlled token={undefined} onTokenClick={onTokenClick} />)
    await user.click(
      screen.getByRole('button', { name: 'You pay: select a token' }),
    )
    expect(onTokenClick).toHaveBeenCalledOnce()
  })

  it('behavior: Vietnamese notation for Max, balance and placeholder', async () => {
    const user = userEvent.setup()
    i18n.loadAndActivate({ locale: 'vi', messages: viMessages })
    await renderUi(<Controlled balance={123_456_789_012n} usdValue="1234.5" />)
    const box = screen.getByRole('textbox')
    expect(box).toHaveAttribute('placeholder', '0,0')
    expect(screen.getByText(/1\.234,56789012/)).toBeVisible()
    expect(screen.getByText('≈ $1.234,50')).toBeVisible()
    await user.click(screen.getByRole('button', { name: /1\.234,56789012/ }))
    expect(box).toHaveValue('1234,56789012')
  })

  it('behavior: in Vietnamese, 1.234 asks "did you mean 1,234?" and the suggestion replaces the text', async () => {
    const user = userEvent.setup()
    i18n.loadAndActivate({ locale: 'vi', messages: viMessages })
    await renderUi(<Controlled balance={500_000_000_000n} />)
    const box = screen.getByRole('textbox')
    await user.type(box, '1.234')
    // Informative: the text stays as typed (1234 here) and is not an error.
    expect(box).toHaveValue('1.234')
    expect(box).not.toHaveAttribute('aria-invalid')
    const hint = screen.getByText(/Có phải ý bạn là/)
    expect(hint).toBeVisible()
    expect(hint).toHaveTextContent('1,234')
    expect(box).toHaveAccessibleDescription(/Có phải ý bạn là 1,234\s?\?/)
    await user.click(screen.getByRole('button', { name: /1,234/ }))
    expect(box).toHaveValue('1,234')
    expect(screen.queryByText(/Có phải ý bạn là/)).toBeNull()
  })

  it('behavior: no hint for unambiguous text, nor on a read-only quote', async () => {
    const user = userEvent.setup()
    i18n.loadAndActivate({ locale: 'vi', messages: viMessages })
    const view = await renderUi(<Controlled />)
    const box = screen.getByRole('textbox')
    for (const text of ['1.234,5', '1.234.567', '1234', '1,234', '0.000']) {
      await user.clear(box)
      await user.type(box, text)
      expect(screen.queryByText(/Có phải ý bạn là/)).toBeNull()
    }
    view.unmount()
    await renderUi(
      <TokenAmountInput
        label="You receive"
        value="1.234"
        token={{ tick: 'UNIX' }}
      />,
    )
    expect(screen.queryByText(/Có phải ý bạn là/)).toBeNull()
  })

  it('behavior: in English, 1,234 asks "did you mean 1.234?" (the other habit)', async () => {
    await renderUi(<Controlled />)
    await userEvent.setup().type(screen.getByRole('textbox'), '1,234')
    expect(screen.getByText(/Did you mean/)).toHaveTextContent(
      'Did you mean 1.234?',
    )
  })
})
