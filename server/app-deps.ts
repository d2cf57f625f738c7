import type { Db } from './db/database.ts'
import type { ServerConfig } from './config.ts'
import type { Logger } from './log.ts'

// What every module of the backend is built from: no module keeps state of its own that
// matters, so several instances can serve behind a load balancer.
export interface AppDeps {
  db: Db
  config: ServerConfig
  log: Logger
}
