import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { ErrorRetry } from '../../ui/ErrorRetry'

/**
 * A failed pool request, in the api's translated words, with the kit's
 * Retry. It also clears by itself: the next successful block poll reads
 * failed lists again.
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
    <Alert color="red" title={<Trans>Could not load pools</Trans>}>
      <ErrorRetry
        error={
          error instanceof ApiQueryError
            ? i18n._(apiErrorMessage(error.apiError))
            : String(error)
        }
        onRetry={onRetry}
      />
    </Alert>
  )
}
