// Returning a bought item: the returnable lines, a summary of one, the request (with the
// reason the person picks from the poll questions) which sends a one-time code, and the
// verification that refunds the item to the wallet. A person only ever sees and returns their
// own lines: anything else is not found (404).
import { orderReturnedNotice, type Notice } from '../push/customer-notices.ts'
import type * as z from 'zod/mini'
import type {
  returnableItem,
  returnRequest,
  returnSummary as returnSummaryAnswer,
  verifiedReturn,
} from '#shared/contracts/rest/orders.ts'
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import { issueCode, verifyCode, type CodeSettings } from '../otp/codes.ts'
import { RuleError } from '../service-center/rule-error.ts'
import type { Logger } from '../log.ts'
import { orderAfterReturn, returnableQuantity, returnUntil } from './return-rules.ts'
import { rootCategoryOf } from './poll-questions.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'
import { msg } from '../i18n/message.ts'
import { inBoth } from '../i18n/translate.ts'

export interface Person {
  id: number
  phone: string
}

interface LineRow {
  id: number
  order_id: number
  order_number: number
  order_status: string
  charge_status: string
  order_created_at: Date
  product_name_en: string
  product_name_ar: string
  thumbnail_url: string | null
  quantity: number
  quantity_returned: number
  quantity_used: number
  is_service: boolean
  product_id: number | null
  category_id: number | null
  unit_price: number
  currency: string
}

const lineSelect = `select l.id, l.order_id, o.number as order_number, o.status as order_status,
       o.charge_status, o.created_at as order_created_at, l.product_name_en, l.product_name_ar,
       l.thumbnail_url, l.quantity, l.quantity_returned, l.quantity_used, l.is_service,
       l.product_id, l.category_id, l.unit_price, c.currency_code as currency
  from order_lines l join orders o on o.id = l.order_id join channels c on c.id = o.channel_id`

function available(row: LineRow, now: Date): number {
  return returnableQuantity(
    {
      quantity: row.quantity,
      quantityReturned: row.quantity_returned,
      quantityUsed: row.quantity_used,
      isService: row.is_service,
      hasProduct: row.product_id !== null,
    },
    { status: row.order_status, chargeStatus: row.charge_status, createdAt: row.order_created_at },
    now,
  )
}

export type ReturnableItem = z.output<typeof returnableItem>

// What every return screen shows of an order line, `quantity` of it.
function returnLineOf(row: LineRow, quantity: number, language: Language) {
  return {
    id: row.id,
    order_id: row.order_id,
    order_number: String(row.order_number),
    product_name: pick(language, row.product_name_en, row.product_name_ar),
    image: row.thumbnail_url,
    quantity,
    unit_price: toOmr(row.unit_price),
    currency: row.currency,
    return_until: returnUntil(row.order_created_at).toISOString(),
  }
}

function toItem(row: LineRow, language: Language, now: Date): ReturnableItem {
  return {
    ...returnLineOf(row, row.quantity, language),
    returned: row.quantity_returned,
    returnable_quantity: available(row, now),
  }
}

export async function returnableItems(
  db: Db,
  person: Person,
  language: Language,
  now: Date = new Date(),
): Promise<ReturnableItem[]> {
  const rows = await db.query<LineRow>(
    `${lineSelect} where o.user_id = $1 order by o.created_at desc, l.id`,
    [person.id],
  )
  return rows.filter((row) => available(row, now) > 0).map((row) => toItem(row, language, now))
}

const lineNotFound = () => new RuleError(404, msg('We could not find this item in your orders.'))

async function personLine(db: Db, person: Person, lineId: number, lock = false): Promise<LineRow> {
  const row = await db.one<LineRow>(
    `${lineSelect} where l.id = $1 and o.user_id = $2${lock ? ' for update of l, o' : ''}`,
    [lineId, person.id],
  )
  if (!row) throw lineNotFound()
  return row
}

function checkQuantity(row: LineRow, quantity: number, now: Date): void {
  const left = available(row, now)
  if (left === 0) {
    throw new RuleError(400, msg('This item can no longer be returned.'))
  }
  if (quantity > left) {
    throw new RuleError(400, msg('You can return at most {left} of this item.', { left }), {
      data: { returnable_quantity: left },
    })
  }
}

export type ReturnSummary = z.output<typeof returnSummaryAnswer>

export async function returnSummary(
  db: Db,
  person: Person,
  request: { lineId: number; quantity: number },
  language: Language,
  now: Date = new Date(),
): Promise<ReturnSummary> {
  const row = await personLine(db, person, request.lineId)
  checkQuantity(row, request.quantity, now)
  return {
    ...returnLineOf(row, request.quantity, language),
    refund_amount: toOmr(row.unit_price * request.quantity),
    refund_to: 'wallet',
    category_id: row.category_id === null ? null : await rootCategoryOf(db, row.category_id),
  }
}

export type ReturnRequest = z.output<typeof returnRequest>

export interface CodeSending {
  log: Logger
  settings: CodeSettings
  language: Language
  messagingService?: string | null
}

// A person asking again for the same line, amount and reason gets the open request back with
// a fresh code (that is how "send the code again" works).
export async function requestReturn(
  db: Db,
  person: Person,
  request: { lineId: number; quantity: number; pollId: number },
  codes: CodeSending,
  now: Date = new Date(),
): Promise<ReturnRequest> {
  const row = await personLine(db, person, request.lineId)
  checkQuantity(row, request.quantity, now)
  const root = row.category_id === null ? null : await rootCategoryOf(db, row.category_id)
  const poll = await db.one<{ id: number }>(
    `select id from poll_questions where id = $1 and type = 'returned'
        and (category_id is null or category_id = $2)`,
    [request.pollId, root],
  )
  if (!poll) {
    throw new RuleError(400, msg('Choose one of the reasons offered for this item.'), {
      field: 'poll_id',
    })
  }
  const open = await db.one<{ id: number }>(
    `select id from returns where user_id = $1 and order_line_id = $2 and quantity = $3
        and poll_id = $4 and status = 'requested' order by id desc limit 1`,
    [person.id, row.id, request.quantity, poll.id],
  )
  const id =
    open?.id ??
    (await db.one<{ id: number }>(
      `insert into returns (order_line_id, user_id, quantity, poll_id) values ($1, $2, $3, $4)
       returning id`,
      [row.id, person.id, request.quantity, poll.id],
    ))!.id
  const sent = await issueCode(db, codes.log, codes.settings, {
    phone: person.phone,
    purpose: 'return',
    ref: String(id),
    messagingService: codes.messagingService ?? null,
    language: codes.language,
  })
  if (!sent.ok) {
    throw new RuleError(
      429,
      msg('Too many codes were sent to your number. Try again in a few minutes.'),
    )
  }
  return {
    id,
    order_line_id: row.id,
    quantity: request.quantity,
    poll_id: poll.id,
    status: 'requested',
    phone_number: person.phone,
  }
}

const refusals = {
  wrong: msg('That code is not right. Check it and try again.'),
  too_many_attempts: msg('Too many wrong codes. Ask for a new code.'),
  expired: msg('This code has expired. Ask for a new code.'),
  missing: msg('No code is waiting for this return. Ask for a new code.'),
} as const

export type VerifiedReturn = z.output<typeof verifiedReturn>

// The code confirms the return: the item goes back, its price goes to the wallet and the
// order's status and payment status follow. All of it in one transaction. With it, the notice
// that tells the person (decision 265).
export async function verifyReturn(
  db: Db,
  person: Person,
  request: { returnId: number; code: string },
  settings: Pick<CodeSettings, 'secret'>,
  now: Date = new Date(),
): Promise<{ verified: VerifiedReturn; notice: Notice }> {
  const ret = await db.one<{ id: number; order_line_id: number; quantity: number; status: string }>(
    'select id, order_line_id, quantity, status from returns where id = $1 and user_id = $2',
    [request.returnId, person.id],
  )
  if (!ret) {
    throw new RuleError(404, msg('We could not find this return.'))
  }
  if (ret.status !== 'requested') {
    throw new RuleError(409, msg('This return is already confirmed.'))
  }
  const outcome = await db.transaction(async (tx) => {
    const check = await verifyCode(tx, settings, {
      phone: person.phone,
      purpose: 'return',
      ref: String(ret.id),
      code: request.code,
    })
    if (!check.ok) return { check }
    const line = await personLine(tx, person, ret.order_line_id, true)
    checkQuantity(line, ret.quantity, now)
    const refund = line.unit_price * ret.quantity
    await tx.query(
      'update order_lines set quantity_returned = quantity_returned + $2 where id = $1',
      [line.id, ret.quantity],
    )
    const order = await tx.one<{ total_charged: number }>(
      'select total_charged from orders where id = $1',
      [line.order_id],
    )
    const productLines = await tx.query<{ quantity: number; quantity_returned: number }>(
      `select quantity, quantity_returned from order_lines
        where order_id = $1 and product_id is not null and not is_service`,
      [line.order_id],
    )
    const next = orderAfterReturn(
      { totalCharged: order!.total_charged },
      productLines.map((l) => ({ quantity: l.quantity, quantityReturned: l.quantity_returned })),
      refund,
    )
    await tx.query(
      'update orders set total_charged = $2, charge_status = $3, status = $4 where id = $1',
      [line.order_id, next.totalCharged, next.chargeStatus, next.status],
    )
    const balance = await creditWallet(tx, person.id, refund, {
      number: line.order_number,
      reason: `return ${line.order_number}`,
    })
    await tx.query(`update returns set status = 'verified', verified_at = now() where id = $1`, [
      ret.id,
    ])
    return {
      check,
      notice: orderReturnedNotice({
        id: line.order_id,
        number: line.order_number,
        product: { en: line.product_name_en, ar: line.product_name_ar || line.product_name_en },
        quantity: ret.quantity,
        refund,
      }),
      verified: {
        id: ret.id,
        order_line_id: line.id,
        order_id: line.order_id,
        quantity: ret.quantity,
        refund_amount: toOmr(refund),
        wallet_balance: toOmr(balance),
        order_status: next.status,
        payment_status: next.chargeStatus,
      },
    }
  })
  // Refused outside the transaction, so a wrong try stays counted.
  if (!outcome.check.ok || !('verified' in outcome) || !outcome.verified) {
    const reason = outcome.check.ok ? 'missing' : outcome.check.reason
    const triesLeft = outcome.check.ok ? 0 : outcome.check.triesLeft
    throw new RuleError(400, refusals[reason], { data: { tries_left: triesLeft } })
  }
  return { verified: outcome.verified, notice: outcome.notice }
}

async function creditWallet(
  tx: Db,
  userId: number,
  amount: number,
  order: { number: number; reason: string },
): Promise<number> {
  const wallet = await tx.one<{ id: number; balance: number }>(
    `insert into wallets (user_id, balance) values ($1, $2)
       on conflict (user_id) do update set balance = wallets.balance + excluded.balance
     returning id, balance`,
    [userId, amount],
  )
  const description = inBoth(
    msg('Refund of {omr} for a returned item, order #{number}', {
      omr: baisaInText(amount),
      number: order.number,
    }),
  )
  await tx.query(
    `insert into wallet_transactions
       (wallet_id, changed_amount, balance, type, reason, description_en, description_ar)
     values ($1, $2, $3, 'REFUND', $4, $5, $6)`,
    [wallet!.id, amount, wallet!.balance, order.reason, description.en, description.ar],
  )
  return wallet!.balance
}
