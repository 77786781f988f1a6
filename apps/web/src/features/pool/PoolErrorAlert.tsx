import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'

/**
 * A failed pool request, in the api's translated words, with Retry. It
 * also clears by itself: the next successful block poll reads failed
 * lists again.
 */
export function PoolErrorAlert({
  error,
  onRetry,
}: {
  readonly error: unknown
  readonly onRetry?: () => void
}) {
  const { i18n } = useLingui()
  return (
    <Alert color="red" role="alert" title={<Trans>Could not load pools</Trans>}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {error instanceof ApiQueryError
            ? i18n._(apiErrorMessage(error.apiError))
            : String(error)}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
      </Stack>
    </Alert>
  )
}
