import '@testing-library/jest-dom/vitest'
import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { messages } from '../locales/en-US/messages.po'

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages })
  localStorage.clear()
})

afterEach(() => {
  cleanup()
})
