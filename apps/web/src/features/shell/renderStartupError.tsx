import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { createRoot } from 'react-dom/client'
import type { LoadConfigError } from '../../lib/config/runtimeConfig'

const TITLE = msg`drc20 could not start`
const BODY = msg`The app's configuration (config.json) is missing or invalid. Reload the page; if it keeps happening, the deployment needs fixing.`

/** The one screen shown without Mantine: the configuration did not load. */
export function renderStartupError(root: HTMLElement, error: LoadConfigError) {
  console.error('Runtime configuration failed to load', error)
  // It replaces the prerendered page, which is inert until the app renders
  // and hidden while written in another language (app/boot.ts, app/App.tsx).
  root.removeAttribute('inert')
  root.ownerDocument.documentElement.removeAttribute('data-shell-stale')
  createRoot(root).render(
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        padding: 32,
        maxWidth: 640,
      }}
    >
      <h1>{i18n._(TITLE)}</h1>
      <p role="alert">{i18n._(BODY)}</p>
      {error.kind === 'invalid' ? (
        <pre style={{ whiteSpace: 'pre-wrap' }}>{error.issues.join('\n')}</pre>
      ) : null}
    </main>,
  )
}
