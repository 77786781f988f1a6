import {
  DEFAULT_GAS_TIERS,
  DOGE_DECIMALS,
  type GasTierName,
  getUsdValue,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { languageAtom } from '../../i18n/languageAtoms'
import { getNumberSeparators } from '../../i18n/numberSeparators'
import { useFormatters } from '../../i18n/useFormatters'
import {
  dogeUsdPriceQueryOptions,
  gasTiersQueryOptions,
} from '../../lib/query/serviceQueries'
import { useServices } from '../../lib/services'
import { formatUsd } from '../../ui/formatUsd'
import { LoadingIndicator } from '../../ui/LoadingIndicator'

const TIERS: readonly [GasTierName, MessageDescriptor][] = [
  ['low', msg`Low`],
  ['medium', msg`Medium`],
  ['high', msg`High`],
]

/**
 * The gas popover's content: the three fee tiers in DOGE per kB with a USD
 * estimate (2 decimals). Loaded with the api client, after the first paint.
 */
export function GasFeePanel() {
  const { t, i18n } = useLingui()
  const { api } = useServices()
  const format = useFormatters()
  const language = useAtomValue(languageAtom)
  const gas = useQuery(gasTiersQueryOptions(api))
  const price = useQuery(dogeUsdPriceQueryOptions(api))

  if (gas.isPending)
    return <LoadingIndicator size="sm" label={t`Loading fees`} />
  // A failed client load counts as every service failing.
  const fallback = gas.data === undefined || gas.data.kind === 'default'
  const rates = gas.data?.tiers ?? DEFAULT_GAS_TIERS
  const usdPerDoge =
    price.data?.kind === 'ok' ? price.data.usdPerDoge : undefined
  const separators = getNumberSeparators(language)

  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Caption>
          <Trans>Network fee per kB</Trans>
        </Table.Caption>
        <Table.Tbody>
          {TIERS.map(([name, label]) => {
            const rate = rates[name]
            const usd =
              usdPerDoge === undefined
                ? undefined
                : formatUsd(
                    getUsdValue(rate, DOGE_DECIMALS, usdPerDoge),
                    separators,
                  )
            return (
              <Table.Tr key={name}>
                <Table.Th scope="row">{i18n._(label)}</Table.Th>
                <Table.Td>
                  <Trans>{format.amount(rate)} DOGE/kB</Trans>
                </Table.Td>
                <Table.Td c="dimmed">
                  {usd === undefined ? (
                    <Trans>≈ $ —</Trans>
                  ) : usd.startsWith('<') ? (
                    // Below a cent: "< $0.01", never "≈ $0.00".
                    usd
                  ) : (
                    <Trans>≈ {usd}</Trans>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {fallback && (
        <Alert color="yellow" p="xs">
          <Text size="xs">
            <Trans>
              The fee services are unavailable: these are the default fees.
            </Trans>
          </Text>
        </Alert>
      )}
      {price.data?.kind === 'error' && (
        <Text size="xs" c="dimmed">
          <Trans>The DOGE price is unavailable.</Trans>
        </Text>
      )}
    </Stack>
  )
}
