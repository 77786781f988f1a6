import {
  formatCsv,
  getHoldingCsvCells,
  HOLDINGS_CSV_COLUMNS,
  type HoldingCsvInput,
  isLpTick,
  isWdogeTick,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { AccountHeader } from './AccountHeader'
import { downloadCsv } from './exportActivityCsv'
import { HoldingsDetails } from './HoldingsDetails'
import { HoldingsSummary } from './HoldingsSummary'
import { type AccountHoldings, useAccountHoldings } from './useAccountHoldings'

/** Every holding as one CSV row each (what the page lists). */
function getHoldingRows(h: AccountHoldings): HoldingCsvInput[] {
  const rows: HoldingCsvInput[] = []
  if (h.doge.data !== undefined)
    rows.push({
      kind: 'doge',
      asset: 'DOGE',
      amount: h.doge.data,
      dogeValue: h.doge.data,
    })
  for (const b of h.balances.query.data?.balances ?? [])
    rows.push({
      kind: isWdogeTick(b.tick) ? 'wdoge' : isLpTick(b.tick) ? 'lp' : 'drc-20',
      asset: b.tick,
      amount: b.amt,
      dogeValue: h.valuer(b.tick, b.amt),
    })
  for (const s of h.stakes.data ?? []) {
    rows.push({
      kind: 'stake',
      asset: s.tick,
      amount: s.amt,
      dogeValue: h.valuer(s.tick, s.amt),
    })
    for (const r of s.rewards ?? [])
      if (r.reward !== null)
        rows.push({ kind: 'stake-reward', asset: r.tick, amount: r.reward })
  }
  for (const l of h.listings.data?.tokens ?? [])
    rows.push({
      kind: 'listing',
      asset: l.tick0,
      amount: l.amt0 - l.amt0Finish,
      dogeValue: h.valuer(l.tick0, l.amt0 - l.amt0Finish),
    })
  for (const f of h.inscriptions.data?.files ?? [])
    rows.push({ kind: 'file', asset: f.fileId, amount: null })
  for (const n of h.inscriptions.data?.nfts ?? [])
    rows.push({ kind: 'nft', asset: `${n.tick} #${n.tickId}`, amount: null })
  return rows
}

/** /assets/{holder_address}: every holding in full. */
export function AssetsPage({ address }: { address: string }) {
  const { t } = useLingui()
  useDocumentTitle(t`Assets`)
  const holdings = useAccountHoldings(address)
  const header = {
    kind: t`Kind`,
    asset: t`Asset`,
    amount: t`Amount`,
    dogeValue: t`Value (DOGE)`,
  }
  return (
    <Stack gap="lg" py="md">
      <AccountHeader address={address} view="assets" title={t`Assets`} />
      <HoldingsSummary holdings={holdings} />
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={holdings.loading}
          data-testid="holdings-csv"
          onClick={() =>
            downloadCsv(
              [
                formatCsv(
                  HOLDINGS_CSV_COLUMNS.map((c) => header[c]),
                  getHoldingRows(holdings).map((r) => getHoldingCsvCells(r)),
                ),
              ],
              `assets-${address}.csv`,
            )
          }
        >
          {t`Export holdings CSV`}
        </Button>
      </Group>
      <HoldingsDetails holdings={holdings} />
    </Stack>
  )
}
