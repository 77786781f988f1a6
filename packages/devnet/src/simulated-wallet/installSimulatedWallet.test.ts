// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import {
  type DevnetServer,
  startDevnetServer,
} from '../server/createDevnetServer.js'
import {
  installSimulatedWallet,
  readWalletSimParams,
  type WalletSimMode,
} from './index.js'

let devnet: Devnet
let server: DevnetServer
beforeAll(async () => {
  devnet = createDevnet({ scale: 'empty' })
  server = await startDevnetServer({ devnet: () => devnet })
  // The page and the admin API share an origin, as the app and the devnet
  // it proxies as /api do: the admin API refuses any other page.
  ;(
    window as unknown as { happyDOM: { setURL: (url: string) => void } }
  ).happyDOM.setURL(`${server.url}/`)
})
afterAll(() => server.close())

type Provider = Record<string, (...args: unknown[]) => Promise<unknown>> & {
  on: (event: string, fn: (...args: unknown[]) => void) => void
}
const provider = () => (window as unknown as { dogeuni?: Provider }).dogeuni
const install = (mode: WalletSimMode, extra = {}) => {
  ;(
    window as unknown as { __walletSim?: { uninstall: () => void } }
  ).__walletSim?.uninstall()
  return installSimulatedWallet({
    apiBase: server.url,
    mode,
    latencyMs: 0,
    approvalDelayMs: 0,
    ...extra,
  })
}
const ALICE = WALLET_ACCOUNTS[0]?.address

describe(installSimulatedWallet, () => {
  it('default: injects both globals with own-property closures that work detached', async () => {
    install('auto-approve')
    const p = provider()
    expect(p).toBe((window as unknown as { unielon?: Provider }).unielon)
    const { requestAccounts, getAccounts, getNetwork, getVersion } =
      p as Provider
    expect(await getAccounts?.()).toEqual([])
    expect(await requestAccounts?.()).toEqual([ALICE])
    expect(await getAccounts?.()).toEqual([ALICE])
    expect(await getNetwork?.()).toBe('livenet')
    expect(await getVersion?.()).toBe('1.4.3')
  })

  it('behavior: a reload keeps the site granted; uninstalling forgets it', async () => {
    install('auto-approve')
    expect(await provider()?.getAccounts?.()).toEqual([])
    await provider()?.requestAccounts?.()
    // The same page loaded again: a new provider, the grant kept.
    installSimulatedWallet({ apiBase: server.url, latencyMs: 0 })
    expect(await provider()?.getAccounts?.()).toEqual([ALICE])
    // `install` uninstalls the previous one first.
    install('auto-approve')
    expect(await provider()?.getAccounts?.()).toEqual([])
  })

  it('behavior: signing submits to the devnet mempool and returns the tx hash', async () => {
    install('auto-approve', { connected: true })
    const result = (await provider()?.sendDogecoin?.({
      p: 'drc-20',
      op: 'deploy',
      tick: 'SIMW',
      max: '100',
      lim: '10',
    })) as {
      code: number
      data: { tx_hash: string }
    }
    expect(result.code).toBe(200)
    expect(devnet.mempool().map((t) => t.txHash)).toContain(result.data.tx_hash)
    const balance = (await provider()?.getBalance?.()) as {
      confirmed: number
      total: number
    }
    expect(balance.total).toBeLessThan(balance.confirmed)
  })

  it('behavior: reject mode rejects with a plain 4001 object', async () => {
    install('reject')
    await expect(provider()?.requestAccounts?.()).rejects.toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('behavior: not-installed, old-version and no-version', async () => {
    install('not-installed')
    expect(provider()).toBeUndefined()
    install('old-version')
    expect(await provider()?.getVersion?.()).toBe('1.4.2')
    install('no-version')
    expect(provider()?.getVersion).toBeUndefined()
  })

  it('behavior: lock keeps actions pending until unlock; events on switch', async () => {
    const sim = install('lock', { connected: true })
    // An account whose key the devnet knows, so that signing succeeds.
    sim.switchAccount(4)
    const events: unknown[] = []
    provider()?.on('accountsChanged', (a: unknown) => events.push(a))
    let settled = false
    const pending = provider()
      ?.signMessage?.('hello')
      .then(() => {
        settled = true
      })
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).toBe(false)
    sim.unlock()
    await pending
    expect(settled).toBe(true)
    sim.switchAccount(1)
    sim.switchAccount(1)
    expect(events).toEqual([[WALLET_ACCOUNTS[1]?.address]])
    expect(sim.calls.map((c) => c.method)).toContain('signMessage')
  })

  it('behavior: manual mode shows an accessible approval dialog', async () => {
    install('manual', { connected: true })
    const result = provider()?.signMessage?.('hi')
    // The popup opens after the wallet's read latency; wait for it rather
    // than for a fixed time (the machine may be busy).
    const dialog = await vi.waitFor(() => {
      const found = document.querySelector('[role="dialog"]')
      if (!found) throw new Error('no approval dialog yet')
      return found
    })
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    expect(
      document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
        ?.textContent,
    ).toMatch(/Sign a message/)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await expect(result).rejects.toMatchObject({ code: 4001 })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})

describe('collection upload with a simulated signature', () => {
  it('behavior: the devnet recovers the signer and stores the collection', async () => {
    const sim = install('auto-approve', { connected: true })
    // The four fixed accounts have no known key: their wallet refuses.
    await expect(provider()?.signMessage?.('My Doges')).rejects.toMatchObject({
      code: -32603,
    })
    sim.switchAccount(4)
    const sig = (await provider()?.signMessage?.('My Doges')) as string
    const res = await fetch(`${server.url}/v4/file/upload/meta`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'My Doges',
        sig_msg: sig,
        description: 'd',
        discord_link: '',
        icon: '',
        slug: 'my-doges',
        twitter_link: '',
        website_link: '',
      }),
    })
    const body = (await res.json()) as {
      code: number
      data: { meta_id: string; holder_address: string }
    }
    expect(body.code).toBe(200)
    expect(body.data.holder_address).toBe(WALLET_ACCOUNTS[4]?.address)
    const stored = devnet.index().collections.get(body.data.meta_id)
    expect(stored?.name).toBe('My Doges')
    // New collections await review.
    expect(stored?.isCheck).toBe(0)
    // The signature covers the name: another name does not verify.
    // (Recovery then yields some other key, as on the live server: the
    // collection, if any, is not the signer's.)
    const forged = await fetch(`${server.url}/v4/file/upload/meta`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Other', sig_msg: sig }),
    })
    const forgedBody = (await forged.json()) as {
      data?: { holder_address?: string } | null
    }
    expect(forgedBody.data?.holder_address).not.toBe(
      WALLET_ACCOUNTS[4]?.address,
    )
    // Another account cannot edit it, nor attach items to it.
    sim.switchAccount(5)
    const bobSig = (await provider()?.signMessage?.('My Doges')) as string
    for (const [path, body2] of [
      [
        'upload/meta',
        { name: 'My Doges', sig_msg: bobSig, meta_id: body.data.meta_id },
      ],
      [
        'upload/inscriptions/meta',
        {
          meta_name: 'My Doges',
          sig_msg: bobSig,
          meta_id: body.data.meta_id,
          metas: [],
        },
      ],
    ] as const) {
      const r = await fetch(`${server.url}/v4/file/${path}`, {
        method: 'POST',
        body: JSON.stringify(body2),
      })
      expect(await r.json()).toMatchObject({
        code: 500,
        msg: 'address not match',
      })
    }
  })
})

describe('plain payments', () => {
  it('behavior: sendDoge pays DOGE and the 1.0.x sendDogecoin form resolves a txid', async () => {
    install('auto-approve', { connected: true })
    const bob = WALLET_ACCOUNTS[1]?.address ?? ''
    const before = devnet.dogeBalance(bob).total
    const r = (await provider()?.sendDoge?.([
      { toAddress: bob, sendAmount: 1.5 },
    ])) as { code: number }
    expect(r.code).toBe(200)
    expect(devnet.dogeBalance(bob).total - before).toBe(150_000_000n)
    const txid = await provider()?.sendDogecoin?.(bob, 100_000_000)
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe(readWalletSimParams, () => {
  it('default: reads the mode and account from the page URL', () => {
    expect(readWalletSimParams('?wallet=reject&walletAccount=2')).toEqual({
      mode: 'reject',
      account: 2,
    })
    expect(readWalletSimParams('?x=1')).toEqual({})
  })
})

describe('argument checks and overrides', () => {
  it('behavior: a non-integer amount rejects with -32603; setBalance overrides', async () => {
    const sim = install('auto-approve', { connected: true })
    await expect(
      provider()?.sendDogecoin?.({
        p: 'drc-20',
        op: 'mint',
        tick: 'UNIX',
        amt: '1.5',
      }),
    ).rejects.toMatchObject({ code: -32603 })
    sim.setBalance(42)
    expect(await provider()?.getBalance?.()).toEqual({
      confirmed: 42,
      unconfirmed: 42,
      total: 42,
    })
  })

  it('behavior: injection can wait for load plus a delay', async () => {
    ;(
      window as unknown as { __walletSim?: { uninstall: () => void } }
    ).__walletSim?.uninstall()
    installSimulatedWallet({
      apiBase: server.url,
      mode: 'auto-approve',
      injectAt: 30,
    })
    expect(provider()).toBeUndefined()
    await vi.waitFor(() => expect(provider()).toBeDefined())
  })
})

describe('the flagship flow through the wallet', () => {
  it('behavior: deploy, mint, create a pool paying DOGE, then swap DOGE for the token', async () => {
    install('auto-approve', { connected: true, autoMine: true })
    const p = provider() as Provider
    const W = 'WDOGE(WRAPPED-DOGE)'
    const ok = async (call: Promise<unknown>) => {
      const r = (await call) as { code: number; data: { tx_hash: string } }
      expect(r.code).toBe(200)
      return r.data.tx_hash
    }
    await ok(
      p.sendDogecoin?.({
        p: 'drc-20',
        op: 'deploy',
        tick: 'FLAG',
        max: '100000000000000',
        lim: '1000000000000',
      }) as Promise<unknown>,
    )
    await ok(
      p.sendDogecoin?.({
        p: 'drc-20',
        op: 'mint',
        tick: 'FLAG',
        amt: '1000000000000',
        repeat: 10,
      }) as Promise<unknown>,
    )
    await ok(
      p.createSwap?.({
        p: 'pair-v1',
        op: 'create',
        tick0: 'FLAG',
        tick1: W,
        amt0: '5000000000000',
        amt1: '100000000000',
        doge: 1,
      }) as Promise<unknown>,
    )
    const dogeBefore = devnet.dogeBalance(ALICE ?? '').confirmed
    const flagBefore =
      devnet
        .index()
        .balances.get('FLAG')
        ?.get(ALICE ?? '') ?? 0n
    const swapTx = await ok(
      p.createSwap?.({
        p: 'pair-v1',
        op: 'swap',
        tick0: W,
        tick1: 'FLAG',
        amt0: '1000000000',
        amt1_min: '0',
        doge: 1,
      }) as Promise<unknown>,
    )
    const row = devnet.index().swapOrders.find((r) => r.tx_hash === swapTx)
    expect(row).toMatchObject({ op: 'swap', order_status: 0, err_info: '' })
    expect(
      (devnet
        .index()
        .balances.get('FLAG')
        ?.get(ALICE ?? '') ?? 0n) - flagBefore,
    ).toBe(row?.amt1_out)
    // 10 DOGE in, plus the 0.5 DOGE minimum wrap fee and the network fee.
    expect(dogeBefore - devnet.dogeBalance(ALICE ?? '').confirmed).toBe(
      1_000_000_000n + 50_000_000n + 1_000_000n,
    )
  })
})

describe('driving the wallet through the admin API', () => {
  it('behavior: a queued answer applies to the next approval only', async () => {
    install('auto-approve')
    await fetch(`${server.url}/devnet/wallet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nextApproval: 'reject' }),
    })
    await expect(provider()?.requestAccounts?.()).rejects.toMatchObject({
      code: 4001,
    })
    expect(await provider()?.requestAccounts?.()).toEqual([ALICE])
  })

  it('behavior: a remote mode overrides the local one until cleared', async () => {
    install('auto-approve', { connected: true }).switchAccount(4)
    await fetch(`${server.url}/devnet/wallet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'cancel' }),
    })
    await expect(provider()?.signMessage?.('x')).rejects.toEqual({
      code: 4001,
      message: 'User Cancel',
    })
    await fetch(`${server.url}/devnet/wallet`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clear: true }),
    })
    expect(typeof (await provider()?.signMessage?.('x'))).toBe('string')
  })
})
