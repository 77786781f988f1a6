import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, store } from './app/App'
import { startLanguageAtom } from './features/i18n/atoms'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

await store.set(startLanguageAtom)

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
