import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { flushStoredAtoms } from '../lib/storage/atomWithStoredJson'
import { messages } from '../locales/en-US/messages.po'
import { disposeTestWallets } from './createTestContext'

const hasDom = typeof document !== 'undefined'

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages })
  if (hasDom) localStorage.clear()
})

afterEach(() => {
  if (hasDom) cleanup()
  disposeTestWallets()
  // No debounced write may land in the next test's storage.
  flushStoredAtoms()
})
