/**
 * Funded accounts of the simulated wallet. The first four are the fixed
 * addresses of wallet-provider.md 9.3; `testnetAddress` is the address the
 * wallet shows after a switch to testnet.
 */
export type DevnetAccount = {
  readonly label: string
  readonly address: string
  /** Compressed public key (hex) the simulated wallet reports. */
  readonly publicKey: string
  readonly testnetAddress: string
}

export const WALLET_ACCOUNTS: readonly DevnetAccount[] = [
  {
    label: 'Alice',
    address: 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
    publicKey:
      '02a1633cafcc01ebfb6d78e39f687a1f0995c62fc95f51ead10a02ee0be551b5dc',
    testnetAddress: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
  },
  {
    label: 'Bob',
    address: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk',
    publicKey:
      '03bb2b9f1d9b3f5d6c2cbd5e4e8c6f5c1a8e3c1e6a2b4d6f8a0c2e4f6a8b0c2d4e',
    testnetAddress: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
  },
  {
    label: 'Carol',
    address: 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC',
    publicKey:
      '02c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5',
    testnetAddress: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
  },
  {
    label: 'Dave',
    address: 'DUUhXNEw1bNAMSKgm1Kt2tSPWdzF1CHKUc',
    publicKey:
      '02f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9',
    testnetAddress: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
  },
]

/** DOGE each wallet account holds at genesis (koinu): 1,000,000 DOGE. */
export const WALLET_ACCOUNT_DOGE = 100_000_000_000_000n
