import { SMTPServer } from 'smtp-server'

/** A real SMTP server in the test process that keeps every message it is given (decoded soft breaks). */
export type SmtpSink = { received: string[]; close: () => Promise<void> }

/** `delayMs`: how long the sink takes to accept each message (a slow mail server). */
export async function startSmtpSink(port: number, { delayMs = 0 } = {}): Promise<SmtpSink> {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, done) {
      let message = ''
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString('utf8')
      })
      stream.on('end', () => {
        setTimeout(() => {
          received.push(message.replace(/=\r?\n/g, ''))
          done()
        }, delayMs)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
