import { useEffect } from 'react'

/** Sets `document.title` to "<page> · drc20" while the page is shown. */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} · drc20` : 'drc20'
  }, [page])
}
