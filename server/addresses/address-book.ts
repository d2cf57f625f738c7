// A person's address book in the addresses table, read and changed by its owner only: every
// query names the user, so another person's address is simply not found.
import type { Db } from '../db/database.ts'
import { intsIn } from '../db/sql.ts'
import type { AddressJson } from './address-json.ts'
import type { AddressValues } from './address-values.ts'

export type AddressRow = AddressJson & { id: number; user_id: number; created_at: string }

export type AddressType = 'SHIPPING' | 'BILLING'

const columns = `id, user_id, first_name, last_name, company_name, phone, street_address_1,
  street_address_2, city, city_area, postal_code, country_code, country_area, metadata, created_at`

const params = (values: AddressValues) => [
  values.firstName,
  values.lastName,
  values.companyName,
  values.phone,
  values.streetAddress1,
  values.streetAddress2,
  values.city,
  values.cityArea,
  values.postalCode,
  values.countryCode,
  values.countryArea,
  values.metadata,
]

export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `select ${columns} from addresses where user_id = $1 order by created_at, id`,
    [userId],
  )
}

export async function findOwnAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  return db.one<AddressRow>(`select ${columns} from addresses where id = $1 and user_id = $2`, [
    id,
    userId,
  ])
}

export async function insertAddress(
  db: Db,
  userId: number,
  values: AddressValues,
): Promise<AddressRow> {
  const row = await db.one<AddressRow>(
    `insert into addresses (user_id, first_name, last_name, company_name, phone, street_address_1,
       street_address_2, city, city_area, postal_code, country_code, country_area, metadata)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     returning ${columns}`,
    [userId, ...params(values)],
  )
  return row!
}

export async function updateOwnAddress(
  db: Db,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  return db.one<AddressRow>(
    `update addresses set first_name = $3, last_name = $4, company_name = $5, phone = $6,
       street_address_1 = $7, street_address_2 = $8, city = $9, city_area = $10,
       postal_code = $11, country_code = $12, country_area = $13, metadata = $14
     where id = $1 and user_id = $2
     returning ${columns}`,
    [id, userId, ...params(values)],
  )
}

export async function deleteOwnAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('delete from addresses where id = $1 and user_id = $2 returning id', [
    id,
    userId,
  ])
  return rows.length > 0
}

export async function setDefaultAddress(
  db: Db,
  userId: number,
  id: number,
  type: AddressType,
): Promise<void> {
  const column = type === 'SHIPPING' ? 'default_shipping_address_id' : 'default_billing_address_id'
  await db.query(
    `update users set ${column} = $2
      where id = $1 and exists (select 1 from addresses where id = $2 and user_id = $1)`,
    [userId, id],
  )
}

export async function defaultAddressIds(
  db: Db,
  userId: number,
): Promise<{ shipping: number | null; billing: number | null }> {
  const row = await db.one<{
    default_shipping_address_id: number | null
    default_billing_address_id: number | null
  }>('select default_shipping_address_id, default_billing_address_id from users where id = $1', [
    userId,
  ])
  return {
    shipping: row?.default_shipping_address_id ?? null,
    billing: row?.default_billing_address_id ?? null,
  }
}

/** One line per address of the person's (street, city), by id; others' are not found. */
export async function addressLines(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<Pick<AddressRow, 'id' | 'street_address_1' | 'city'>>(
    `select id, street_address_1, city from addresses where user_id = $1 and id in ${intsIn('$2')}`,
    [userId, [...ids]],
  )
  return new Map(
    rows.map((row) => [row.id, [row.street_address_1, row.city].filter(Boolean).join(', ')]),
  )
}
