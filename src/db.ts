import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

export type DatabaseKind = 'sqlite' | 'postgres'

export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The SQLite file used when DATABASE_URL is unset; SQLITE_FILE lets tests use their own. */
export function sqliteFile(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.SQLITE_FILE ?? 'data/site.db')
}

/**
 * SQLite by default, PostgreSQL when DATABASE_URL says so. The schema only ever changes through
 * the committed migrations (run on start); `push` is for throw-away development databases.
 * Widgets are stored as JSON so adding one needs no table migration.
 */
export function databaseAdapter(dirname: string): DatabaseAdapterObj {
  const push = process.env.PAYLOAD_DB_PUSH === '1'
  if (databaseKind() === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: process.env.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      blocksAsJSON: true,
      push,
    })
  }
  const file = sqliteFile()
  mkdirSync(path.dirname(file), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${file}` },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    blocksAsJSON: true,
    busyTimeout: 5000,
    wal: true,
    push,
  })
}

/** Fixed keys of the PostgreSQL advisory locks that make work happen on one instance at a time. */
export const DATABASE_LOCKS = {
  startup: 7_345_120_001,
  jobs: 7_345_120_002,
  housekeeping: 7_345_120_003,
} as const

/**
 * Runs `task` while holding a cluster-wide lock: on PostgreSQL an advisory lock on a connection of
 * its own (released when the task ends or the connection drops); SQLite serves one instance, which
 * needs none. `wait: false` skips the task (returns undefined) when another instance holds it.
 */
export async function withDatabaseLock<T>(
  key: number,
  task: () => Promise<T>,
  { wait = true }: { wait?: boolean } = {},
): Promise<T | undefined> {
  if (databaseKind() !== 'postgres') return task()
  const { Client } = (await import('pg')).default
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    if (wait) await client.query('SELECT pg_advisory_lock($1)', [key])
    else {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ])
      if (!rows[0]?.locked) return undefined
    }
    return await task()
  } finally {
    // Closing the session releases the lock too; the explicit unlock just says so sooner.
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined)
    await client.end()
  }
}

/** The names of the migrations this code carries, in order, for the database in use. */
export function codeMigrationNames(): string[] {
  return (databaseKind() === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)
}
