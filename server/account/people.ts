// People's own records: found by phone, read and edited by themselves.
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'

export type Profile = Pick<
  Row<'users'>,
  | 'id'
  | 'phone'
  | 'country_code'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'nid'
  | 'credit_card'
  | 'city_id'
>
const profileColumns =
  'id, phone, country_code, first_name, last_name, email, nid, credit_card, city_id'

/** The active person with this phone (digits with the country code). */
export async function isActiveUser(db: Db, userId: number): Promise<boolean> {
  return (await db.one('select 1 from users where id = $1 and is_active', [userId])) !== undefined
}

export async function profileOf(db: Db, userId: number): Promise<Profile | undefined> {
  return db.one<Profile>(`select ${profileColumns} from users where id = $1`, [userId])
}

/** Changes the fields given (null leaves one as it is) and answers the record as it is now. */
export async function updateProfile(
  db: Db,
  userId: number,
  fields: {
    firstName: string | null
    lastName: string | null
    nid: string | null
    creditCard: string | null
  },
): Promise<Profile | undefined> {
  return db.one<Profile>(
    `update users set
       first_name = coalesce($2, first_name),
       last_name = coalesce($3, last_name),
       nid = coalesce($4, nid),
       credit_card = coalesce($5, credit_card)
     where id = $1 returning ${profileColumns}`,
    [userId, fields.firstName, fields.lastName, fields.nid, fields.creditCard],
  )
}
