// One figure, one source: every seeded order of the demo customer reads the same in the order
// list, the order's detail, the invoices (screen, CSV and PDF), the REST order view and the
// commerce GraphQL answer: paid amount, payable, discount, wallet part, shipping, tax, fee,
// status and payment status. Expected figures come from the database rows (the order, its
// wallet gift card, its service_fee line) through the one rule (shared/domain/order-figures.ts);
// each place is read as a person or a client reads it.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { orderWithAmounts, type OrderWithAmounts } from '../../server/account/order-view.ts'
import { demoUsers } from '../../server/db/seed/demo.ts'
import { formatBaisaWithUnit, truncateDecimals } from '../../shared/domain/format-omr.ts'
import { orderFigures, type OrderFigures } from '../../shared/domain/order-figures.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { pdfTextRuns } from './account-pdf-text.ts'
import { inArabic } from './language-support.ts'

interface SeededOrder {
  id: number
  number: number
  status: string
  charge_status: string
  figures: OrderFigures
}

const invoiced = (order: SeededOrder) =>
  ['RETURNED', 'PARTIALLY_RETURNED'].includes(order.status) ||
  (!['CANCELED', 'DRAFT'].includes(order.status) &&
    ['FULLY_CHARGED', 'PARTIALLY_CHARGED', 'PARTIALLY_REFUNDED'].includes(order.charge_status))

async function seededOrders(backend: Backend): Promise<SeededOrder[]> {
  const rows = await backend.server.deps.db.query<OrderWithAmounts>(
    `select ${orderWithAmounts} join users u on u.id = o.user_id
      where u.phone = $1 order by o.created_at desc, o.id desc`,
    [demoUsers.customer.phone],
  )
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    charge_status: row.paymentStatus,
    figures: orderFigures(row),
  }))
}

const omr = (baisa: number) => baisa / 1000
const shown = (baisa: number, minus = false) =>
  `${minus && baisa > 0 ? '-' : ''}${formatBaisaWithUnit(baisa)}`
const gid = (id: number) => Buffer.from(`Order:${id}`).toString('base64')

async function download(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 0 }),
    page.getByTestId(testId).click(),
  ])
  return readFile(await file.path())
}

const orderQuery = `query($id: ID!) { order(id: $id) {
  number status paymentStatus displayGrossPrices
  undiscountedTotal { gross { amount } } subtotal { gross { amount } }
  shippingPrice { gross { amount } } total { gross { amount } tax { amount } }
  totalCharged { amount }
  giftCards { initialBalance { amount } currentBalance { amount } metadata { key value } }
  lines { productName totalPrice { gross { amount } } }
} }`

interface GraphqlOrder {
  number: string
  status: string
  paymentStatus: string
  undiscountedTotal: { gross: { amount: number } }
  subtotal: { gross: { amount: number } }
  shippingPrice: { gross: { amount: number } }
  total: { gross: { amount: number }; tax: { amount: number } }
  totalCharged: { amount: number }
  giftCards: {
    initialBalance: { amount: number }
    currentBalance: { amount: number }
    metadata: { key: string; value: string }[]
  }[]
  lines: { productName: string; totalPrice: { gross: { amount: number } } }[]
}

const baisa = (amount: number) => Math.round(amount * 1000)

function graphqlFigures(order: GraphqlOrder): OrderFigures {
  return orderFigures({
    paymentStatus: order.paymentStatus,
    undiscountedTotal: baisa(order.undiscountedTotal.gross.amount),
    subtotal: baisa(order.subtotal.gross.amount),
    shipping: baisa(order.shippingPrice.gross.amount),
    tax: baisa(order.total.tax.amount),
    total: baisa(order.total.gross.amount),
    totalCharged: baisa(order.totalCharged.amount),
    wallet: order.giftCards
      .filter((card) => card.metadata.some((item) => item.value === 'wallet'))
      .reduce(
        (sum, card) => sum + baisa(card.initialBalance.amount) - baisa(card.currentBalance.amount),
        0,
      ),
    fee: order.lines
      .filter((line) => line.productName === 'service_fee')
      .reduce((sum, line) => sum + baisa(line.totalPrice.gross.amount), 0),
  })
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: every seeded order reads the same in the list, detail, invoices, REST and GraphQL`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    test.setTimeout(180_000)
    const orders = await seededOrders(backend)
    expect(orders.length).toBeGreaterThanOrEqual(10)
    if (language === 'ar') await inArabic(page)
    await signedInAs(page, demoUsers.customer.phone)
    const { accessToken } = await backend.signIn(demoUsers.customer.phone)
    const headers = { authorization: `Bearer ${accessToken}`, 'accept-language': language }

    // The commerce GraphQL answer and the REST view, as any client reads them.
    const restList = (await (
      await fetch(`${backend.url}/api/v1/orders/user-orders/`, { headers })
    ).json()) as { data: { id: number; payable_amount: number; paid_amount: number }[] }
    for (const order of orders) {
      const graphql = await backend.graphql<{ data: { order: GraphqlOrder } }>(
        '/graphql/',
        orderQuery,
        { id: gid(order.id) },
        accessToken,
      )
      expect(graphql.data.order).toMatchObject({
        status: order.status,
        paymentStatus: order.charge_status,
      })
      expect(graphqlFigures(graphql.data.order), `GraphQL #${order.number}`).toEqual(order.figures)

      const listed = restList.data.find((row) => row.id === order.id)
      expect(listed, `REST list #${order.number}`).toMatchObject({
        payable_amount: omr(order.figures.payable),
        paid_amount: omr(order.figures.paid),
      })
      const detail = (await (
        await fetch(`${backend.url}/api/v1/orders/user-orders/?id=${order.id}`, { headers })
      ).json()) as { data: Record<string, unknown> }
      expect(detail.data, `REST detail #${order.number}`).toMatchObject({
        status: order.status,
        payment_status: order.charge_status,
        amount: omr(order.figures.price),
        discount_amount: omr(order.figures.discount),
        delivery_amount: omr(order.figures.shipping),
        tax_amount: omr(order.figures.tax),
        service_amount: omr(order.figures.fee),
        credit_amount: omr(order.figures.wallet),
        payable_amount: omr(order.figures.payable),
        paid_amount: omr(order.figures.paid),
      })
    }

    // The order list: the paid amount and both statuses of each card.
    await page.goto('/my-orders/')
    await expect(page.getByTestId('order-card')).toHaveCount(orders.length)
    const labels = new Map<number, { status: string; payment: string }>()
    for (const order of orders) {
      const card = page.locator(`[data-testid="order-card"][data-number="${order.number}"]`)
      await expect(card.getByTestId('order-paid')).toHaveText(shown(order.figures.paid))
      await expect(card.getByTestId('order-status')).toHaveAttribute('data-status', order.status)
      await expect(card.getByTestId('payment-status')).toHaveAttribute(
        'data-status',
        order.charge_status,
      )
      labels.set(order.number, {
        status: (await card.getByTestId('order-status').textContent())!,
        payment: (await card.getByTestId('payment-status').textContent())!,
      })
    }

    // Each order's detail: every figure of its summary, and the same statuses.
    for (const order of orders) {
      await page.goto(`/my-order/${gid(order.id)}`)
      const figure = (testId: string) => page.getByTestId(testId).locator('[data-amount]')
      const { figures } = order
      await expect(figure('summary-payable')).toHaveText(shown(figures.payable))
      await expect(figure('summary-price')).toHaveText(shown(figures.price))
      await expect(figure('summary-discount')).toHaveText(shown(figures.discount, true))
      await expect(figure('summary-tax')).toHaveText(shown(figures.tax))
      await expect(figure('summary-shipping')).toHaveText(shown(figures.shipping))
      await expect(figure('summary-wallet')).toHaveText(shown(figures.wallet, true))
      await expect(figure('summary-paid')).toHaveText(shown(figures.paid))
      if (figures.fee > 0) await expect(figure('summary-fee')).toHaveText(shown(figures.fee))
      else await expect(page.getByTestId('summary-fee')).toHaveCount(0)
      await expect(page.getByTestId('order-status')).toHaveText(labels.get(order.number)!.status)
      await expect(page.getByTestId('payment-status')).toHaveText(labels.get(order.number)!.payment)
      await expect(page.getByTestId('line-name')).not.toContainText(['service_fee'])
    }

    // The invoices: the same paid amount and statuses, on the screen, in the CSV and the PDF.
    const invoices = orders.filter(invoiced)
    await page.goto('/invoices/')
    await expect(page.getByTestId('invoice-item')).toHaveCount(invoices.length)
    for (const order of invoices) {
      const item = page.locator(`[data-testid="invoice-item"][data-number="${order.number}"]`)
      await expect(item.getByTestId('invoice-amount')).toHaveText(shown(order.figures.paid))
      await expect(item.getByTestId('order-status')).toHaveText(labels.get(order.number)!.status)
      await expect(item.getByTestId('payment-status')).toHaveText(labels.get(order.number)!.payment)
    }
    const csv = (await download(page, 'export-csv')).toString('utf8').split('\r\n')
    for (const order of invoices) {
      const line = csv.find((row) => row.startsWith(`${order.number},`))
      const { status, payment } = labels.get(order.number)!
      const paid = truncateDecimals(omr(order.figures.paid), 3)
      expect(line, `CSV #${order.number}`).toMatch(
        new RegExp(`^${order.number},[^,]+,${status},${payment},.*,${paid}$`),
      )
    }
    // A PDF row runs from its invoice number to the next one; a long label may wrap in its
    // column, so the row's runs are read as one text.
    const runs = (await pdfTextRuns(await download(page, 'export-pdf'))).flat()
    const numbers = new Set(invoices.map((order) => String(order.number)))
    for (const order of invoices) {
      const at = runs.indexOf(String(order.number))
      expect(at, `PDF #${order.number}`).toBeGreaterThanOrEqual(0)
      const end = runs.findIndex((run, index) => index > at && numbers.has(run))
      const row = runs
        .slice(at, end < 0 ? undefined : end)
        .join(' ')
        .replace(/\s+/g, ' ')
      const { status, payment } = labels.get(order.number)!
      for (const text of [status, payment, formatBaisaWithUnit(order.figures.paid)]) {
        expect(row, `PDF #${order.number}`).toContain(text)
      }
    }
  })
}
