import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { setBlockSwapPageAtom } from '../blocks/atoms'

/** Swap pages refresh the block height (and so the reserves) every 15 s. */
export function useSwapPageBlocks(): void {
  const setSwapPage = useSetAtom(setBlockSwapPageAtom)
  useEffect(() => {
    setSwapPage(true)
    return () => setSwapPage(false)
  }, [setSwapPage])
}
