export type ApprovalRequest = {
  readonly method: string
  readonly origin: string
  readonly account: string
  readonly details: unknown
}

const STYLE = `
.drc20-wallet-sim-backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483647;font:14px/1.4 system-ui,sans-serif}
.drc20-wallet-sim{background:#fff;color:#111;border-radius:12px;width:min(420px,92vw);max-height:86vh;overflow:auto;padding:20px;box-shadow:0 10px 40px rgba(0,0,0,.35)}
.drc20-wallet-sim h2{margin:0 0 4px;font-size:18px}
.drc20-wallet-sim p{margin:4px 0;color:#444;word-break:break-all}
.drc20-wallet-sim pre{background:#f4f4f5;border-radius:8px;padding:10px;font-size:12px;white-space:pre-wrap;word-break:break-all}
.drc20-wallet-sim .row{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}
.drc20-wallet-sim button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #999;background:#fff;color:#111;cursor:pointer}
.drc20-wallet-sim button.primary{background:#c2a633;border-color:#c2a633;color:#111;font-weight:600}
.drc20-wallet-sim button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`

function describe(method: string): string {
  switch (method) {
    case 'requestAccounts':
      return 'Connect this site to your wallet'
    case 'signMessage':
      return 'Sign a message'
    case 'switchNetwork':
      return 'Switch network'
    default:
      return 'Sign and broadcast an inscription'
  }
}

/**
 * The in-page stand-in for the extension's approval window: a modal dialog
 * (labelled, focus trapped, Escape rejects) with Approve / Reject. Resolves
 * true on approve, false on reject or close.
 */
export function showApprovalDialog(
  doc: Document,
  request: ApprovalRequest,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (!doc.getElementById('drc20-wallet-sim-style')) {
      const style = doc.createElement('style')
      style.id = 'drc20-wallet-sim-style'
      style.textContent = STYLE
      doc.head.append(style)
    }
    const previous = doc.activeElement as HTMLElement | null
    const backdrop = doc.createElement('div')
    backdrop.className = 'drc20-wallet-sim-backdrop'
    const dialog = doc.createElement('div')
    dialog.className = 'drc20-wallet-sim'
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', 'drc20-wallet-sim-title')
    dialog.setAttribute('aria-describedby', 'drc20-wallet-sim-desc')
    dialog.dataset.testid = 'wallet-sim-dialog'
    const title = doc.createElement('h2')
    title.id = 'drc20-wallet-sim-title'
    title.textContent = `Dogeuni wallet (simulated): ${describe(request.method)}`
    const desc = doc.createElement('p')
    desc.id = 'drc20-wallet-sim-desc'
    desc.textContent = `${request.origin} asks account ${request.account} to approve "${request.method}".`
    const pre = doc.createElement('pre')
    pre.textContent =
      typeof request.details === 'string'
        ? request.details
        : JSON.stringify(request.details, null, 2)
    const row = doc.createElement('div')
    row.className = 'row'
    const reject = doc.createElement('button')
    reject.type = 'button'
    reject.textContent = 'Reject'
    const approve = doc.createElement('button')
    approve.type = 'button'
    approve.className = 'primary'
    approve.textContent = 'Approve'
    row.append(reject, approve)
    dialog.append(title, desc, pre, row)
    backdrop.append(dialog)
    const finish = (approved: boolean) => {
      backdrop.remove()
      doc.removeEventListener('keydown', onKey, true)
      previous?.focus?.()
      resolve(approved)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        finish(false)
      } else if (event.key === 'Tab') {
        // Focus trap between the two buttons.
        const order = [reject, approve]
        const i = order.indexOf(doc.activeElement as HTMLButtonElement)
        event.preventDefault()
        const next = event.shiftKey ? (i <= 0 ? 1 : 0) : i === 0 ? 1 : 0
        order[next]?.focus()
      }
    }
    reject.addEventListener('click', () => finish(false))
    approve.addEventListener('click', () => finish(true))
    doc.addEventListener('keydown', onKey, true)
    doc.body.append(backdrop)
    approve.focus()
  })
}
