import { i18n } from '@lingui/core'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages as viMessages } from '../../locales/vi/messages.po'
import { renderUi } from '../test/renderUi'
import { NumberField } from './NumberField'
import { SLIDER_DEBOUNCE_MS, SliderField } from './SliderField'
import { TextareaField } from './TextareaField'

function Slippage({ onChange }: { onChange: (v: number) => void }) {
  const [value, setValue] = useState<number | undefined>(0.5)
  return (
    <>
      <NumberField
        label="Slippage"
        value={value}
        max={50}
        suffix="%"
        onChange={(v) => {
          setValue(v)
          onChange(v)
        }}
      />
      <button type="button" onClick={() => setValue(1)}>
        preset
      </button>
    </>
  )
}
function Description({ maxLength }: { maxLength?: number }) {
  const [text, setText] = useState('')
  return (
    <TextareaField
      label="Description"
      value={text}
      onChange={setText}
      maxLength={maxLength}
    />
  )
}
describe(NumberField, () => {
  it('default: changes within range propagate', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    await renderUi(<Slippage onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: 'Slippage' })
    expect(box).toHaveValue('0.5')
    await user.clear(box)
    await user.type(box, '3')
    expect(onChange).toHaveBeenLastCalledWith(3)
  })

  it('behavior: above max shows an error, does not propagate, reverts on blur', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    await renderUi(<Slippage onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: 'Slippage' })
    await user.clear(box)
    await user.type(box, '70')
    expect(onChange).toHaveBeenLastCalledWith(7)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('At most 50')).toBeVisible()
    await user.tab()
    expect(box).toHaveValue('7')
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('behavior: a value set from outside replaces the text', async () => {
    const user = userEvent.setup()
    await renderUi(<Slippage onChange={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'preset' }))
    expect(screen.getByRole('textbox', { name: 'Slippage' })).toHaveValue('1')
  })

  it('behavior: Vietnamese reads and writes a comma', async () => {
    const user = userEvent.setup()
    i18n.loadAndActivate({ locale: 'vi', messages: viMessages })
    const onChange = vi.fn()
    await renderUi(<Slippage onChange={onChange} />)
    const box = screen.getByRole('textbox', { name: 'Slippage' })
    expect(box).toHaveValue('0,5')
    await user.clear(box)
    await user.type(box, '1,25')
    expect(onChange).toHaveBeenLastCalledWith(1.25)
  })
})

describe(TextareaField, () => {
  it('default: a counter and a Clear button', async () => {
    const user = userEvent.setup()
    await renderUi(<Description maxLength={10} />)
    const box = screen.getByRole('textbox', { name: 'Description' })
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
    await user.type(box, 'hello')
    expect(box).toHaveAccessibleDescription('5 / 10 characters')
    expect(screen.getByText('5 / 10 characters')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(box).toHaveValue('')
    expect(screen.getByText('0 / 10 characters')).toBeVisible()
  })

  it('behavior: text over the limit is kept and flagged', async () => {
    const user = userEvent.setup()
    await renderUi(<Description maxLength={3} />)
    const box = screen.getByRole('textbox', { name: 'Description' })
    await user.click(box)
    await user.paste('abcdef')
    expect(box).toHaveValue('abcdef')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('At most 3 characters')).toBeVisible()
  })

  it('parameters: no counter without maxLength', async () => {
    await renderUi(<Description />)
    expect(screen.queryByText(/characters/)).toBeNull()
  })
})

describe(SliderField, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('default: 0–100, step 0.01, reported 100 ms after the last move', async () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    await renderUi(
      <SliderField label="Share" value={50} onChange={onChange} unit="%" />,
    )
    const thumb = screen.getByRole('slider', { name: 'Share' })
    expect(thumb).toHaveAttribute('aria-valuemin', '0')
    expect(thumb).toHaveAttribute('aria-valuemax', '100')
    thumb.focus()
    fireEvent.keyDown(thumb, { key: 'ArrowRight' })
    fireEvent.keyDown(thumb, { key: 'ArrowRight' })
    expect(thumb).toHaveAttribute('aria-valuenow', '50.02')
    expect(thumb).toHaveAttribute('aria-valuetext', '50.02%')
    expect(onChange).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(SLIDER_DEBOUNCE_MS - 1)
    })
    expect(onChange).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onChange).toHaveBeenCalledOnce()
    expect(onChange).toHaveBeenCalledWith(50.02)
  })

  it('behavior: an out-of-range value is clamped', async () => {
    await renderUi(
      <SliderField label="Share" value={250} onChange={() => {}} />,
    )
    expect(screen.getByRole('slider', { name: 'Share' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
  })
})
