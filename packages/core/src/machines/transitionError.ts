/** An event that the current state does not accept. */
export type IllegalTransitionError<State extends string = string> = {
  readonly code: 'ILLEGAL_TRANSITION'
  readonly state: State
  readonly event: string
}

/** For the `default:` branch of an exhaustive switch. */
export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`)
}
