/**
 * Funded accounts of the simulated wallet. The first four are the fixed
 * addresses of docs/wallet.md §9.3 (no key is known for them); the others
 * have a real secp256k1 key pair, derived from a public label, so the
 * simulated wallet can sign messages a server verifies. `testnetAddress` is
 * the address the wallet shows after a switch to testnet. Browser-test spec
 * files each use their own account (`?walletAccount=<n>`), so there are
 * enough for every feature to have its own.
 */
export type DevnetAccount = {
  readonly label: string
  readonly address: string
  /** Compressed public key (hex) the simulated wallet reports. */
  readonly publicKey: string
  readonly testnetAddress: string
  /**
   * Hex private key, only for the derived accounts: sha256 of
   * `drc20 devnet wallet account <label>`. Devnet only, public by design.
   */
  readonly privateKey?: string
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
  {
    label: 'Erin',
    address: 'DMFjdZ4hBXfTxkukZ6odStsML5hxWzcwJp',
    publicKey:
      '02d317370511bcccbdd61e41ed6094c2e539bdde384865bac2bd2647ddcceab4a0',
    testnetAddress: 'nkJoMZoc7W8BqjUwavT5hJTeZx6FYsfyAw',
    privateKey:
      'db248c94c27ef42d80739f8f6d1f7b2a8d3f38a28d2e7a999d24f86a62bf9dfc',
  },
  {
    label: 'Frank',
    address: 'DEYcbCbmu3xs3LitVqT3GJJAnTCZNJtJHx',
    publicKey:
      '033b9843d17d4e16bbd2e65300e98871da5c054fcbf8322aae195679aeb940d924',
    testnetAddress: 'ndbgKDLgq2RavKJ5Xf6VWhtU2KarN7waPa',
    privateKey:
      '4309b6be608ab924ab4b25d5cfbceae4e9a07ac9290d1b23be47cf18ef3ed92b',
  },
  {
    label: 'Grace',
    address: 'DLoBXeMDLbXs4B4FqftH6ZKXUESMk6Ro58',
    publicKey:
      '03907f62d4b90df7f2e8eb1ecbc3a8741e33a7dbd9cf6997971fe5d16ed45b95e6',
    testnetAddress: 'njrFFf68GZzaw9dSsVXjLxupi6pefEa14x',
    privateKey:
      '6557d02abe2d60edeac21b5b86b43d9f88efe21c4571744c2564172e23b51886',
  },
  {
    label: 'Heidi',
    address: 'DTBwyPbUwnhwT6gYgTFux8DTquw5xNS1FF',
    publicKey:
      '0286fe202dd5da5079cbc2c77a06f4a1956cf3cafdd41b378ea084b412dc7b2b22',
    testnetAddress: 'nrF1hQLPsmAfL5FjiGuNCXom5nKNvbjzQX',
    privateKey:
      '542d74f1bb69c7bce81b0318777893cf56e5080bede060647902f12616d194ee',
  },
  {
    label: 'Ivan',
    address: 'DH4dHFDxquBDYYDnEydZ2jpuFAUrG5dmU2',
    publicKey:
      '037031a60fd9e6c30acb38e2a4a27b4f8d5be9ab04f6703a574a58a60c9bc7cea9',
    testnetAddress: 'ng7h1FxsmsdwRWnyGoH1H9RCV2s9DZ5TW2',
    privateKey:
      '16dd549723ec68784a206413d4c2421e4ce3da25cbccf3afb081277b63d34918',
  },
  {
    label: 'Judy',
    address: 'DFbPc9ycKtNzWHFoywLyYGv9TyMSKyzzSm',
    publicKey:
      '0346bc1eefd2ff19be9ff3ffa5f62388e3fcbd1f3fa18e008ec21621fed28084a0',
    testnetAddress: 'neeTLAiXFrqiPFq11kzRngWShqjjPQJgn6',
    privateKey:
      'e1a4f82b5cae6888a8392fea2fe08f018843b4d8c55925b36c2bc85d01f6a509',
  },
  {
    label: 'Mallory',
    address: 'DDWRB1g8bmWJi8S6LZbCbJ7EKQDpyhMxf6',
    publicKey:
      '0245ed08ef82e0d13641bd0f4f901ed228ef487d7db7a6a35145ecb97ae481884b',
    testnetAddress: 'ncZUu2R3Xjy2b71HNPEeqhhXZGc7ztmiQB',
    privateKey:
      'f4cb943b979cccbd55c832c05dba32412b48c0340a0547f33bf613afb6ac61fa',
  },
  {
    label: 'Niaj',
    address: 'DS4i3pP8s6XYfetdUUm9LSL228bsqh2mYg',
    publicKey:
      '038a8fb4bdc27c7ba8b3941b3c83a3c47822c8ae93eacde20c88c3ee8e2075d3ab',
    testnetAddress: 'nq7mmq83o4zGYdTpWJQbaqvKFzzAwG6JVo',
    privateKey:
      '8d259d3ebda7c0900c0dd5ae5045c341d3128f1bc164849c54ec968fef2ee8d5',
  },
  {
    label: 'Olivia',
    address: 'DBo4EN6KRZNKGiPiCJj4ADGqPTpsp53CA9',
    publicKey:
      '02af6cf660d0f952848b15cf8b82f441a29d211ef32c63e6fc4a7e32373f127961',
    testnetAddress: 'nar7xNqEMXq39gxuE8NWQcs8dLDAs2e3h9',
    privateKey:
      '075ecd480587f7f870e3d77926a5e374b8b385e2c67e01cbcd4d34b05b92ea06',
  },
  {
    label: 'Peggy',
    address: 'DUMc7rRyrka1bBvsRskPjGWNhZidtBPNj7',
    publicKey:
      '02419a8b30db1809456263e44b43c817d684a714fbd9398461b9b2d1231f9353ba',
    testnetAddress: 'nsQfqsAtnj2jUAW4ThPqyg6fwS6vyv28cE',
    privateKey:
      '8069fa72dbc6aba6cf3be39cfca7098b9a3c007788f221d782bb6969d45d3114',
  },
  {
    label: 'Rupert',
    address: 'DAahwi1onzzqhBDxhsWqMTnWzZdvpTsMaP',
    publicKey:
      '034f81e9754ca33f9163259d57bc4bf5f6ce80acc054e5d9180bd294e4186b9002',
    testnetAddress: 'nZdmfikiiyTZa9o9jhAHbsNpES2DnfPpGG',
    privateKey:
      '7c295ac9cbbb33c784f1e79fa8c923588cd865045e044ac030090dcb5f0168b8',
  },
  {
    label: 'Sybil',
    address: 'D6aBx2BG9UmKXP6xkRxM3C96kdVG7nxM45',
    publicKey:
      '0377f63f0b5d28a49a7ac6906b14ef83ffed7de37941ac7943ab298a3078593b38',
    testnetAddress: 'nVdFg2vB5TE3QMg9nFboHbjPzVsZEapLTr',
    privateKey:
      'd1aa2ad979a5aa84ddc38dfab7c840ce187dc2b28a61a67d27689cbd200b9852',
  },
  {
    label: 'Trent',
    address: 'DNo8pSkKq4TxX3zzkEMA2iycN1TTWqvnVq',
    publicKey:
      '03cbef8d67af01eca6f0d6dc52f314ed60d4b89d664124e9718fb040ff6f17195b',
    testnetAddress: 'nmrCYTVEm2vgQ2aBn3zcH8ZubsqkTq6BKh',
    privateKey:
      '64f36892ca1c0eb352554961510aa7a1ba82ae2a4f586f0e8729fa3a88dcbc88',
  },
  {
    label: 'Victor',
    address: 'DQRbXviBAofzcroK9WGkgt9AXspCSTSExX',
    publicKey:
      '03392d71bb48d193ca869e75cf406fd41575f922d1327bdbbc05193690d5c194e7',
    testnetAddress: 'noUfFwT66n8iVqNWBKvCwHjTmkCVQksadJ',
    privateKey:
      'b9c71c1bace128aacaf04897652d02ae275305f243c32f06087ac29e0591d46e',
  },
  {
    label: 'Walter',
    address: 'DRRXMBGWh3Ct1ApEkDu8FF2MpkgSk2w61U',
    publicKey:
      '02a0a854712f566b5074529a091be8eff7a906ad4c9d0bcb6c6352c5f73a705652',
    testnetAddress: 'npUb5C1Rd1fbt9PRn3YaVecf4d4jgMxxGp',
    privateKey:
      'ae4a6324c4def94fba9d624211001164c2402bcdffd276518829702fd055bc75',
  },
  {
    label: 'Yvonne',
    address: 'DMroR23v2r9bj49vDwr8KHxFjvEz5hXVHU',
    publicKey:
      '0313ccf0a6f71fc02a672d54aa618c390ab55590505ec66cfa05868e501e7807ad',
    testnetAddress: 'nkus92npxpcKc2j7FmVaZhYYyndH49LTEd',
    privateKey:
      '99306121f52b32945361a15889d082df11e6325fd3973967d8c534d3b63356a0',
  },
]

/** DOGE each wallet account holds at genesis (koinu): 1,000,000 DOGE. */
export const WALLET_ACCOUNT_DOGE = 100_000_000_000_000n
