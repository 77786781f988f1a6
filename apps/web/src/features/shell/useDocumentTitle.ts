import { createContext, useContext, useEffect } from 'react'

/** "<page> · drc20", or "drc20" on the home page. */
export function formatDocumentTitle(page: string | undefined): string {
  return page ? `${page} · drc20` : 'drc20'
}

/**
 * Where the build's prerender (app/prerender.tsx) collects each page's
 * title, since effects do not run there.
 */
export const DocumentTitleCollector = createContext<
  ((title: string) => void) | undefined
>(undefined)

/** Sets `document.title` to "<page> · drc20" while the page is shown. */
export function useDocumentTitle(page: string | undefined): void {
  useContext(DocumentTitleCollector)?.(formatDocumentTitle(page))
  useEffect(() => {
    document.title = formatDocumentTitle(page)
  }, [page])
}
