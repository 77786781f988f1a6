import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'

/** A failed pool request, in the api's translated words. */
export function PoolErrorAlert({ error }: { readonly error: unknown }) {
  const { i18n } = useLingui()
  return (
    <Alert color="red" role="alert" title={<Trans>Could not load pools</Trans>}>
      {error instanceof ApiQueryError
        ? i18n._(apiErrorMessage(error.apiError))
        : String(error)}
    </Alert>
  )
}
