// accounts/user-addresses/: the address book in the spec's REST form ({region_id, address,
// latitude, longitude, zip_code}), from the same addresses table as the commerce API. A region
// fixes the rest of the address (wilayat, province, country), stored the way the seed and the
// map modal store it. Another person's address answers 404.
import * as accounts from '#shared/contracts/rest/accounts.ts'
import {
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  updateOwnAddress,
  type AddressRow,
} from '../../addresses/address-book.ts'
import { addressValuesOf } from '../../addresses/address-json.ts'
import { placeOfAddress, placeOfRegion, type Place } from '../../addresses/address-place.ts'
import {
  checkAddress,
  emptyAddress,
  formatLocation,
  parseLocation,
  type AddressValues,
} from '../../addresses/address-values.ts'
import type { AuthUser } from '../../auth/request-user.ts'
import type { AppDeps } from '../../app-deps.ts'
import { pick, type Language } from '../../lib/language.ts'
import { failWith, ok, say, type RestContext } from '../http.ts'
import { restRouter, type RouteInput } from '../rest-router.ts'
import { msg } from '../../i18n/message.ts'

// The REST names of the fields a check may complain about.
const restField: Record<string, string> = {
  streetAddress1: 'address',
  postalCode: 'zip_code',
  companyName: 'company_name',
  metadata: 'latitude',
}

function restAddress(row: AddressRow, place: Place | null, language: Language) {
  const values = addressValuesOf(row)
  const pin = parseLocation(values.metadata.location)
  const name = (value: { en: string; ar: string } | undefined) =>
    value ? pick(language, value.en, value.ar) : null
  return {
    id: row.id,
    company_name: values.companyName,
    address: values.streetAddress1,
    zip_code: values.postalCode,
    latitude: pin?.lat ?? place?.latitude ?? null,
    longitude: pin?.lng ?? place?.longitude ?? null,
    region_id: place?.regionId ?? null,
    region: place ? { id: place.regionId, name: name(place.region) } : null,
    city_id: place?.cityId ?? null,
    city: place ? { id: place.cityId, name: name(place.city) } : null,
    province_id: place?.provinceId ?? null,
    province: place ? { id: place.provinceId, name: name(place.province) } : null,
    full_address: [
      values.streetAddress1,
      name(place?.region),
      name(place?.city) ?? values.city,
      name(place?.province) ?? values.streetAddress2,
    ]
      .filter(Boolean)
      .join(', '),
  }
}

// What a region and a pin make of an address: the same columns the seed and the map modal fill.
function placedValues(
  base: AddressValues,
  place: Place,
  pin: { lat: number; lng: number },
): AddressValues {
  return {
    ...base,
    streetAddress2: place.province.en,
    city: place.city.en.toLowerCase(),
    cityArea: place.region.en,
    countryCode: place.country.code,
    countryArea: place.province.en,
    metadata: {
      ...base.metadata,
      location: formatLocation(pin.lat, pin.lng),
      region_id: String(place.regionId),
    },
  }
}

function checked(c: RestContext, values: AddressValues): AddressValues {
  const problems = checkAddress(values, c.get('language'))
  const first = problems[0]
  if (!first) return values
  const errors = problems.map((problem) => ({
    field: restField[problem.field] ?? problem.field,
    message: problem.message,
  }))
  return failWith(400, `${first.message} - ${errors[0]!.field}`, { errors })
}

async function regionPlace(c: RestContext, deps: AppDeps, regionId: number): Promise<Place> {
  const place = await placeOfRegion(deps.db, regionId)
  if (place) return place
  return failWith(400, say(c, msg('This region does not exist.')), {
    errors: [{ field: 'region_id', message: 'not found' }],
  })
}

function notFound(c: RestContext): never {
  return failWith(404, say(c, msg('Address not found.')))
}

export function addressRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps
  const missing = msg('Address not found.')

  const answer = async (c: RestContext, row: AddressRow) =>
    restAddress(row, await placeOfAddress(db, addressValuesOf(row)), c.get('language'))

  on(accounts.addresses, async (c, { query, who: user }) => {
    const rows = await listAddresses(db, user.id)
    const all = await Promise.all(rows.map((row) => answer(c, row)))
    return ok(
      query.city_id === undefined ? all : all.filter((item) => item.city_id === query.city_id),
    )
  })

  on(accounts.addAddress, async (c, { body, who: user }) => {
    const place = await regionPlace(c, deps, body.region_id)
    const values = checked(
      c,
      placedValues(
        {
          ...emptyAddress,
          ...personOf(user),
          companyName: body.company_name ?? '',
          streetAddress1: body.address,
          postalCode: body.zip_code,
        },
        place,
        { lat: body.latitude, lng: body.longitude },
      ),
    )
    const row = await insertAddress(db, user.id, values)
    return ok(await answer(c, row), say(c, msg('Address saved.')), 201)
  })

  const update = async (
    c: RestContext,
    { params, body, who: user }: RouteInput<typeof accounts.changeAddress>,
  ) => {
    const current = await findOwnAddress(db, user.id, params.id)
    if (!current) notFound(c)
    const base = addressValuesOf(current)
    const pin = parseLocation(base.metadata.location)
    const place =
      body.region_id !== undefined
        ? await regionPlace(c, deps, body.region_id)
        : await placeOfAddress(db, base)
    const lat = body.latitude ?? pin?.lat ?? place?.latitude
    const lng = body.longitude ?? pin?.lng ?? place?.longitude
    const edited: AddressValues = {
      ...base,
      ...(body.address !== undefined ? { streetAddress1: body.address } : {}),
      ...(body.zip_code !== undefined ? { postalCode: body.zip_code } : {}),
      ...(body.company_name !== undefined ? { companyName: body.company_name } : {}),
    }
    const placed =
      place && lat !== undefined && lng !== undefined
        ? placedValues(edited, place, { lat, lng })
        : edited
    const row = await updateOwnAddress(db, user.id, current.id, checked(c, placed))
    if (!row) notFound(c)
    return ok(await answer(c, row), say(c, msg('Address updated.')))
  }
  on(accounts.changeAddress, update, { notFound: missing })
  on(accounts.replaceAddress, update, { notFound: missing })

  on(
    accounts.oneAddress,
    async (c, { params, who: user }) => {
      const row = await findOwnAddress(db, user.id, params.id)
      if (!row) notFound(c)
      return ok(await answer(c, row))
    },
    { notFound: missing },
  )

  on(
    accounts.deleteAddress,
    async (c, { params, who: user }) => {
      if (!(await deleteOwnAddress(db, user.id, params.id))) notFound(c)
      return ok(null, say(c, msg('Address deleted.')))
    },
    { notFound: missing },
  )

  return router
}

function personOf(user: AuthUser): Pick<AddressValues, 'firstName' | 'lastName' | 'phone'> {
  return { firstName: user.firstName, lastName: user.lastName, phone: `+${user.phone}` }
}
