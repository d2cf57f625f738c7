// Helpers of the address, wallet and service-center specs: customers of the test's own (so no
// other test's data is touched), and the wallet's ledger written the way
// the backend writes it.
import { recordWalletChange } from '../../server/wallet/ledger.ts'
import type { Backend } from './fixtures.ts'

let sequence = 0

export interface Customer {
  id: number
  phone: string
}

// A customer nobody else's test touches, in Bawshar (Muscat) unless told otherwise.
export async function freshCustomer(
  backend: Backend,
  firstName = 'Test',
  cityId: number | null = 3,
): Promise<Customer> {
  sequence += 1
  const phone = `9686${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`
  const row = await backend.server.deps.db.one<{ id: number }>(
    `insert into users (phone, first_name, last_name, city_id) values ($1, $2, 'Customer', $3)
     on conflict (phone) do update set first_name = excluded.first_name
     returning id`,
    [phone, firstName, cityId],
  )
  return { id: row!.id, phone }
}

// Ledger rows in the past, oldest first, as top-ups (positive) and payments (negative), in baisa.
export async function walletHistory(
  backend: Backend,
  customer: Customer,
  changes: { amount: number; en: string; ar: string }[],
): Promise<void> {
  for (const change of changes) {
    await recordWalletChange(backend.server.deps.db, {
      userId: customer.id,
      amount: change.amount,
      type: change.amount > 0 ? 'CHARGE' : 'PAYMENT',
      reason: change.amount > 0 ? 'charge' : 'service',
      descriptionEn: change.en,
      descriptionAr: change.ar,
      gatewayId: change.amount > 0 ? 'dev-card' : 'WALLET',
    })
  }
}

export async function balanceOf(backend: Backend, customer: Customer): Promise<number> {
  const row = await backend.server.deps.db.one<{ balance: number }>(
    'select balance from wallets where user_id = $1',
    [customer.id],
  )
  return row?.balance ?? 0
}
