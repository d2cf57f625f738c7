// The notify command's credential for the send endpoint: a one-minute JWT of its own type,
// signed with the server's secret. Whoever holds that secret can already sign any access
// token, so this grants nothing new; it lets `npm run notify` reach a running server with no
// further setup (it reads the same secret from DATA_DIR or JWT_SECRET).
import { signJwt, verifyJwt } from '../auth/jwt.ts'

const TYPE = 'notify-command'

export function commandToken(secret: string, now = Date.now()): string {
  return signJwt({ type: TYPE }, secret, 60, now)
}

export function isCommandToken(token: string, secret: string, now = Date.now()): boolean {
  const check = verifyJwt(token, secret, now)
  return check.ok && check.payload.type === TYPE
}
