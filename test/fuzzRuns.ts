/**
 * Run count for properties of money functions: at least 10,000 in every run,
 * more when FUZZ_RUNS asks for it.
 */
export const MONEY_RUNS = Math.max(10_000, Number(process.env.FUZZ_RUNS ?? 0))
