// A customer's own cars: listed oldest first, added from the car catalog, changed (model and
// year) and deleted. Another person's car is never found (404), whatever is asked of it.
import type * as z from 'zod/mini'
import type { userCar as userCarAnswer } from '#shared/contracts/rest/cars.ts'
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { checkCarYear } from '../service-center/car-catalog.ts'
import { RuleError } from '../service-center/rule-error.ts'
import { msg } from '../i18n/message.ts'

export type UserCar = z.output<typeof userCarAnswer>

interface UserCarRow {
  id: number
  year: number
  model_id: number
  brand_id: number
  type_id: number
  type_slug: string
  model_en: string
  model_ar: string
  brand_en: string
  brand_ar: string
}

const select = `select uc.id, uc.year, m.id as model_id, b.id as brand_id, b.type_id, t.slug as type_slug,
       m.name_en as model_en, m.name_ar as model_ar, b.name_en as brand_en, b.name_ar as brand_ar
  from user_cars uc join car_models m on m.id = uc.model_id join car_brands b on b.id = m.brand_id
  join car_types t on t.id = b.type_id`

function toUserCar(row: UserCarRow, language: Language): UserCar {
  const name = pick(language, `${row.brand_en} ${row.model_en}`, `${row.brand_ar} ${row.model_ar}`)
  return {
    user_car_id: row.id,
    car_brand_id: row.brand_id,
    year: row.year,
    car: {
      id: row.model_id,
      name: pick(language, row.model_en, row.model_ar),
      type: row.type_slug,
      is_jalali: false,
    },
    car_name: name,
    brand_id: row.brand_id,
    model_id: row.model_id,
    type_id: row.type_id,
  }
}

export const carNotFound = () => new RuleError(404, msg('We could not find this car.'))

export async function userCars(db: Db, userId: number, language: Language): Promise<UserCar[]> {
  const rows = await db.query<UserCarRow>(
    `${select} where uc.user_id = $1 order by uc.created_at, uc.id`,
    [userId],
  )
  return rows.map((row) => toUserCar(row, language))
}

async function userCar(
  db: Db,
  userId: number,
  userCarId: number,
  language: Language,
): Promise<UserCar> {
  const row = await db.one<UserCarRow>(`${select} where uc.id = $1 and uc.user_id = $2`, [
    userCarId,
    userId,
  ])
  if (!row) throw carNotFound()
  return toUserCar(row, language)
}

async function requireModel(db: Db, modelId: number): Promise<void> {
  const model = await db.one('select id from car_models where id = $1', [modelId])
  if (!model) throw new RuleError(404, msg('This car model does not exist.'))
}

export async function addUserCar(
  db: Db,
  userId: number,
  car: { modelId: number; year: number },
  language: Language,
  now: Date = new Date(),
): Promise<UserCar> {
  checkCarYear(car.year, now)
  await requireModel(db, car.modelId)
  const row = await db.one<{ id: number }>(
    'insert into user_cars (user_id, model_id, year) values ($1, $2, $3) returning id',
    [userId, car.modelId, car.year],
  )
  return userCar(db, userId, row!.id, language)
}

// The model stays when only the year is given (the spec's set-car PATCH sends no model).
export async function changeUserCar(
  db: Db,
  userId: number,
  userCarId: number,
  change: { modelId?: number; year: number },
  language: Language,
  now: Date = new Date(),
): Promise<UserCar> {
  await userCar(db, userId, userCarId, language)
  checkCarYear(change.year, now)
  if (change.modelId !== undefined) await requireModel(db, change.modelId)
  await db.query(
    'update user_cars set model_id = coalesce($3, model_id), year = $4 where id = $1 and user_id = $2',
    [userCarId, userId, change.modelId ?? null, change.year],
  )
  return userCar(db, userId, userCarId, language)
}

export async function deleteUserCar(db: Db, userId: number, userCarId: number): Promise<void> {
  const deleted = await db.query(
    'delete from user_cars where id = $1 and user_id = $2 returning id',
    [userCarId, userId],
  )
  if (deleted.length === 0) throw carNotFound()
}
