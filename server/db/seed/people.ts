// Creates users: deterministic Omani names (some typed in Arabic script, as customers do),
// unique mobile numbers and a home wilayat.
import type { Clock } from './clock.ts'
import { familyNames, femaleNames, maleNames } from './data/omani-names.ts'
import type { Rng } from './prng.ts'
import type { UserRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

interface NewUser {
  phone?: string
  firstName?: string
  lastName?: string
  email?: string
  cityId: number
  isAdmin?: boolean
  /** Leave the name blank, as when staff register a customer by phone only. */
  nameless?: boolean
  createdDaysAgo?: number
}

export interface People {
  add(user: NewUser): UserRow
  fullName(user: UserRow): string
}

const mobilePrefixes = [
  '91',
  '92',
  '93',
  '94',
  '95',
  '96',
  '97',
  '98',
  '99',
  '71',
  '72',
  '78',
  '79',
]

export function createPeople(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  reserved: readonly string[],
): People {
  const taken = new Set(reserved)
  const newPhone = () => {
    for (;;) {
      const phone = `968${rng.pick(mobilePrefixes)}${String(rng.int(0, 999_999)).padStart(6, '0')}`
      if (!taken.has(phone)) return phone
    }
  }
  return {
    add(user) {
      let first = user.firstName ?? ''
      let last = user.lastName ?? ''
      let email = user.email ?? ''
      if (user.firstName === undefined && !user.nameless) {
        const given = rng.pick(rng.chance(0.7) ? maleNames : femaleNames)
        const family = rng.pick(familyNames)
        const arabic = rng.chance(0.25)
        first = arabic ? given[1] : given[0]
        last = arabic ? family[1] : family[0]
        if (!arabic && rng.chance(0.6)) {
          email =
            `${given[0]}.${family[0].replace(/[^A-Za-z]/g, '')}${rng.int(1, 99)}@example.com`.toLowerCase()
        }
      }
      const phone = user.phone ?? newPhone()
      if (taken.has(phone) && user.phone === undefined) throw new Error(`phone ${phone} reused`)
      taken.add(phone)
      const row: UserRow = {
        id: t.users.length + 1,
        phone,
        country_code: '968',
        first_name: first,
        last_name: last,
        email,
        city_id: user.cityId,
        is_active: true,
        is_admin: user.isAdmin ?? false,
        created_at: clock.at(
          -(user.createdDaysAgo ?? rng.int(200, 900)),
          rng.int(8, 22),
          rng.int(0, 59),
        ),
      }
      t.users.push(row)
      return row
    },
    fullName: (user) => `${user.first_name} ${user.last_name}`.trim(),
  }
}
