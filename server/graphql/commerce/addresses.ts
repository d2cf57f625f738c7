// The account's address book on the commerce endpoint, Saleor-shaped: me { addresses },
// accountAddressCreate / Update / Delete and addressValidationRules. Field problems come back
// as AccountError entries; another person's address is NOT_FOUND, as if it did not exist.
import {
  defaultAddressIds,
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  setDefaultAddress,
  updateOwnAddress,
  type AddressRow,
} from '../../addresses/address-book.ts'
import { addressValuesOf } from '../../addresses/address-json.ts'
import {
  checkAddress,
  emptyAddress,
  mergeAddressInput,
  type AddressProblem,
} from '../../addresses/address-values.ts'
import { countryRules } from '../../addresses/country-rules.ts'
import type { AuthUser } from '../../auth/request-user.ts'
import type { Language } from '../../lib/language.ts'
import type {
  MutationAccountAddressCreateArgs,
  MutationAccountAddressDeleteArgs,
  MutationAccountAddressUpdateArgs,
  QueryAddressValidationRulesArgs,
} from '../generated/commerce.ts'
import type { GraphQLContext } from '../context.ts'
import { requireSignedIn } from '../require-signed-in.ts'
import { userNode } from './account.ts'
import { contactAddressNode, countryNames, type CountryNames } from './address-node.ts'
import { msg } from '../../i18n/message.ts'
import { translate } from '../../i18n/translate.ts'

function addressNode(
  row: AddressRow,
  countries: CountryNames,
  language: Language,
  defaults: { shipping: number | null; billing: number | null },
) {
  const values = addressValuesOf(row)
  return {
    ...contactAddressNode({ id: row.id, values, code: values.countryCode, countries, language }),
    isDefaultShippingAddress: defaults.shipping === row.id,
    isDefaultBillingAddress: defaults.billing === row.id,
  }
}

async function bookOf(ctx: GraphQLContext, userId: number) {
  const [rows, countries, defaults] = await Promise.all([
    listAddresses(ctx.db, userId),
    countryNames(ctx.db),
    defaultAddressIds(ctx.db, userId),
  ])
  return rows.map((row) => addressNode(row, countries, ctx.language, defaults))
}

async function nodeOf(ctx: GraphQLContext, row: AddressRow) {
  const [countries, defaults] = await Promise.all([
    countryNames(ctx.db),
    defaultAddressIds(ctx.db, row.user_id),
  ])
  return addressNode(row, countries, ctx.language, defaults)
}

// Address ids are Saleor global ids ("Address:12" in base64); anything else is not found.
function addressPk(id: string): number | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8')
  const match = /^Address:(\d{1,9})$/.exec(decoded)
  return match ? Number(match[1]) : null
}

function notFound(id: string, language: Language): AddressProblem {
  return {
    field: 'id',
    code: 'NOT_FOUND',
    message: translate(language, msg("Couldn't resolve to a node: {id}", { id })),
  }
}

const refused = (errors: AddressProblem[]) => ({ address: null, user: null, errors })

// The user answered is read again by `User.addresses`, so a normalized cache replaces the
// whole list in one go.
const saved = async (ctx: GraphQLContext, user: AuthUser, row: AddressRow) => ({
  address: await nodeOf(ctx, row),
  user: userNode(user),
  errors: [],
})

async function accountAddressCreate(
  _: unknown,
  args: MutationAccountAddressCreateArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const values = mergeAddressInput(emptyAddress, args.input)
  const errors = checkAddress(values, ctx.language)
  if (errors.length > 0) return refused(errors)
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertAddress(tx, user.id, values)
    if (args.type) await setDefaultAddress(tx, user.id, created.id, args.type)
    return created
  })
  return saved(ctx, user, row)
}

async function accountAddressUpdate(
  _: unknown,
  args: MutationAccountAddressUpdateArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const pk = addressPk(args.id)
  const current = pk === null ? undefined : await findOwnAddress(ctx.db, user.id, pk)
  if (!current || pk === null) return refused([notFound(args.id, ctx.language)])
  const values = mergeAddressInput(addressValuesOf(current), args.input)
  const errors = checkAddress(values, ctx.language)
  if (errors.length > 0) return refused(errors)
  const row = await updateOwnAddress(ctx.db, user.id, pk, values)
  if (!row) return refused([notFound(args.id, ctx.language)])
  return saved(ctx, user, row)
}

async function accountAddressDelete(
  _: unknown,
  args: MutationAccountAddressDeleteArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const pk = addressPk(args.id)
  const deleted = pk !== null && (await deleteOwnAddress(ctx.db, user.id, pk))
  if (!deleted) return { user: null, errors: [notFound(args.id, ctx.language)] }
  return { user: userNode(user), errors: [] }
}

function addressValidationRules(_: unknown, args: QueryAddressValidationRulesArgs) {
  return countryRules(args.countryCode)
}

// me { addresses }: only ever the signed-in person's own book.
async function userAddresses(parent: { pk?: number }, _: unknown, ctx: GraphQLContext) {
  if (!ctx.user || parent.pk !== ctx.user.id) return []
  return bookOf(ctx, ctx.user.id)
}

export const addressResolvers = {
  Query: { addressValidationRules },
  Mutation: { accountAddressCreate, accountAddressUpdate, accountAddressDelete },
  User: { addresses: userAddresses },
}
