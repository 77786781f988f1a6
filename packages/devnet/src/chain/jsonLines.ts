import {
  appendFileSync,
  existsSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { parseTagged, stringifyTagged } from '../codec/taggedJson.js'

/** A line of a JSON-lines file that stops start-up: the file and line say where. */
export class JsonLinesError extends Error {
  constructor(
    readonly path: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${path}:${line}: ${reason}`)
    this.name = 'JsonLinesError'
  }
}

export type JsonLine<T> = { readonly value: T; readonly line: number }

export type JsonLinesRead<T> = {
  readonly lines: readonly JsonLine<T>[]
  /** The last line was torn (no newline, not JSON) and was left out. */
  readonly droppedTornLine: boolean
  /**
   * The file needs {@link rewriteJsonLines} before anything is appended:
   * a torn line was left out, or the last line lacks its newline.
   */
  readonly needsRewrite: boolean
}

/**
 * Reads a JSON-lines file of tagged JSON (bigints as `{"$big": …}`), one
 * value per line, with `check` run on each value in order. Any line that is
 * not JSON or fails `check` stops the read with a {@link JsonLinesError}
 * naming the file and line, with one exception: a last line that has no
 * newline and is not JSON was torn by a crash in the middle of a write; it
 * is left out, `onTorn` is told, and {@link rewriteJsonLines} can drop it
 * from the file. Empty lines are skipped.
 */
export function readJsonLines<T>(
  path: string,
  check: (value: unknown, line: number) => T,
  onTorn: (message: string) => void = (message) => console.warn(message),
): JsonLinesRead<T> {
  if (!existsSync(path)) {
    return { lines: [], droppedTornLine: false, needsRewrite: false }
  }
  const text = readFileSync(path, 'utf8')
  const rows = text.split('\n')
  const lines: JsonLine<T>[] = []
  let droppedTornLine = false
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] ?? ''
    if (row.trim() === '') continue
    const line = i + 1
    const isTail = i === rows.length - 1 // no newline after it
    let parsed: unknown
    try {
      parsed = parseTagged(row)
    } catch {
      if (isTail) {
        droppedTornLine = true
        onTorn(
          `${path}:${line}: dropped a torn last line (a crash in the middle of a write)`,
        )
        break
      }
      throw new JsonLinesError(path, line, 'not JSON')
    }
    let value: T
    try {
      value = check(parsed, line)
    } catch (error) {
      if (error instanceof JsonLinesError) throw error
      throw new JsonLinesError(
        path,
        line,
        error instanceof Error ? error.message : String(error),
      )
    }
    lines.push({ value, line })
  }
  return {
    lines,
    droppedTornLine,
    needsRewrite: droppedTornLine || (text !== '' && !text.endsWith('\n')),
  }
}

/**
 * Replaces the file with these values, atomically: a temp file beside it,
 * then a rename, so a crash leaves the old file or the new one, never half.
 */
export function rewriteJsonLines(
  path: string,
  values: readonly unknown[],
): void {
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(
    temp,
    values.map((value) => `${stringifyTagged(value)}\n`).join(''),
  )
  renameSync(temp, path)
}

/** Appends one value as a line. */
export function appendJsonLine(path: string, value: unknown): void {
  appendFileSync(path, `${stringifyTagged(value)}\n`)
}
