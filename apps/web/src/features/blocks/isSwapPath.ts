/** `/swap` and every page under it refresh on the faster schedule. */
export function isSwapPath(pathname: string): boolean {
  return pathname === '/swap' || pathname.startsWith('/swap/')
}
