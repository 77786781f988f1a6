import { createContext, useContext } from 'react'

/**
 * True while the build draws a page as the shell of every value of its
 * path params (app/paramShells.ts): the start-up script writes the URL's
 * values over the samples in the page's text, so a part drawn from a param
 * in another way (a token logo's colour and letters) draws neutral here.
 */
export const ParamShellContext = createContext(false)

/** Whether this render is a param shell's (see {@link ParamShellContext}). */
export const useParamShell = (): boolean => useContext(ParamShellContext)
