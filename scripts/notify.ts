// `npm run notify -- --to <phone> --subject <text> --message <html> [--link /path/]
//   [--image /media/…] [--expires-in <seconds>] [--site gmall] [--url http://host:port] [--direct]`
//
// Sends a notification to a person and pushes it to their devices. It asks the running
// server first (NOTIFY_URL, --url, or http://localhost:$PORT), so open apps show it at once,
// with the admin token (ADMIN_TOKEN) or a command token signed with the server's secret (the
// same JWT_SECRET or DATA_DIR). With no server answering, or with --direct, it writes to the
// database named by the environment (DATABASE_URL, else PGlite in DATA_DIR) and pushes from
// here; never run --direct on an embedded database a server has open.
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { migrate } from '../server/db/migrate.ts'
import { createLogger } from '../server/log.ts'
import { commandToken } from '../server/push/command-token.ts'
import * as z from 'zod/mini'
import { sendRequest } from '#shared/contracts/rest/notification.ts'
import { fieldErrors } from '../server/rest/issue-text.ts'
import { sendNotification, userIdByPhone } from '../server/push/send-notification.ts'

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    subject: { type: 'string' },
    message: { type: 'string' },
    link: { type: 'string' },
    image: { type: 'string' },
    'expires-in': { type: 'string' },
    site: { type: 'string', default: 'gmall' },
    url: { type: 'string' },
    direct: { type: 'boolean', default: false },
  },
})

if (!values.to || !values.subject || !values.message) {
  console.error(
    'usage: npm run notify -- --to <phone> --subject <text> --message <html> [--link /path/] [--image url] [--expires-in seconds] [--url http://localhost:3000] [--direct]',
  )
  process.exit(2)
}

const config = loadConfig()
const parsed = z.safeParse(sendRequest, {
  phone: values.to,
  subject: values.subject,
  message: values.message,
  link: values.link ?? null,
  image: values.image ?? null,
  expires_in: values['expires-in'] ?? null,
  site: values.site,
})
if (!parsed.success) {
  for (const problem of fieldErrors(parsed.error.issues, 'en'))
    console.error(`notify: ${problem.field}: ${problem.message}`)
  process.exit(2)
}
const request = parsed.data

async function viaServer(base: string): Promise<boolean> {
  let response: Response
  try {
    response = await fetch(new URL('/api/v1/notification/send/', base), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-admin-token': config.adminToken ?? commandToken(config.jwtSecret),
      },
      body: JSON.stringify(request),
    })
  } catch {
    return false
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string
    data?: { notification: { id: number }; delivered: number; pruned: number; failed: number }
  } | null
  if (!response.ok || !body?.data) {
    console.error(`notify: ${base} refused (${response.status}): ${body?.message ?? ''}`)
    process.exit(1)
  }
  const { notification, delivered, pruned, failed } = body.data
  console.log(
    `notify: notification ${notification.id} sent through ${base}: ${delivered} delivered, ${pruned} pruned, ${failed} failed`,
  )
  return true
}

async function direct(): Promise<void> {
  const db = await openDatabase(config.database)
  try {
    await migrate(db)
    const deps = { db, config, log: createLogger(config.logLevel) }
    const userId = await userIdByPhone(deps, request.phone!)
    if (userId === null) {
      console.error(`notify: nobody has the phone ${request.phone}`)
      process.exit(1)
    }
    const result = await sendNotification(deps, {
      userId,
      subject: request.subject,
      message: request.message,
      link: request.link ?? null,
      image: request.image ?? null,
      expiresInSeconds: request.expires_in ?? null,
      site: request.site,
    })
    console.log(
      `notify: notification ${result.notification.id} stored: ${result.delivered} delivered, ${result.pruned} pruned, ${result.failed} failed`,
    )
  } finally {
    await db.close()
  }
}

const base = values.url ?? process.env.NOTIFY_URL ?? `http://localhost:${config.port || 3000}`
if (values.direct || !(await viaServer(base))) await direct()
