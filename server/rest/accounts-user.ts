// accounts/user/: the signed-in person's own record (GET) and its editable fields (PUT).
import { me, updateMe } from '#shared/contracts/rest/accounts.ts'
import { fullPhone, splitFullPhone } from '#shared/domain/phone-rules.ts'
import { profileOf, updateProfile, type Profile } from '../account/people.ts'
import type { AppDeps } from '../app-deps.ts'
import { staffStanding } from '../service-center/centers.ts'
import { failWith, ok, say } from './http.ts'
import { restRouter } from './rest-router.ts'
import { msg } from '../i18n/message.ts'

// The spec's User: phone_number holds the local digits, country_code the dial code.
function userAnswer(row: Profile, staff: { centerActive: boolean } | null) {
  const local = row.phone.startsWith(row.country_code)
    ? row.phone.slice(row.country_code.length)
    : row.phone
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: local,
    country_code: row.country_code,
    city_id: row.city_id,
    nid: row.nid,
    credit_card: row.credit_card,
    staff: staff && { center_active: staff.centerActive },
  }
}

export function userRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)

  on(me, async (_c, { who: user }) => {
    const row = await profileOf(deps.db, user.id)
    return ok(userAnswer(row!, await staffStanding(deps.db, user.id)))
  })

  on(updateMe, async (c, { body, who: user }) => {
    // The phone is how a person signs in: it is shown back, never changed here.
    if (body.phone_number) {
      const split = splitFullPhone(body.phone_number)
      const given = split
        ? fullPhone(split.country.dialCode, split.mobile)
        : fullPhone(user.countryCode, body.phone_number)
      if (given !== user.phone)
        failWith(400, say(c, msg('The phone number cannot be changed.')), {
          field: 'phone_number',
        })
    }
    const row = await updateProfile(deps.db, user.id, {
      firstName: body.first_name ?? null,
      lastName: body.last_name ?? null,
      nid: body.nid ?? null,
      creditCard: body.credit_card ?? null,
    })
    return ok(
      userAnswer(row!, await staffStanding(deps.db, user.id)),
      say(c, msg('Your profile is updated.')),
    )
  })

  return router
}
