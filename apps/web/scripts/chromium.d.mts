export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_FLAGS: readonly string[]
/** Resolves once Chromium's own start-up work is done (3 s after launch). */
export declare function afterBrowserStart(): Promise<void>
