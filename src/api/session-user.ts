// Who is signed in, as the session keeps them: names and email from the commerce `me`
// (Saleor-compatible), phone, country code and staff standing from REST accounts/user/
// (Saleor's user has neither). Read at login and again when the app starts, so the menu follows
// changes made on another device and a session ended elsewhere is noticed at once.
import { commerceClient } from './graphql.ts'
import { GraphqlFailure } from './graphql-failure.ts'
import { MeDocument } from './generated/commerce.ts'
import { me as restMe } from '#shared/contracts/rest/accounts.ts'
import type { AnswerOf } from '#shared/contracts/rest/route.ts'
import { callRest } from './call-rest.ts'
import { isLoggedIn, session, type SessionUser, type StaffStanding } from './session-store.ts'

type RestUser = AnswerOf<typeof restMe>['data']

function staffOf(
  rest: RestUser | undefined,
  previous: SessionUser | null,
): StaffStanding | undefined {
  if (!rest) return previous?.staff
  if (!rest.staff) return undefined
  return rest.staff.center_active ? 'active-center' : 'inactive-center'
}

export interface LoadedUser {
  user: SessionUser
  // Why `me` failed: the server's message or a lost connection (api/failure-text.ts says
  // what a person reads of it).
  error: GraphqlFailure | null
}

// The REST account is asked for when the phone is not known, and at login, where the staff
// standing is read (a screen that knows the phone does not ask it again).
export async function loadSessionUser(
  known: { mobile: string; countryCode: string } | null,
  options: { askAccount?: boolean } = {},
): Promise<LoadedUser> {
  const askAccount = options.askAccount ?? known === null
  const [me, rest] = await Promise.all([
    commerceClient().query(MeDocument, {}, { requestPolicy: 'network-only' }).toPromise(),
    askAccount ? callRest(restMe).catch(() => null) : null,
  ])
  const previous = session.get().user
  const node = me.data?.me
  const staff = staffOf(rest?.data, previous)
  return {
    user: {
      ...(staff ? { staff } : {}),
      id: node?.id ?? previous?.id ?? '',
      firstName: node?.firstName ?? previous?.firstName ?? '',
      lastName: node?.lastName ?? previous?.lastName ?? '',
      email: node?.email ?? previous?.email ?? '',
      phone: known?.mobile ?? rest?.data.phone_number ?? previous?.phone ?? '',
      countryCode: known?.countryCode ?? rest?.data.country_code ?? previous?.countryCode ?? '',
    },
    error: me.error ? new GraphqlFailure(me.error) : null,
  }
}

// On start: refresh the stored user of a persisted login. Failures keep what is stored (the
// app works offline); an ended session is handled by the refresh (sign-out and home).
export async function refreshSessionUser(): Promise<void> {
  if (!isLoggedIn()) return
  const { user, error } = await loadSessionUser(null)
  if (error || !isLoggedIn()) return
  session.set((state) => ({ ...state, user }))
}
