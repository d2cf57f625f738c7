// The car catalog (type → brand → model) and the cars staff add to a customer. Plain
// functions, so the customer's own car calls can use them too.
import { FIRST_CAR_YEAR } from '#shared/domain/car-years.ts'
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { carById, isKnownToCenter, requireCustomer, type CustomerCar } from './customers.ts'
import { RuleError } from './rule-error.ts'
import { msg } from '../i18n/message.ts'

interface NamedRow {
  id: number
  name_en: string
  name_ar: string
}

export async function carTypes(db: Db, language: Language, typeId?: number) {
  const rows = await db.query<NamedRow>(
    `select id, name_en, name_ar from car_types where $1::int is null or id = $1 order by id`,
    [typeId ?? null],
  )
  return rows.map((row) => ({
    type_id: row.id,
    type_name: pick(language, row.name_en, row.name_ar),
  }))
}

export async function carBrands(db: Db, typeId: number, language: Language) {
  const rows = await db.query<NamedRow>(
    'select id, name_en, name_ar from car_brands where type_id = $1',
    [typeId],
  )
  return rows
    .map((row) => ({ brand_id: row.id, brand_name: pick(language, row.name_en, row.name_ar) }))
    .sort((a, b) => a.brand_name.localeCompare(b.brand_name, language))
}

export async function carModels(db: Db, brandId: number, language: Language) {
  const rows = await db.query<NamedRow>(
    'select id, name_en, name_ar from car_models where brand_id = $1',
    [brandId],
  )
  return rows
    .map((row) => ({ model_id: row.id, model_name: pick(language, row.name_en, row.name_ar) }))
    .sort((a, b) => a.model_name.localeCompare(b.model_name, language))
}

// The whole catalog, each list ordered as its own call orders it (types by id, brands and
// models by name in the language asked).
export async function carCatalogTree(db: Db, language: Language) {
  const [types, brands, models] = await Promise.all([
    db.query<NamedRow>('select id, name_en, name_ar from car_types order by id'),
    db.query<NamedRow & { type_id: number }>(
      'select id, type_id, name_en, name_ar from car_brands',
    ),
    db.query<NamedRow & { brand_id: number }>(
      'select id, brand_id, name_en, name_ar from car_models',
    ),
  ])
  const name = (row: NamedRow) => pick(language, row.name_en, row.name_ar)
  const byName = <T extends NamedRow>(a: T, b: T) => name(a).localeCompare(name(b), language)
  return types.map((type) => ({
    type_id: type.id,
    type_name: name(type),
    brands: brands
      .filter((brand) => brand.type_id === type.id)
      .sort(byName)
      .map((brand) => ({
        brand_id: brand.id,
        brand_name: name(brand),
        models: models
          .filter((model) => model.brand_id === brand.id)
          .sort(byName)
          .map((model) => ({ model_id: model.id, model_name: name(model) })),
      })),
  }))
}

export function checkCarYear(year: number, now: Date = new Date()): void {
  if (!Number.isInteger(year) || year < FIRST_CAR_YEAR || year > now.getFullYear()) {
    throw new RuleError(
      400,
      msg('Choose a year from {first} to {last}.', {
        first: FIRST_CAR_YEAR,
        last: now.getFullYear(),
      }),
    )
  }
}

export async function addCar(
  db: Db,
  customerId: number,
  car: { modelId: number; year: number },
  language: Language,
): Promise<CustomerCar> {
  checkCarYear(car.year)
  const model = await db.one<{ id: number }>('select id from car_models where id = $1', [
    car.modelId,
  ])
  if (!model) throw new RuleError(404, msg('This car model does not exist.'))
  const row = await db.one<{ id: number }>(
    'insert into user_cars (user_id, model_id, year) values ($1, $2, $3) returning id',
    [customerId, car.modelId, car.year],
  )
  return (await carById(db, row!.id, language))!.car
}

// Staff correct the year of a car of the customer they serve: the phone they typed owns the
// car, and the customer is known to their center (looked up there, billed there, or holding
// coupons the center serves). Another customer's car reads as not found, whoever owns it.
export async function changeCarYear(
  db: Db,
  change: { centerId: number; phone: string; userCarId: number; year: number },
  language: Language,
): Promise<CustomerCar> {
  checkCarYear(change.year)
  const customer = await requireCustomer(db, change.phone)
  const found = await carById(db, change.userCarId, language)
  if (!found || found.userId !== customer.id) {
    throw new RuleError(404, msg('We could not find this car.'))
  }
  if (!(await isKnownToCenter(db, change.centerId, customer.id))) {
    throw new RuleError(403, msg('Look this customer up at your center first.'))
  }
  await db.query('update user_cars set year = $2 where id = $1', [change.userCarId, change.year])
  return { ...found.car, year: change.year }
}
