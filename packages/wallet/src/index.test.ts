import { expect, it } from 'vitest'
import * as wallet from './index.js'

it('default: the public surface', () => {
  expect(Object.keys(wallet).sort()).toMatchInlineSnapshot(`
    [
      "APPROVAL_TIMEOUT_MS",
      "DETECTION_POLL_MS",
      "DETECTION_WINDOW_MS",
      "INITIAL_WALLET_STATE",
      "METHOD_PROTOCOLS",
      "PROVIDER_GLOBALS",
      "PROVIDER_INITIALIZED_EVENTS",
      "READ_TIMEOUT_MS",
      "SUPPORTED_NETWORK",
      "VERSION_TIMEOUT_MS",
      "WALLET_FAILED_TEXTS",
      "createApprovalQueue",
      "createWalletClient",
      "findProvider",
      "isRejected",
      "mapRejection",
      "normalizeEnvelope",
      "parseBalance",
      "parseBaseUnits",
      "validateDogeSend",
      "validateWalletPayload",
    ]
  `)
})
