import * as v from 'valibot'
import { dnum, looseDate } from '../transport/wire.js'
import { socialEntries } from './tokenWire.js'

/** S3-Token (v3 drc20/all, drc20/tick): bare-number amounts, text dates. */
export const v3TokenRow = v.object({
  ...socialEntries,
  max_amt: dnum,
  mint_amt: dnum,
  lim: dnum,
  deploy_time: looseDate,
  last_mint_time: looseDate,
})
