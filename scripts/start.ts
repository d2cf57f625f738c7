// `npm start`: builds the app if needed, then serves it with the reference backend on one
// origin (PGlite in DATA_DIR, seeded on first start) and prints where and who to sign in as.
import { loadConfig } from '../server/config.ts'
import { demoLogins } from '../server/db/seed/demo.ts'
import { startServer } from '../server/server.ts'
import { buildIfNeeded } from './build-if-needed.ts'

buildIfNeeded()
// The demo pays with the development gateway unless told otherwise (DEV_PAYMENT_GATEWAY=0).
const config = loadConfig({ DEV_PAYMENT_GATEWAY: '1', ...process.env })
const server = await startServer(config)
const address = `http://localhost:${server.port}`

console.log(`
  HiG Car Care is running at ${address}

  Demo logins (phone, then the six-digit code):
${demoLogins.map((login) => `    +${login.countryCode} ${login.mobile}  ${login.description}`).join('\n')}

  Codes are not sent by SMS here: each one is printed in this log as an "otp.sent" line.
  Data lives in ${config.dataDir ?? 'PostgreSQL (DATABASE_URL)'}. Stop with Ctrl+C.
`)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
