import { createContext, type ReactNode, useContext } from 'react'

/**
 * What the kit needs from the runtime configuration (`config.json`), given
 * once at the app's root so that no component reads config or fetches.
 */
export type UiConfig = {
  /**
   * Origins a token logo may load from (`https://logos.example`). A logo
   * elsewhere shows the lettered fallback. Empty: no remote logos at all.
   */
  readonly logoOrigins: readonly string[]
  /**
   * Block-explorer URL templates (`{hash}`, `{height}`, `{address}` are
   * filled in). Without them, no link goes out to an explorer.
   */
  readonly explorer?: {
    readonly tx: string
    readonly block: string
    readonly address: string
  }
  /**
   * The origin inscribed content is served from (`https://content.example`),
   * never the app's own. Content URLs are built only from it and a valid id
   * (`contentUrl.ts`). Without it, inscribed content is not shown.
   */
  readonly contentOrigin?: string
}

const UiConfigContext = createContext<UiConfig>({ logoOrigins: [] })

/** Provides the kit's configuration to everything below it. */
export function UiConfigProvider({
  value,
  children,
}: {
  readonly value: UiConfig
  readonly children: ReactNode
}) {
  return <UiConfigContext value={value}>{children}</UiConfigContext>
}

/** The kit's configuration (no logos and no explorer links by default). */
export function useUiConfig(): UiConfig {
  return useContext(UiConfigContext)
}
