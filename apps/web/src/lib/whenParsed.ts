/**
 * Runs `run` once `doc` is parsed (`readyState` past 'loading'): at once
 * if it is, else when it becomes 'interactive', before any deferred
 * script runs (DOMContentLoaded would wait for those). For the start-up
 * script (app/boot.ts), which runs in the `<head>`.
 */
export function whenParsed(doc: Document, run: () => void): void {
  if (doc.readyState !== 'loading') {
    run()
    return
  }
  const onChange = () => {
    if (doc.readyState === 'loading') return
    doc.removeEventListener('readystatechange', onChange)
    run()
  }
  doc.addEventListener('readystatechange', onChange)
}
