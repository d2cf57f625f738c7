import { beforeAll, describe, expect, it } from 'vitest'
import { insertTestPlaces } from '../../addresses/test-places.ts'
import { createUser, testApp, tokenFor } from '../../test-support.ts'
import { homeAddressInput } from './test-address-input.ts'

const fields = `id companyName streetAddress1 streetAddress2 city postalCode countryArea
  country { code country } metadata { key value }`

const create = `mutation($input: AddressInput!, $type: AddressTypeEnum) {
  accountAddressCreate(input: $input, type: $type) {
    address { ${fields} } user { id addresses { id } } errors { field code message } } }`
const update = `mutation($id: ID!, $input: AddressInput!) {
  accountAddressUpdate(id: $id, input: $input) {
    address { ${fields} } user { id } errors { field code message } } }`
const remove = `mutation($id: ID!) {
  accountAddressDelete(id: $id) { user { id addresses { id } } errors { field code message } } }`
const book = `{ me { addresses { ${fields} } } }`

interface Address {
  id: string
  companyName: string
  streetAddress1: string
  city: string
  postalCode: string
  country: { code: string; country: string }
  metadata: { key: string; value: string }[]
}
type Errors = { field: string; code: string; message: string }[]

const home = homeAddressInput('58.435800, 23.595700')

describe('the address book on the commerce endpoint', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let owner: string
  let stranger: string

  beforeAll(async () => {
    t = await testApp()
    await insertTestPlaces(t.deps.db)
    owner = await tokenFor(t.deps, await createUser(t.deps, '96890007001'))
    stranger = await tokenFor(t.deps, await createUser(t.deps, '96890007002'))
  })

  const call = <T>(query: string, variables: object, token?: string) =>
    t.graphql<T>('/graphql/', query, variables as Record<string, unknown>, token)

  it('creates, lists, updates and deletes an address of its owner', async () => {
    const created = await call<{
      accountAddressCreate: {
        address: Address
        user: { addresses: { id: string }[] }
        errors: Errors
      }
    }>(create, { input: home, type: 'SHIPPING' }, owner)
    const answer = created.body.data.accountAddressCreate
    expect(answer.errors).toEqual([])
    expect(answer.address).toMatchObject({
      companyName: 'Home',
      city: 'bawshar',
      country: { code: 'OM', country: 'Oman' },
      metadata: [{ key: 'location', value: '58.435800, 23.595700' }],
    })
    expect(answer.user.addresses.map((a) => a.id)).toEqual([answer.address.id])

    const edited = await call<{ accountAddressUpdate: { address: Address; errors: Errors } }>(
      update,
      { id: answer.address.id, input: { streetAddress1: 'Way 3022', postalCode: '112' } },
      owner,
    )
    expect(edited.body.data.accountAddressUpdate.errors).toEqual([])
    expect(edited.body.data.accountAddressUpdate.address).toMatchObject({
      streetAddress1: 'Way 3022',
      postalCode: '112',
      companyName: 'Home',
    })
    const listed = await call<{ me: { addresses: Address[] } }>(book, {}, owner)
    expect(listed.body.data.me.addresses).toHaveLength(1)
    const theirs = await call<{ me: { addresses: Address[] } }>(book, {}, stranger)
    expect(theirs.body.data.me.addresses).toEqual([])

    const deleted = await call<{
      accountAddressDelete: { user: { addresses: unknown[] }; errors: Errors }
    }>(remove, { id: answer.address.id }, owner)
    expect(deleted.body.data.accountAddressDelete).toEqual({
      user: { id: expect.any(String), addresses: [] },
      errors: [],
    })
  })

  it('answers field errors the Saleor way, in the person’s language', async () => {
    const response = await t.app.request('/graphql/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${owner}`,
        'accept-language': 'AR',
      },
      body: JSON.stringify({
        query: create,
        variables: { input: { ...home, streetAddress1: ' ', postalCode: '12' } },
      }),
    })
    const body = (await response.json()) as { data: { accountAddressCreate: { errors: Errors } } }
    expect(body.data.accountAddressCreate.errors).toEqual([
      { field: 'streetAddress1', code: 'REQUIRED', message: 'هذا الحقل مطلوب.' },
      { field: 'postalCode', code: 'INVALID', message: 'هذه القيمة غير صالحة للعنوان.' },
    ])
  })

  it("treats another person's address as not found, on update and delete", async () => {
    const created = await call<{ accountAddressCreate: { address: Address } }>(
      create,
      { input: home },
      owner,
    )
    const id = created.body.data.accountAddressCreate.address.id
    for (const [query, variables] of [
      [update, { id, input: { streetAddress1: 'Taken' } }],
      [remove, { id }],
      [update, { id: 'bm9uc2Vuc2U=', input: { city: 'x' } }],
    ] as const) {
      const { body } = await call<Record<string, { errors: Errors }>>(query, variables, stranger)
      const [answer] = Object.values(body.data)
      expect(answer!.errors).toEqual([
        { field: 'id', code: 'NOT_FOUND', message: expect.any(String) },
      ])
    }
    const still = await call<{ me: { addresses: Address[] } }>(book, {}, owner)
    expect(still.body.data.me.addresses.find((a) => a.id === id)?.streetAddress1).toBe(
      home.streetAddress1,
    )
  })

  it('asks a visitor to sign in', async () => {
    const { body } = await call(create, { input: home })
    expect(body.errors?.[0]?.extensions?.exception?.code).toBe('PermissionDenied')
  })

  it('gives the validation rules of a country', async () => {
    const { body } = await call<{
      addressValidationRules: { allowedFields: string[]; postalCodeMatchers: string[] }
    }>('{ addressValidationRules(countryCode: OM) { allowedFields postalCodeMatchers } }', {})
    expect(body.data.addressValidationRules.allowedFields).toContain('street_address')
    expect(body.data.addressValidationRules.allowedFields).not.toContain('country_area')
    expect(body.data.addressValidationRules.postalCodeMatchers).toEqual(['^\\d{3}'])
  })
})
