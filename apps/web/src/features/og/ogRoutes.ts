/** Whether `pathname` is one of the OG-only routes (or below one). */
export function isOgRoute(
  pathname: string,
  ogRoutes: readonly string[],
): boolean {
  return ogRoutes.some((route) => {
    const base = route.replace(/\/+$/, '')
    return pathname === base || pathname.startsWith(`${base}/`) || base === ''
  })
}
