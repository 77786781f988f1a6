import { useQueries } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { deferred } from '../../test/deferred'
import { renderWithProviders } from '../../test/renderWithProviders'
import { type SettlingResult, settledTogether } from './settledTogether'

const result = (
  status: SettlingResult<number>['status'],
  data?: number,
  error?: unknown,
): SettlingResult<number> => ({ status, data, error, refetch: () => undefined })

describe(settledTogether, () => {
  it('default: no data while any query is pending', () => {
    const combined = settledTogether([result('success', 1), result('pending')])
    expect(combined.data).toBeUndefined()
    expect(combined.error).toBeUndefined()
    expect(combined.refetches).toHaveLength(2)
  })

  it('default: every query answered gives each one its data, in order', () => {
    expect(
      settledTogether([result('success', 1), result('success', 2)]).data,
    ).toEqual([1, 2])
  })

  it('edge: an error counts as an answer; the first error is reported', () => {
    const failure = new Error('down')
    const combined = settledTogether([
      result('success', 1),
      result('error', undefined, failure),
      result('error', undefined, new Error('later')),
    ])
    expect(combined.data).toEqual([1, undefined, undefined])
    expect(combined.error).toBe(failure)
  })

  it('edge: no queries at all is settled, with nothing in it', () => {
    expect(settledTogether([]).data).toEqual([])
  })
})

function Series({
  answers,
  commits,
}: {
  answers: readonly Promise<number>[]
  commits: string[]
}) {
  const series = useQueries({
    queries: answers.map((answer, i) => ({
      queryKey: ['series', i],
      queryFn: () => answer,
    })),
    combine: settledTogether<number>,
  })
  return (
    <Profiler
      id="series"
      onRender={() => commits.push(series.data?.join(',') ?? 'waiting')}
    >
      <p>{series.data?.join(',') ?? 'waiting'}</p>
    </Profiler>
  )
}

describe('settledTogether with useQueries', () => {
  it('behavior: series that answer one by one render once, when the last answers', async () => {
    const answers = [deferred<number>(), deferred<number>(), deferred<number>()]
    const commits: string[] = []
    renderWithProviders(
      <Series answers={answers.map((a) => a.promise)} commits={commits} />,
    )
    for (const [i, answer] of answers.entries())
      await act(async () => answer.resolve(i + 1))
    expect(await screen.findByText('1,2,3')).toBeTruthy()
    expect(commits.filter((c) => c !== 'waiting')).toEqual(['1,2,3'])
  })
})
