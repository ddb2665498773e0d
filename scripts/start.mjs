// `npm start`: set up and serve the site in production mode with demo content (SQLite by default).
import { buildIfStale, clearPageCache, ensureEnv, exec, prepareDatabase } from './lib.mjs'

process.env.NODE_ENV = 'production'
ensureEnv()
prepareDatabase()
buildIfStale()
clearPageCache()
const port = process.env.PORT ?? '3000'
console.log(`\nSite: http://localhost:${port}   Admin: http://localhost:${port}/admin\n`)
exec('next', ['start', '-p', port])
