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

/** Arbitrary fixed key of the PostgreSQL advisory lock that start-up work holds. */
const STARTUP_LOCK_KEY = 7_345_120_001

/**
 * Runs start-up work (migrations, the demo seed, the first search index) on one instance at a
 * time: instances that start together on one PostgreSQL database wait for the first, then find
 * the work done instead of doing it again. SQLite serves one instance, which needs no lock.
 */
export async function withStartupLock<T>(task: () => Promise<T>): Promise<T> {
  if (databaseKind() !== 'postgres') return task()
  const { Client } = (await import('pg')).default
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await task()
  } finally {
    // Closing the session releases the lock too; the explicit unlock just says so sooner.
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined)
    await client.end()
  }
}
