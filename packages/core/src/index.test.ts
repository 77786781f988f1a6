import { describe, expect, it } from 'vitest'
import * as core from './index.js'

describe('@drc20/core exports', () => {
  it('default: the public surface is pinned', () => {
    // A change here is an API change: review it, then update the snapshot.
    expect(Object.keys(core).sort()).toMatchSnapshot()
  })

  it('behavior: every export is defined', () => {
    for (const [name, value] of Object.entries(core)) {
      expect(value, name).toBeDefined()
    }
  })
})
