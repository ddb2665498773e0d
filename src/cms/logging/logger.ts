import { type Config, defaultLoggerOptions } from 'payload'
import { scrubLogValue } from '@/lib/log-scrub'

type LoggerSetting = Exclude<NonNullable<Config['logger']>, 'sync'>

/**
 * Payload's logger, with what it writes cleaned of personal data first (src/lib/log-scrub.ts): a
 * failed mail job, for one, would otherwise log the message's recipients and contents. Readable
 * text by default (Payload's own); one JSON object per line, ISO time, when LOG_FORMAT=json.
 */
export function siteLogger(format = process.env.LOG_FORMAT): LoggerSetting {
  const hooks = {
    logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
      method.apply(
        this,
        args.map((arg) => scrubLogValue(arg)),
      )
    },
  }
  if (format === 'json')
    return {
      options: {
        hooks,
        base: undefined,
        timestamp: () => `,"time":"${new Date().toISOString()}"`,
        formatters: { level: (label: string) => ({ level: label }) },
      },
    }
  return { options: { hooks }, destination: defaultLoggerOptions }
}
