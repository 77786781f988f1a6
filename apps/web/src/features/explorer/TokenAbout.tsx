import { getTokenMintStatus, TOKEN_DECIMALS } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import type { TokenOverview } from '../../lib/query/tokenPageQueries'
import { Address } from '../../ui/Address'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { ProgressBar } from '../../ui/ProgressBar'
import { getHttpUrl } from '../../ui/safeUrl'

function Item({
  label,
  children,
  testId,
}: {
  readonly label: string
  readonly children: ReactNode
  readonly testId: string
}) {
  return (
    <Stack gap={2} data-about={testId} miw={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text
        size="sm"
        component="dd"
        m={0}
        style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Text>
    </Stack>
  )
}

/**
 * A link from the API: opened only when it is http(s), in a new tab with
 * `noopener noreferrer`; anything else is shown as plain text, never as a
 * link.
 */
function ExternalLink({ value }: { readonly value: string | null }) {
  const href = getHttpUrl(value ?? undefined)
  if (value === null || value.trim() === '') return <>—</>
  if (href === undefined)
    return (
      <Text span size="sm" c="dimmed" data-unsafe-link>
        {value}
      </Text>
    )
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group component="span" gap={2} wrap="nowrap" display="inline-flex">
        {value}
        <IconExternalLink size={12} aria-hidden />
      </Group>
    </Anchor>
  )
}

/**
 * The token's facts, exact: supply, limit per mint, decimals, holders,
 * minted and progress, the deployer, deploy and completed times, the
 * transaction count, the deploy inscription and block, and the links its
 * deployer published (website, community, whitepaper).
 */
export function TokenAbout({ overview }: { readonly overview: TokenOverview }) {
  const { t } = useLingui()
  const format = useFormatters()
  const { token, deploy } = overview
  const decimals = deploy?.dec ?? TOKEN_DECIMALS
  const exact = (value: bigint) => format.amount(value, decimals, decimals)
  const completed = getTokenMintStatus(token) === 'completed'
  const community = [
    token.telegram,
    token.discord,
    token.twitter,
    token.facebook,
    token.github,
  ].filter((v): v is string => v !== null && v.trim() !== '')
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="about-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="about-title">
          <Trans>About</Trans>
        </Title>
        {token.introduction ? (
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {token.introduction}
          </Text>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          verticalSpacing="sm"
          component="dl"
          m={0}
        >
          <Item label={t`Supply`} testId="supply">
            {exact(token.maxAmt)}
          </Item>
          <Item label={t`Limit per mint`} testId="limit">
            {exact(token.lim)}
          </Item>
          <Item label={t`Decimals`} testId="decimals">
            {decimals}
          </Item>
          <Item label={t`Holders`} testId="holders">
            {format.integer(token.holders)}
          </Item>
          <Item label={t`Minted`} testId="minted">
            {exact(token.mintAmt)}
          </Item>
          <Item label={t`Progress`} testId="progress">
            <ProgressBar
              label={t`Minted`}
              value={token.mintAmt}
              total={token.maxAmt}
              decimals={decimals}
            />
          </Item>
          <Item label={t`Deployer`} testId="deployer">
            {token.deployBy === '' ? '—' : <Address address={token.deployBy} />}
          </Item>
          <Item label={t`Deploy time`} testId="deploy-time">
            {token.deployTimeMs === null
              ? '—'
              : format.dateTime(token.deployTimeMs)}
          </Item>
          <Item label={t`Completed time`} testId="completed-time">
            {completed && token.lastMintTimeMs !== null
              ? format.dateTime(token.lastMintTimeMs)
              : '—'}
          </Item>
          <Item label={t`Total transactions`} testId="transactions">
            {format.integer(token.transactions)}
          </Item>
          <Item label={t`Deploy inscription`} testId="inscription">
            {token.inscription === '' ? (
              '—'
            ) : (
              <TxLink value={token.inscription} />
            )}
          </Item>
          <Item label={t`Deploy block`} testId="deploy-block">
            {deploy === null ? (
              '—'
            ) : (
              <BlockLink value={deploy.blockHash} copy={false}>
                {format.integer(deploy.blockNumber)}
              </BlockLink>
            )}
          </Item>
          <Item label={t`Website`} testId="website">
            <ExternalLink value={token.official} />
          </Item>
          <Item label={t`Community`} testId="community">
            {community.length === 0 ? (
              '—'
            ) : (
              <Stack gap={2}>
                {community.map((link) => (
                  <ExternalLink key={link} value={link} />
                ))}
              </Stack>
            )}
          </Item>
          <Item label={t`Whitepaper`} testId="whitepaper">
            <ExternalLink value={token.whitePaper} />
          </Item>
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
