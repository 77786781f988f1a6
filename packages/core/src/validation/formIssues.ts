/** One problem with one field of a form: a code for the app to translate. */
export type FormIssue<F extends string, C extends string> = {
  readonly field: F
  readonly code: C
}
