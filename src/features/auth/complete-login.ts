// The end of every way in: keep the tokens, load who signed in, then mark the person logged
// in. The spec's order: tokens and user first, is_login last, so guards only let the person
// through once the session is whole.
import { loadSessionUser } from '../../api/session-user.ts'
import { session, storeTokens } from '../../api/session-store.ts'
import type { LoginPhone, SessionTokens } from './api/login.ts'
import { serverWords } from '../../api/failure-text.ts'

// `known` is the phone the person typed; a one-tap login asks the server for it. When `me`
// could not be read, `userError` is the server's message, or '' when it gave none (a lost
// connection): the login stands either way (the name is read again on the next start and by
// the profile).
export async function completeLogin(
  tokens: SessionTokens,
  known: LoginPhone | null,
): Promise<{ userError: string | null }> {
  storeTokens(tokens.token, tokens.refreshToken)
  const { user, error } = await loadSessionUser(known, { askAccount: true })
  session.set(
    (state) => ({
      ...state,
      isLogin: true,
      user,
      otp: user.phone
        ? { ...state.otp, phone: user.phone, countryCode: user.countryCode }
        : state.otp,
    }),
    { flush: true },
  )
  return { userError: error === null ? null : serverWords(error) }
}
