import { getTickWarnings } from '@drc20/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TickFlags } from './TickFlags'
import { TokenRiskAcknowledgement } from './TokenRiskAcknowledgement'
import { renderUi } from './test/renderUi'

describe('TokenRiskAcknowledgement', () => {
  it('default: the fake WDOGE asks for the explicit step, tick shown as on the wire', async () => {
    const onChange = vi.fn()
    await renderUi(
      <TokenRiskAcknowledgement
        tick="WDOGE"
        warnings={getTickWarnings({ tick: 'WDOGE', verified: false })}
        acknowledged={false}
        onAcknowledgedChange={onChange}
      />,
    )
    const group = screen.getByRole('group', { name: 'Token risk: WDOGE' })
    expect(group).toHaveTextContent(
      'This is not WDOGE: it is a DRC-20 token named like it.',
    )
    expect(group).toHaveTextContent('Unverified token: the operator')
    const box = screen.getByRole('checkbox', {
      name: 'Unverified token — I understand the risk',
    })
    expect(box).not.toBeChecked()
    await userEvent.click(box)
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('behavior: hidden characters are revealed by code point', async () => {
    await renderUi(
      <TokenRiskAcknowledgement
        tick={'UNI\u200bX'}
        warnings={getTickWarnings({
          tick: 'UNI\u200bX',
          verified: true,
          lookalikes: ['UNIX'],
        })}
        acknowledged
        onAcknowledgedChange={() => {}}
      />,
    )
    expect(
      screen.getByRole('group', { name: 'Token risk: UNI<U+200B>X' }),
    ).toHaveTextContent('(U+200B)')
    expect(screen.getByText(/It looks like another token: UNIX/)).toBeVisible()
    // Verified, yet hidden characters still ask for the step.
    expect(
      screen.getByRole('checkbox', { name: 'I understand the risk' }),
    ).toBeChecked()
  })

  it('behavior: a verified lookalike is listed without the box; a clean tick shows nothing', async () => {
    const { container } = await renderUi(
      <>
        <TokenRiskAcknowledgement
          tick="DOGI"
          warnings={getTickWarnings({
            tick: 'DOGI',
            verified: true,
            lookalikes: ['D0GI'],
          })}
          acknowledged={false}
          onAcknowledgedChange={() => {}}
        />
        <TokenRiskAcknowledgement
          tick="UNIX"
          warnings={[]}
          acknowledged={false}
          onAcknowledgedChange={() => {}}
        />
      </>,
    )
    expect(screen.getAllByRole('group')).toHaveLength(1)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(container).toHaveTextContent('It looks like another token: D0GI.')
  })
})

describe('TickFlags', () => {
  it('default: each warning in words, nothing for a clean tick', async () => {
    const { container } = await renderUi(
      <>
        <TickFlags
          testId="fake"
          warnings={getTickWarnings({
            tick: '\u0421ARDI',
            verified: false,
            lookalikes: ['CARDI'],
          })}
        />
        <TickFlags testId="clean" warnings={[]} />
      </>,
    )
    expect(screen.getByTestId('fake')).toHaveTextContent(
      'Looks like CARDINon-ASCIIUnverified',
    )
    expect(screen.queryByTestId('clean')).toBeNull()
    expect(container.querySelectorAll('[title]').length).toBe(3)
  })
})
