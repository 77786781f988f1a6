import { err, ok, type Result } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError, DecodeIssue } from '../errors.js'

/** Validates `input` against a schema; issues become a `decode` error. */
export function decodeWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  pathPrefix = '',
): Result<v.InferOutput<TSchema>, ApiError> {
  const result = v.safeParse(schema, input)
  if (result.success) return ok(result.output)
  const issues: DecodeIssue[] = result.issues.slice(0, 20).map((issue) => {
    const path = v.getDotPath(issue)
    return {
      path: [pathPrefix, path].filter((p) => p !== '' && p !== null).join('.'),
      message: issue.message,
    }
  })
  return err({ kind: 'decode', issues })
}
