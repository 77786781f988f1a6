export type { ParseJsonBodyError } from './transport/parseJsonBody.js'
export { parseJsonBody } from './transport/parseJsonBody.js'
