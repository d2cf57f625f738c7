// `node server/main.ts`: the backend with the built app, configured from the environment.
// SIGTERM (an orchestrator stopping the instance) drains it: no new requests, those in flight
// and the live streams given SHUTDOWN_DRAIN_MS to end, then exit 0. SIGINT (Ctrl-C) the same.
import { loadConfig } from './config.ts'
import { startServer } from './server.ts'

const config = loadConfig()
const server = await startServer(config)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.drain(config.shutdownDrainMs).catch(() => false)
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
