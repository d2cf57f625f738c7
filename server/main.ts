// `node server/main.ts`: the backend with the built app, configured from the environment.
import { loadConfig } from './config.ts'
import { startServer } from './server.ts'

const config = loadConfig()
const server = await startServer(config)

const stop = async () => {
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
