const CONTENT_PATH = /^\/(content|ipfs)\/([A-Za-z0-9_-]{1,128})$/

/**
 * The `<img>` source of a file or NFT from the API's `file_path` /
 * `image_path`: only an http(s) URL naming `/content/<id>` or `/ipfs/<cid>`,
 * rebuilt from its origin and the checked id (query and fragment dropped).
 * `undefined` for anything else. Once the config names the content origin,
 * this becomes the shared content-URL helper with that origin.
 */
export function getThumbnailUrl(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const match = CONTENT_PATH.exec(url.pathname)
  if (!match) return undefined
  return `${url.origin}/${match[1]}/${match[2]}`
}
