import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { flushStoredAtoms } from '../lib/storage/atomWithStoredJson'
import { messages } from '../locales/en-US/messages.po'
import { disposeTestWallets } from './createTestContext'

const hasDom = typeof document !== 'undefined'

// findBy*/waitFor wait up to 5 s, not 1 s: lazy chunks (the wallet button,
// the header's menus) and the local test servers answer slowly when the
// whole suite shares two cores.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages })
  if (hasDom) {
    localStorage.clear()
    sessionStorage.clear()
  }
})

afterEach(() => {
  if (hasDom) cleanup()
  disposeTestWallets()
  // No debounced write may land in the next test's storage.
  flushStoredAtoms()
})
