import { within } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The DOGE costs a reveal with the wallet's service output lists
 * (stake-v1, box-v1): 0.5 DOGE service output, the wallet's 0.01 DOGE
 * network fee, and −0.51 DOGE net (the postage comes back).
 */
export function expectServiceDogeCosts(dialog: HTMLElement, testId: string) {
  const costs = within(dialog).getByTestId(testId)
  expect(
    within(costs).getByRole('row', { name: /Wallet service output/ }),
  ).toHaveTextContent('0.5 DOGE')
  expect(
    within(costs).getByRole('row', { name: /Network fee/ }),
  ).toHaveTextContent('0.01 DOGE')
  expect(within(costs).getByTestId(`${testId}-net`)).toHaveTextContent(
    '−0.51 DOGE',
  )
}
