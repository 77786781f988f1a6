import { TextInput } from '@mantine/core'
import { screen } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../ui/test/renderUi'

// patches/@mantine__hooks@9.7.3.patch: Mantine's useId keeps React's id.
// It used to set a random id in a layout effect, so every input, tooltip
// and menu rendered twice, the second time synchronously right after its
// first commit: a blocking render of every page as it started.
describe('Mantine useId (patched)', () => {
  it('renders an input once when it mounts, its label tied to it', async () => {
    const phases: string[] = []
    await renderUi(
      <Profiler id="input" onRender={(_id, phase) => phases.push(phase)}>
        <TextInput label="Amount" />
      </Profiler>,
    )
    expect(phases).toEqual(['mount'])
    const input = screen.getByLabelText('Amount')
    expect(input.id).toMatch(/^mantine-/)
  })

  it('gives two inputs different ids', async () => {
    await renderUi(
      <>
        <TextInput label="From" />
        <TextInput label="To" />
      </>,
    )
    expect(screen.getByLabelText('From').id).not.toBe(
      screen.getByLabelText('To').id,
    )
  })
})
