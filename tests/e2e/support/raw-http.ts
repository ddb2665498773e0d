import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

export type RawAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/**
 * One HTTP request with Node's own client, from a loopback address of the test's choosing (the
 * whole of 127.0.0.0/8 is this machine on Linux), so the server sees a socket address other than
 * 127.0.0.1 exactly as it would see another visitor's.
 */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress: from }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A multipart body as a browser would send it, with its content type. */
export async function multipart(
  fields: Record<string, string | File>,
): Promise<{ body: Buffer; type: string }> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const encoded = new Response(form)
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  }
}

/**
 * A second instance of the site's server (scripts/server.mjs) on the test database, with its own
 * environment on top of the test server's: for what only a differently configured instance can
 * show (no TRUSTED_PROXY, say). No mail: the other instance sends the queue.
 */
export async function startSecondServer(
  port: number,
  env: Record<string, string | undefined>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve('scripts/server.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SEED_DEMO_CONTENT: '0',
        SMTP_URL: '',
        PORT: String(port),
        INTERNAL_URL: url,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += String(chunk)))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second server exited:\n${output}`)
    const up = await fetch(`${url}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`second server did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}
