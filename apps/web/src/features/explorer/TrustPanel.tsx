import {
  getTokenTrustFacts,
  type LookalikeIndex,
  TICK_WARNING_SEVERITY,
  type TokenTrustFacts,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import type { TokenOverview } from '../../lib/query/tokenPageQueries'
import { tickWarningMessage } from '../../ui/tickWarningMessage'
import { mintStatusMessage } from './messages'
import { TokenPageLinks } from './TokenPageLinks'

export type TrustPanelProps = {
  readonly overview: TokenOverview
  /** The listed ticks, for lookalikes; `undefined` while the list loads. */
  readonly lookalikes: LookalikeIndex | undefined
  /** How many tokens the lookalike check covered. */
  readonly listedCount: number | undefined
}

/** The facts of a token page's trust panel (core's `getTokenTrustFacts`). */
export function useTrustFacts(
  overview: TokenOverview,
  lookalikes: LookalikeIndex | undefined,
): TokenTrustFacts {
  const { token } = overview
  return getTokenTrustFacts({
    tick: token.tick,
    maxAmt: token.maxAmt,
    mintAmt: token.mintAmt,
    verified: token.isCheck,
    holderBalances: overview.holders.items.map((h) => h.amt),
    deployerBalance: overview.deployerBalance,
    deployHeight: overview.deploy?.blockNumber,
    indexHeight: overview.height ?? undefined,
    lookalikes: lookalikes?.lookalikesOf(token.tick),
  })
}

function Fact({
  tone,
  children,
  testId,
}: {
  readonly tone: 'ok' | 'info' | 'warn' | 'high'
  readonly children: ReactNode
  readonly testId: string
}) {
  const color =
    tone === 'ok'
      ? 'teal'
      : tone === 'info'
        ? 'gray'
        : tone === 'warn'
          ? 'orange'
          : 'red'
  const Icon =
    tone === 'ok'
      ? IconCircleCheck
      : tone === 'info'
        ? IconInfoCircle
        : IconAlertTriangle
  return (
    <List.Item
      data-fact={testId}
      icon={
        <ThemeIcon color={color} variant="light" size={22} radius="xl">
          <Icon size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  )
}

/**
 * Facts with their formula, never an opinion: minted %, the top holders'
 * and the deployer's share of the minted supply, the age in blocks, and
 * the tick's own warnings (lookalikes among the listed ticks, hidden or
 * non-ASCII characters, a name that reads as (W)DOGE, system ticks).
 */
export function TrustPanel({
  overview,
  lookalikes,
  listedCount,
}: TrustPanelProps) {
  const { i18n } = useLingui()
  const format = useFormatters()
  const facts = useTrustFacts(overview, lookalikes)
  const percent = (value: number) =>
    `${i18n.number(value, { maximumFractionDigits: 2 })}%`
  const { token, deploy } = overview
  const lookalikeWarning = facts.warnings.find((w) => w.code === 'LOOKALIKE')
  const others = facts.warnings.filter(
    (w) => w.code !== 'LOOKALIKE' && w.code !== 'UNVERIFIED',
  )
  const block =
    overview.height === null ? undefined : format.integer(overview.height)
  return (
    <TrustPanelFrame block={block}>
      <List spacing="xs" size="sm" center>
        <Fact tone="info" testId="minted">
          {i18n._(mintStatusMessage(facts.mintStatus))}:{' '}
          <Trans>
            {percent(facts.mintedPercent)} of the supply minted (minted ÷
            supply)
          </Trans>
        </Fact>
        <Fact tone="info" testId="concentration">
          {facts.top1Percent === undefined ? (
            <Trans>No holder concentration: nothing is held yet.</Trans>
          ) : facts.top10Count < 10 ? (
            <Trans>
              The top holder owns {percent(facts.top1Percent)} of the minted
              supply; all {facts.top10Count} holders own{' '}
              {percent(facts.top10Percent ?? 0)}.
            </Trans>
          ) : (
            <Trans>
              The top holder owns {percent(facts.top1Percent)} of the minted
              supply; the top 10 own {percent(facts.top10Percent ?? 0)}.
            </Trans>
          )}
        </Fact>
        <Fact tone="info" testId="deployer">
          {facts.deployerPercent === undefined ? (
            <Trans>
              The deployer's share is unknown until something is minted.
            </Trans>
          ) : (
            <Trans>
              The deployer holds {percent(facts.deployerPercent)} of the minted
              supply.
            </Trans>
          )}
        </Fact>
        <Fact tone="info" testId="age">
          {facts.ageBlocks === undefined || deploy === null ? (
            <Trans>The deploy block is not in the indexer's log.</Trans>
          ) : (
            <Trans>
              Deployed at block {format.integer(deploy.blockNumber)},{' '}
              {format.integer(facts.ageBlocks)} blocks ago.
            </Trans>
          )}
        </Fact>
        <Fact tone={token.isCheck ? 'ok' : 'warn'} testId="verified">
          {token.isCheck ? (
            <Trans>Verified by the indexer's operator.</Trans>
          ) : (
            <Trans>Not verified by the indexer's operator.</Trans>
          )}
        </Fact>
        <Fact tone={lookalikeWarning ? 'warn' : 'ok'} testId="lookalikes">
          {lookalikes === undefined ? (
            <Trans>Checking the token list for lookalikes…</Trans>
          ) : lookalikeWarning?.code === 'LOOKALIKE' ? (
            <>
              <Trans>Other listed ticks look like this one:</Trans>{' '}
              <TokenPageLinks ticks={lookalikeWarning.ticks} />
            </>
          ) : (
            <Trans>
              No other listed tick looks like this one (
              {format.integer(listedCount ?? 0)} tokens checked).
            </Trans>
          )}
        </Fact>
        {others.map((warning) => (
          <Fact
            key={warning.code}
            tone={
              TICK_WARNING_SEVERITY[warning.code] === 'high'
                ? 'high'
                : TICK_WARNING_SEVERITY[warning.code] === 'info'
                  ? 'info'
                  : 'warn'
            }
            testId={warning.code}
          >
            {i18n._(tickWarningMessage(warning))}
          </Fact>
        ))}
      </List>
    </TrustPanelFrame>
  )
}

/**
 * The trust panel's frame: its title, what the facts are computed from
 * (as of `block` when known), the facts, and the note on shares and
 * lookalikes.
 */
function TrustPanelFrame({
  block,
  children,
}: {
  readonly block?: string | undefined
  readonly children: ReactNode
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="trust-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="trust-title">
            <Trans>Trust facts</Trans>
          </Title>
          <Text size="xs" c="dimmed">
            {block === undefined ? (
              <Trans>
                Computed from the indexer's data; not an endorsement.
              </Trans>
            ) : (
              <Trans>
                Computed from the indexer's data as of block {block}; not an
                endorsement.
              </Trans>
            )}
          </Text>
        </Group>
        {children}
        <Text size="xs" c="dimmed">
          <Trans>
            Shares are of the minted supply, from the first page of holders.
            Lookalikes differ only by letter case, 0/O, 1/I/L, Cyrillic or Greek
            letters or hidden characters.
          </Trans>
        </Text>
      </Stack>
    </Paper>
  )
}

/** The trust panel while its token loads: the frame, a line per fact. */
export function TrustPanelSkeleton() {
  return (
    <TrustPanelFrame>
      <Stack gap="sm" aria-hidden="true">
        {FACT_SKELETON_WIDTHS.map((width) => (
          <Group key={width} gap="sm" wrap="nowrap">
            <Skeleton circle height={22} />
            <Skeleton height={18} width={width} />
          </Group>
        ))}
      </Stack>
    </TrustPanelFrame>
  )
}

/** The minted, concentration, deployer, age, verified and lookalike lines. */
const FACT_SKELETON_WIDTHS = ['70%', '85%', '60%', '75%', '55%', '65%']
