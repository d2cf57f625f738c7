import type { Db } from '../db/database.ts'
import type { ServerConfig } from '../config.ts'
import type { Language } from '../lib/language.ts'
import type { AuthUser } from '../auth/request-user.ts'
import type { Logger } from '../log.ts'
import type { Deadline } from '../lib/request-deadline.ts'

// What every resolver of the three endpoints receives.
export interface GraphQLContext {
  db: Db
  config: ServerConfig
  log: Logger
  language: Language
  // The signed-in person, or null for a visitor. Token errors never reach resolvers: the
  // HTTP layer answers them first, the way Saleor does.
  user: AuthUser | null
  request: Request
  // Who asks: the client's address (http/client-address.ts), for the limits kept per client.
  client: string
  // Set when the request's time budget runs out: the remaining resolvers stop (time-budget.ts).
  deadline: Deadline
}
