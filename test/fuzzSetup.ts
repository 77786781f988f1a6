import fc from 'fast-check'

// Property tests: FUZZ_RUNS raises the run count, FUZZ_SEED replays a failure.
const runs = Number(process.env.FUZZ_RUNS ?? '') || 200
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

fc.configureGlobal({ numRuns: runs, ...(seed === undefined ? {} : { seed }) })
