import { describe, expect, it } from 'vitest'
import {
  fillShellParams,
  readShellParams,
  routeParamNames,
  SHELL_PARAM_SAMPLES,
  samplePath,
} from './paramShells'

describe(readShellParams, () => {
  it('reads each tick as its route does: decoded, trimmed, upper-cased', () => {
    expect(readShellParams('/market/$tick', '/market/unix')).toEqual({
      tick: 'UNIX',
    })
    expect(
      readShellParams(
        '/swap/$tick0/$tick1',
        '/swap/WDOGE(WRAPPED-DOGE)/%20doggy/',
      ),
    ).toEqual({ tick0: 'WDOGE(WRAPPED-DOGE)', tick1: 'DOGGY' })
  })

  it('reads addresses, ids and numbers as their routes do', () => {
    expect(
      readShellParams(
        '/collections/address/$holderAddress/$metaId',
        '/collections/address/%20D6hLULEGDRbk86j58t5iWmeinqM6acA16V/a-B_9',
      ),
    ).toEqual({
      holderAddress: 'D6hLULEGDRbk86j58t5iWmeinqM6acA16V',
      metaId: 'a-B_9',
    })
    expect(readShellParams('/nft/$tick/$tickId', '/nft/art/007')).toEqual({
      tick: 'ART',
      tickId: '7',
    })
    expect(readShellParams('/inscribe/$maxSize', '/inscribe/50000')).toEqual({
      maxSize: '50000',
    })
  })

  it.each([
    ['/accounts/$address', '/accounts/D6hLULEGDRbk86j58t5iWmeinqM6acA160'],
    ['/accounts/$address', '/accounts/D6hL'],
    ['/collections/$metaId', '/collections/a.b'],
    ['/nft/$tick/$tickId', '/nft/ART/-1'],
    ['/nft/$tick/$tickId', '/nft/ART/1.5'],
    ['/inscribe/$maxSize', '/inscribe/50001'],
    ['/inscribe/$maxSize', '/inscribe/0400'],
    ['/market/$tick', '/market'],
    ['/market/$tick', '/market/UNIX/more'],
    ['/market/$tick', '/drc20/UNIX'],
    ['/market/$tick', '/market/a%20b'],
    ['/market/$tick', '/market/%E0%A4%A'],
    ['/market/$tick', `/market/${'X'.repeat(65)}`],
    ['/drc20/$tick', '/drc20/%D1%81ARDI'],
  ])('%s refuses %s (not its path, or a page not found)', (route, path) => {
    expect(readShellParams(route, path)).toBeUndefined()
  })
})

describe(samplePath, () => {
  it('writes each param as its sample of the set', () => {
    expect(samplePath('/swap/$tick0/$tick1', 0)).toBe('/swap/QZQA/QZQB')
    expect(samplePath('/nft/$tick/', 1)).toBe('/nft/XJXJXJ')
    expect(samplePath('/accounts/$address', 1)).toBe(
      '/accounts/D8FaQQWt8SJCiCGYYBAsUn8qhXxthiYBro',
    )
    expect(samplePath('/pool/$op/$tick0', 0)).toBeUndefined()
    expect(routeParamNames('/pool/remove/$tick0/$tick1')).toEqual([
      'tick0',
      'tick1',
    ])
  })

  it('no sample is found in another', () => {
    const all = Object.values(SHELL_PARAM_SAMPLES).flat()
    for (const a of all)
      for (const b of all) if (a !== b) expect(b.includes(a)).toBe(false)
  })
})

describe(fillShellParams, () => {
  const shell = () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<h1>QZQZ market</h1><p>Pay <span>QZQA</span>, get <span>QZQB</span></p>' +
      '<a href="/drc20/QZQZ">Token details</a><select><option>Amount (QZQZ)</option></select>'
    return root
  }

  it('writes the URL ticks over the samples, in texts and links', () => {
    const root = shell()
    fillShellParams(root, { tick: 'UNI/X', tick0: 'DOGGY', tick1: 'QZQA' })
    expect(root.querySelector('h1')?.textContent).toBe('UNI/X market')
    expect(root.querySelector('p')?.textContent).toBe('Pay DOGGY, get QZQA')
    expect(root.querySelector('option')?.textContent).toBe('Amount (UNI/X)')
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/drc20/UNI%2FX')
  })

  it('hides a text that the app shows under another name, never writing a wrong one', () => {
    const root = shell()
    fillShellParams(root, { tick: 'WDOGE(WRAPPED-DOGE)' })
    const h1 = root.querySelector('h1')
    expect(h1?.textContent).toBe('QZQZ market')
    expect(h1?.style.visibility).toBe('hidden')
    expect(root.querySelector('a')?.getAttribute('href')).toBe(
      '/drc20/WDOGE(WRAPPED-DOGE)',
    )
    fillShellParams(root, { tick: 'WDOGE' })
    expect(root.querySelector('option')?.style.visibility).toBe('hidden')
  })

  it('writes an address in full, and a size in plain digits', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<h1>Account</h1><p>D6hLULEGDRbk86j58t5iWmeinqM6acA16V</p>' +
      '<a href="/assets/D6hLULEGDRbk86j58t5iWmeinqM6acA16V">Assets</a>' +
      '<p id="size">Each at most 28282 bytes</p>'
    fillShellParams(root, {
      address: 'DDogepartyxxxxxxxxxxxxxxxxxxxxxxxx',
      maxSize: '50000',
    })
    expect(root.querySelector('p')?.textContent).toBe(
      'DDogepartyxxxxxxxxxxxxxxxxxxxxxxxx',
    )
    expect(root.querySelector('a')?.getAttribute('href')).toBe(
      '/assets/DDogepartyxxxxxxxxxxxxxxxxxxxxxxxx',
    )
    const size = root.querySelector<HTMLElement>('#size')
    expect(size?.textContent).toBe('Each at most 50000 bytes')
    expect(size?.style.visibility).toBe('')
  })
})
