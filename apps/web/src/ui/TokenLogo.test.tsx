import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ParamShellContext } from './ParamShell'
import { getTokenInitials, TokenLogo } from './TokenLogo'
import { renderUi } from './test/renderUi'

describe(TokenLogo, () => {
  it('default: a logo from an allowed origin is an <img>', async () => {
    await renderUi(<TokenLogo tick="UNIX" logo="https://logos.test/unix.png" />)
    const img = document.querySelector('img')
    expect(img).toHaveAttribute('src', 'https://logos.test/unix.png')
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer')
  })

  it.each([
    'https://evil.test/unix.png',
    'javascript:alert(1)',
    '"><svg onload=alert(1)>',
    'data:image/svg+xml,<svg onload=alert(1)>',
  ])('behavior: %s gives the lettered fallback and no image', async (logo) => {
    await renderUi(<TokenLogo tick="unix" logo={logo} />)
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('svg[onload]')).toBeNull()
    expect(screen.getByTestId('token-logo')).toHaveTextContent('UN')
  })

  it('behavior: a logo that fails to load falls back to letters', async () => {
    await renderUi(<TokenLogo tick="RONA" logo="https://logos.test/x.png" />)
    const img = document.querySelector('img')
    if (img === null) throw new Error('no image')
    fireEvent.error(img)
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByTestId('token-logo')).toHaveTextContent('RO')
  })

  it('context: in a param shell, no letters and no colour of the sample tick', async () => {
    await renderUi(
      <ParamShellContext value={true}>
        <TokenLogo tick="QZQZ" />
      </ParamShellContext>,
    )
    const logo = screen.getByTestId('token-logo')
    expect(logo).not.toHaveTextContent('QZ')
    expect(logo.getAttribute('style')).toContain('--mantine-color-gray-0')
  })

  it('behavior: no logos without an allowed origin list', async () => {
    await renderUi(<TokenLogo tick="UNIX" logo="https://logos.test/u.png" />, {
      config: { logoOrigins: [] },
    })
    expect(document.querySelector('img')).toBeNull()
  })
})

describe(getTokenInitials, () => {
  it.each([
    ['unix', 'UN'],
    ['WDOGE(WRAPPED-DOGE)', 'WD'],
    ['$', '?'],
    ['\u200bX', 'X'],
    ['DОGE', 'DG'],
  ])('behavior: %s → %s', (tick, initials) => {
    expect(getTokenInitials(tick)).toBe(initials)
  })
})
