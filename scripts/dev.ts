// `npm run dev`: the backend on BACKEND_PORT (default 3001) and Vite with hot reload on PORT
// (default 3000), proxying /api, /graphql, /media and /gateway to the backend.
import { execSync, spawn } from 'node:child_process'
import { loadConfig } from '../server/config.ts'
import { startServer } from '../server/server.ts'

// What the app imports but git does not hold (GraphQL types, the theme's CSS) comes first.
execSync('npm run gen --silent', { stdio: 'inherit' })

const backendPort = process.env.BACKEND_PORT ?? '3001'
const server = await startServer(
  loadConfig({ DEV_PAYMENT_GATEWAY: '1', ...process.env, PORT: backendPort }),
)
const vite = spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, BACKEND_URL: server.url },
})
const stop = async () => {
  vite.kill('SIGTERM')
  await server.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
vite.on('exit', () => void stop())
