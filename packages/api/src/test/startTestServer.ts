import { createServer, type IncomingMessage } from 'node:http'

export type RecordedRequest = {
  readonly method: string
  readonly path: string
  readonly contentType: string
  readonly body: string
}

export type TestReply = {
  readonly status?: number
  readonly body?: string | Uint8Array
  readonly contentType?: string
  /** Wait this long before answering. */
  readonly delayMs?: number
  /** Never answer (the client must time out or abort). */
  readonly hang?: boolean
}

export type TestHandler = (
  request: RecordedRequest,
) => TestReply | Promise<TestReply>

export type TestServer = {
  readonly baseUrl: string
  /** Every request except CORS preflights, in arrival order. */
  readonly requests: RecordedRequest[]
  setHandler(handler: TestHandler): void
  close(): Promise<void>
}

/** Lets browser-like clients (happy-dom's fetch, a real page) call it. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': '*',
}

/**
 * A real HTTP server on 127.0.0.1 (random port) for client and component
 * tests: records every request and answers with whatever the current
 * handler says. It answers CORS preflights itself, so clients that enforce
 * the same-origin policy like a browser can reach it.
 */
export async function startTestServer(
  initial: TestHandler = () => ({ status: 404, body: '404 page not found' }),
): Promise<TestServer> {
  let handler = initial
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    const body = await readBody(req)
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      body,
    }
    requests.push(recorded)
    const reply = await handler(recorded)
    if (reply.hang) return
    if (reply.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
    }
    if (res.destroyed) return
    res.writeHead(reply.status ?? 200, {
      ...CORS,
      'Content-Type': reply.contentType ?? 'application/json; charset=utf-8',
    })
    res.end(reply.body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') {
    throw new Error('test server has no TCP address')
  }
  const { port } = address
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      handler = next
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}
