import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { validateDogecoinAddress } from '@drc20/core'
import { isLosslessNumber, parse } from 'lossless-json'
import { byteLength, upperTick } from '../indexer/decodePayload.js'
import { MAX_NUMBER } from '../indexer/settlement/constants.js'
import type { Socials } from '../indexer/state.js'

/**
 * Data saved from the real provider API, for `start --import <dir>`:
 *
 * - `tokens/*.json`: token rows, v3 `drc20/all` (S3-Token) or v4
 *   `drc20/collect` (S-Drc20Token) rows (docs/api.md §7.1, §7.11);
 * - `holders/<TICK>.json` and `holders/<TICK>/*.json`: v3 `drc20/holders`
 *   pages (`{address, amt}` rows).
 *
 * A file holds the answer as the API sent it (`{code, msg, data, total}`),
 * the repository's fixture form (`{request, response}`, where the request's
 * `tick` names a holder page's token), or the bare `data` array. Numbers are
 * read exactly (bare numbers past 2^53 included). Fields not named here are
 * ignored. A bad row is reported with its file and row number and skipped;
 * a bad file, with its name; nothing else is dropped.
 */

/** A token row as imported. */
export type ImportedToken = {
  readonly tick: string
  readonly max: bigint
  readonly lim: bigint
  readonly minted: bigint
  readonly deployer: string
  /** Deploy txid (an `i0` suffix dropped). */
  readonly inscription: string
  readonly deployTime: number
  readonly lastMintTime: number | null
  readonly transactions: number
  readonly isCheck: 0 | 1
  readonly socials: Socials
  /** The file and 1-based row it came from, for reports. */
  readonly source: { readonly file: string; readonly row: number }
}

export type ImportedBalance = { readonly address: string; readonly amt: bigint }

export type ImportData = {
  readonly tokens: readonly ImportedToken[]
  /** tick → balance rows (one per address). */
  readonly holders: ReadonlyMap<string, readonly ImportedBalance[]>
  /** `file` of the first holder page of each tick, for reports. */
  readonly holderSources: ReadonlyMap<string, string>
}

/** Something the import skipped, and why. */
export type ImportProblem = {
  /** Path relative to the import directory. */
  readonly file: string
  /** 1-based row of the file's `data`, when one row is at fault. */
  readonly row?: number
  readonly message: string
}

export function formatImportProblem(p: ImportProblem): string {
  return `${p.file}${p.row === undefined ? '' : ` row ${p.row}`}: ${p.message}`
}

export type ReadImportDirReturnType = {
  readonly data: ImportData
  readonly problems: readonly ImportProblem[]
}

class RowError extends Error {}

const SOCIALS: readonly (keyof Socials)[] = [
  'logo',
  'introduction',
  'white_paper',
  'official',
  'telegram',
  'discorad',
  'twitter',
  'facebook',
  'github',
]

const show = (value: unknown) =>
  isLosslessNumber(value) ? String(value) : JSON.stringify(value)

/** A non-negative integer, from a bare number (any size) or a string. */
function readAmount(row: Record<string, unknown>, name: string): bigint {
  const value = row[name]
  const text = isLosslessNumber(value)
    ? value.toString()
    : typeof value === 'string'
      ? value
      : undefined
  if (text === undefined || !/^\d+$/.test(text)) {
    throw new RowError(
      value === undefined
        ? `${name} is missing`
        : `${name} is not a non-negative integer: ${show(value)}`,
    )
  }
  return BigInt(text)
}

function readCount(
  row: Record<string, unknown>,
  name: string,
  fallback: number,
): number {
  const value = row[name]
  if (value === undefined || value === null) return fallback
  const n = isLosslessNumber(value) ? Number(value.toString()) : Number.NaN
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RowError(`${name} is not a count: ${show(value)}`)
  }
  return n
}

/** Unix seconds: v4 `ts` (a number), v3 RFC 3339 text, `""` / null unset. */
function readTime(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null
  if (isLosslessNumber(value)) {
    const n = Number(value.toString())
    if (Number.isSafeInteger(n) && n >= 0) return n
  } else if (
    typeof value === 'string' &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value)
  ) {
    const ms = Date.parse(value)
    if (Number.isFinite(ms)) return Math.floor(ms / 1000)
  }
  throw new RowError(`${name} is not a time: ${show(value)}`)
}

function readText(row: Record<string, unknown>, name: string): string {
  const value = row[name]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') {
    throw new RowError(`${name} is not text: ${show(value)}`)
  }
  return value
}

function readAddress(row: Record<string, unknown>, name: string): string {
  const address = readText(row, name)
  if (address && validateDogecoinAddress(address, 'livenet').isErr()) {
    throw new RowError(`${name} is not a Dogecoin address: ${show(address)}`)
  }
  return address
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One token row (S3-Token or S-Drc20Token); throws a RowError. */
function readTokenRow(
  row: unknown,
  source: ImportedToken['source'],
): ImportedToken {
  if (!isRecord(row)) throw new RowError('not an object')
  const rawTick = row.tick
  if (typeof rawTick !== 'string' || rawTick === '') {
    throw new RowError(`tick is missing`)
  }
  const tick = upperTick(rawTick)
  const length = byteLength(tick)
  if (length < 2 || length > 8) {
    throw new RowError(
      `${tick} is not a DRC-20 tick (2 to 8 bytes; LP, wrapped and bridged tokens are not imported)`,
    )
  }
  const max = readAmount(row, 'max_amt')
  const minted = readAmount(row, 'mint_amt')
  const lim = readAmount(row, 'lim')
  // The indexer's deploy rules (docs/protocol.md §4.3), and minted ≤ max.
  if (max < 1n || max > MAX_NUMBER) {
    throw new RowError(`max_amt ${max} is out of range (1 to 41 nines)`)
  }
  if (lim < 1n || lim > max) {
    throw new RowError(`lim ${lim} is out of range (1 to max_amt ${max})`)
  }
  if (minted > max) {
    throw new RowError(`mint_amt ${minted} is more than max_amt ${max}`)
  }
  const deployTime = readTime(row.deploy_time, 'deploy_time')
  if (deployTime === null) throw new RowError('deploy_time is missing')
  const inscription = readText(row, 'inscription').replace(/i0$/, '')
  if (!/^[0-9a-f]{64}$/.test(inscription)) {
    throw new RowError(
      `inscription is not a txid: ${show(row.inscription ?? null)}`,
    )
  }
  const isCheck = readCount(row, 'is_check', 0)
  if (isCheck !== 0 && isCheck !== 1) {
    throw new RowError(`is_check is not 0 or 1: ${isCheck}`)
  }
  const socials = Object.fromEntries(
    SOCIALS.map((name) => [name, readText(row, name)]),
  ) as Socials
  return {
    tick,
    max,
    lim,
    minted,
    deployer: readAddress(row, 'deploy_by'),
    inscription,
    deployTime,
    lastMintTime: readTime(row.last_mint_time, 'last_mint_time'),
    transactions: readCount(row, 'transactions', 0),
    isCheck,
    socials,
    source,
  }
}

function readBalanceRow(row: unknown): ImportedBalance {
  if (!isRecord(row)) throw new RowError('not an object')
  const address = readAddress(row, 'address')
  if (!address) throw new RowError('address is missing')
  return { address, amt: readAmount(row, 'amt') }
}

/**
 * The rows of a saved answer, and the request's `tick` when the file keeps
 * the request (the fixture form).
 */
function readRows(text: string): { rows: unknown[]; tick?: string } {
  let value: unknown
  try {
    value = parse(text)
  } catch (error) {
    throw new RowError(
      `not JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  let tick: string | undefined
  if (isRecord(value) && 'response' in value) {
    const request = value.request
    if (isRecord(request) && typeof request.tick === 'string') {
      tick = request.tick
    }
    value = value.response
  }
  if (isRecord(value) && 'data' in value) {
    const code = value.code
    if (code !== undefined && String(code) !== '200') {
      throw new RowError(
        `an error answer (code ${show(code)}: ${show(value.msg ?? '')})`,
      )
    }
    value = value.data
  }
  if (!Array.isArray(value)) {
    throw new RowError('no rows: neither an envelope, a fixture nor an array')
  }
  return { rows: value, ...(tick === undefined ? {} : { tick }) }
}

/** `*.json` files under `dir`, recursively, sorted by path. */
function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  const files: string[] = []
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...jsonFiles(path))
    else if (name.endsWith('.json')) files.push(path)
  }
  return files
}

/**
 * Reads an import directory. Problems are reported, never thrown; a missing
 * directory or one with neither `tokens/` nor `holders/` throws.
 */
export function readImportDir(dir: string): ReadImportDirReturnType {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`${dir}: no such directory`)
  }
  const tokensDir = join(dir, 'tokens')
  const holdersDir = join(dir, 'holders')
  if (!existsSync(tokensDir) && !existsSync(holdersDir)) {
    throw new Error(`${dir}: neither tokens/ nor holders/ is there`)
  }
  const problems: ImportProblem[] = []
  const name = (path: string) => relative(dir, path).split(sep).join('/')
  for (const path of jsonFiles(dir)) {
    if (!path.startsWith(tokensDir + sep) && !path.startsWith(holdersDir + sep))
      problems.push({
        file: name(path),
        message: 'not in tokens/ or holders/; skipped',
      })
  }

  const tokens: ImportedToken[] = []
  const firstSeen = new Map<string, string>()
  for (const path of jsonFiles(tokensDir)) {
    const file = name(path)
    let rows: unknown[]
    try {
      rows = readRows(readFileSync(path, 'utf8')).rows
    } catch (error) {
      if (!(error instanceof RowError)) throw error
      problems.push({ file, message: `${error.message}; the file is skipped` })
      continue
    }
    rows.forEach((raw, i) => {
      try {
        const token = readTokenRow(raw, { file, row: i + 1 })
        const first = firstSeen.get(token.tick)
        if (first !== undefined) {
          throw new RowError(`${token.tick} again (first in ${first})`)
        }
        firstSeen.set(token.tick, `${file} row ${i + 1}`)
        tokens.push(token)
      } catch (error) {
        if (!(error instanceof RowError)) throw error
        problems.push({ file, row: i + 1, message: error.message })
      }
    })
  }

  const holders = new Map<string, ImportedBalance[]>()
  const holderSources = new Map<string, string>()
  const seen = new Map<string, Map<string, bigint>>()
  for (const path of jsonFiles(holdersDir)) {
    const file = name(path)
    const parts = relative(holdersDir, path).split(sep)
    // holders/<TICK>.json or holders/<TICK>/<page>.json
    const named =
      parts.length === 1 ? parts[0]?.replace(/\.json$/, '') : parts[0]
    let read: { rows: unknown[]; tick?: string }
    try {
      read = readRows(readFileSync(path, 'utf8'))
      if (read.tick !== undefined && named !== undefined) {
        if (upperTick(read.tick) !== upperTick(named)) {
          throw new RowError(
            `its request is for ${read.tick}, its name says ${named}`,
          )
        }
      }
    } catch (error) {
      if (!(error instanceof RowError)) throw error
      problems.push({ file, message: `${error.message}; the file is skipped` })
      continue
    }
    const tick = upperTick(read.tick ?? named ?? '')
    let byAddress = seen.get(tick)
    if (!byAddress) {
      byAddress = new Map()
      seen.set(tick, byAddress)
      holders.set(tick, [])
      holderSources.set(tick, file)
    }
    const list = holders.get(tick) as ImportedBalance[]
    read.rows.forEach((raw, i) => {
      try {
        const balance = readBalanceRow(raw)
        const known = byAddress.get(balance.address)
        if (known !== undefined) {
          // Pages saved while the list moved overlap: the same row twice
          // is one row; two different amounts cannot both be right.
          if (known === balance.amt) return
          throw new RowError(
            `${balance.address} again with another amount (${balance.amt}, first ${known})`,
          )
        }
        byAddress.set(balance.address, balance.amt)
        list.push(balance)
      } catch (error) {
        if (!(error instanceof RowError)) throw error
        problems.push({ file, row: i + 1, message: error.message })
      }
    })
  }
  return { data: { tokens, holders, holderSources }, problems }
}
