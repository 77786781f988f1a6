import { startTransition, useEffect, useState } from 'react'

/**
 * `compute(input)`, run after the browser has painted `input`'s first
 * render (a frame, then a task), never in the render that shows it: for
 * work over a long list that the first rows do not need (the explorer's
 * lookalike index over 50,000 ticks). Until then, and while `input` is
 * `undefined`, it returns the previous result or `undefined`.
 */
export function useAfterPaint<Input, Output>(
  input: Input | undefined,
  compute: (input: Input) => Output,
): Output | undefined {
  const [result, setResult] = useState<{ input: Input; output: Output }>()
  useEffect(() => {
    if (input === undefined) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (cancelled) return
        const output = compute(input)
        startTransition(() => setResult({ input, output }))
      }, 0)
    })
    return () => {
      cancelled = true
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
    // `compute` is a function of `input` alone (keep it module-level).
  }, [input, compute])
  return result?.output
}
