import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { useDeferredValue, useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { deferred } from '../test/deferred'
import { renderWithProviders } from '../test/renderWithProviders'

// patches/@tanstack__react-query@5.108.0.patch: the query hooks re-render
// in a transition rather than through useSyncExternalStore, whose updates
// React always renders synchronously, in one task. `useDeferredValue` tells
// the two apart: in an urgent render it first returns the previous value;
// in a transition it returns the new one at once.

/** Records each render's value and its deferred copy. */
function useRenders(value: string | undefined, renders: string[]) {
  const late = useDeferredValue(value)
  renders.push(`${value ?? '-'}/${late ?? '-'}`)
}

type Answer = Promise<string>

function Price({ answer, renders }: { answer: Answer; renders: string[] }) {
  const query = useQuery({ queryKey: ['price'], queryFn: () => answer })
  useRenders(query.data, renders)
  return <p>{query.data ?? 'loading'}</p>
}

function Prices({
  answers,
  renders,
}: {
  answers: readonly [Answer, Answer]
  renders: string[]
}) {
  const [a, b] = useQueries({
    queries: [
      { queryKey: ['a'], queryFn: () => answers[0] },
      { queryKey: ['b'], queryFn: () => answers[1] },
    ],
  })
  const both =
    a?.data === undefined || b?.data === undefined
      ? undefined
      : `${a.data}+${b.data}`
  useRenders(both, renders)
  return <p>{both ?? 'loading'}</p>
}

/** Changes the query's data in a layout effect: after the reader's render, before its passive effect subscribes. */
function Writer() {
  const queryClient = useQueryClient()
  useLayoutEffect(() => {
    queryClient.setQueryData(['note'], 'changed')
  }, [queryClient])
  return null
}

function Reader() {
  const query = useQuery({
    queryKey: ['note'],
    queryFn: () => 'fetched',
    initialData: 'initial',
  })
  return <p>{query.data}</p>
}

describe('query hooks re-render in a transition (patched)', () => {
  it('useQuery renders an answer in a transition, never urgently', async () => {
    const answer = deferred<string>()
    const renders: string[] = []
    renderWithProviders(<Price answer={answer.promise} renders={renders} />)
    await act(async () => answer.resolve('42'))
    expect(await screen.findByText('42')).toBeTruthy()
    // Urgent (useSyncExternalStore): '-/-', '42/-', '42/42'.
    expect(renders.filter((r) => r !== '-/-')).toEqual(['42/42'])
  })

  it('useQueries renders its answers in a transition too', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const renders: string[] = []
    renderWithProviders(
      <Prices answers={[first.promise, second.promise]} renders={renders} />,
    )
    await act(async () => {
      first.resolve('1')
      second.resolve('2')
    })
    expect(await screen.findByText('1+2')).toBeTruthy()
    expect(renders.filter((r) => r !== '-/-')).toEqual(['1+2/1+2'])
  })

  it('shows data that changed between its render and its subscription', async () => {
    renderWithProviders(
      <>
        <Reader />
        <Writer />
      </>,
    )
    expect(await screen.findByText('changed')).toBeTruthy()
  })
})
