// Car types, brands and models, and a way to give people cars.
import type { Clock } from './clock.ts'
import { carCatalog } from './data/car-catalog.ts'
import type { Rng } from './prng.ts'
import type { CarModelRow, UserCarRow, UserRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

export interface Garage {
  /** The model id of e.g. ('passenger', 'Toyota', 'Land Cruiser'). */
  model(typeSlug: string, brand: string, model: string): number
  give(user: UserRow, modelId: number, year: number, addedDaysAgo: number): UserCarRow
  /** A plausible random car (mostly passenger cars, some pickups and motorcycles). */
  giveRandom(user: UserRow, rng: Rng): UserCarRow
  nameOf(car: UserCarRow): string
}

export function buildCars(t: SeedTables, clock: Clock): Garage {
  const models = new Map<string, CarModelRow>()
  const modelsOfType = new Map<string, CarModelRow[]>()
  const brandName = new Map<number, string>()
  for (const type of carCatalog) {
    const typeId = t.car_types.length + 1
    t.car_types.push({ id: typeId, slug: type.slug, name_en: type.en, name_ar: type.ar })
    const ofType: CarModelRow[] = []
    for (const brand of type.brands) {
      const brandId = t.car_brands.length + 1
      t.car_brands.push({
        id: brandId,
        type_id: typeId,
        name_en: brand.name[0],
        name_ar: brand.name[1],
      })
      brandName.set(brandId, brand.name[0])
      for (const [en, ar] of brand.models) {
        const row: CarModelRow = {
          id: t.car_models.length + 1,
          brand_id: brandId,
          name_en: en,
          name_ar: ar,
        }
        t.car_models.push(row)
        models.set(`${type.slug}/${brand.name[0]}/${en}`, row)
        ofType.push(row)
      }
    }
    modelsOfType.set(type.slug, ofType)
  }
  const modelById = new Map(t.car_models.map((m) => [m.id, m]))

  const garage: Garage = {
    model(typeSlug, brand, model) {
      const row = models.get(`${typeSlug}/${brand}/${model}`)
      if (!row) throw new Error(`no car model ${typeSlug}/${brand}/${model}`)
      return row.id
    },
    give(user, modelId, year, addedDaysAgo) {
      const car: UserCarRow = {
        id: t.user_cars.length + 1,
        user_id: user.id,
        model_id: modelId,
        year,
        created_at: clock.at(-addedDaysAgo, 9 + (t.user_cars.length % 10), 15),
      }
      t.user_cars.push(car)
      return car
    },
    giveRandom(user, rng) {
      const type = rng.chance(0.8) ? 'passenger' : rng.chance(0.7) ? 'commercial' : 'motorcycle'
      const model = rng.pick(modelsOfType.get(type) ?? [])
      const year = clock.now.getUTCFullYear() - rng.int(0, 16)
      return garage.give(user, model.id, year, rng.int(190, 600))
    },
    nameOf(car) {
      const model = modelById.get(car.model_id)
      return `${brandName.get(model?.brand_id ?? 0) ?? ''} ${model?.name_en ?? ''}`.trim()
    },
  }
  return garage
}
