// /invoices/: the person's paid and returned orders, and their exports (invoices.csv and
// invoices.pdf, made on the device) holding exactly those orders, in the interface language.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { expectVisitorSentTo, fixtureProducts, test } from './account-support.ts'
import { pdfTextRuns } from './account-pdf-text.ts'

const orders = [
  {
    daysAgo: 20,
    shipping: 1500,
    lines: [{ productId: fixtureProducts.plain.id, quantity: 2 }],
  },
  {
    daysAgo: 10,
    status: 'RETURNED',
    chargeStatus: 'FULLY_REFUNDED',
    lines: [{ productId: fixtureProducts.fixedDiscount.id, quantity: 1, returned: 1 }],
  },
  {
    daysAgo: 5,
    status: 'CANCELED',
    chargeStatus: 'FULLY_REFUNDED',
    lines: [{ productId: fixtureProducts.plain.id, quantity: 1 }],
  },
  {
    daysAgo: 1,
    status: 'UNCONFIRMED',
    chargeStatus: 'PENDING',
    lines: [{ productId: fixtureProducts.plain.id, quantity: 3 }],
  },
]

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  // The PDF is made on the device (its font tooling loads first): as long as the machine takes.
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 0 }),
    page.getByTestId(testId).click(),
  ])
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) }
}

test.describe('invoices', () => {
  test('send a visitor to sign in', async ({ page }) => {
    await expectVisitorSentTo(page, '/invoices/', '/login/d/')
  })

  test('say when there are none', async ({ page, customerSignedIn }) => {
    await customerSignedIn({ orders: [orders[2]!] })
    await page.goto('/invoices/')
    await expect(page.getByTestId('empty-state')).toHaveText('You have no invoices yet.')
    await expect(page.getByTestId('export-csv')).toHaveCount(0)
  })

  test('list paid and returned orders and export them as CSV and PDF', async ({
    page,
    customerSignedIn,
  }) => {
    const person = await customerSignedIn({ firstName: 'Huda', lastName: 'Al Said', orders })
    const [paid, returned, canceled, pending] = person.orders
    await page.goto('/invoices/')
    const items = page.getByTestId('invoice-item')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(`Invoice #${returned!.number}`)
    // The same statuses as the order's card: returned, refunded.
    await expect(items.nth(0).getByTestId('order-status')).toHaveText('Returned')
    await expect(items.nth(0).getByTestId('payment-status')).toHaveText('Refunded')
    await expect(items.nth(1)).toContainText(`Invoice #${paid!.number}`)
    await expect(items.nth(1)).toContainText('34.500 OMR')

    const csv = await download(page, 'export-csv')
    expect(csv.name).toBe('invoices.csv')
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Invoice,Date,Status,Payment,Items,Amount (OMR)')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(
      new RegExp(
        `^${returned!.number},\\d{4}-\\d{2}-\\d{2},Returned,Refunded,${fixtureProducts.fixedDiscount.nameEn} × 1,16\\.800$`,
      ),
    )
    expect(lines[2]).toBe(
      `${paid!.number},${lines[2]!.split(',')[1]},Delivered,Paid,${fixtureProducts.plain.nameEn} × 2,34.500`,
    )
    for (const absent of [canceled!, pending!])
      expect(csv.bytes.toString()).not.toContain(`${absent.number},`)

    const pdf = await download(page, 'export-pdf')
    expect(pdf.name).toBe('invoices.pdf')
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const runs = (await pdfTextRuns(pdf.bytes)).flat()
    expect(runs).toContain('Invoices')
    expect(runs.some((run) => run.includes('Huda Al Said'))).toBe(true)
    for (const text of [
      String(paid!.number),
      String(returned!.number),
      'Delivered',
      'Paid',
      'Returned',
      'Refunded',
      '34.500 OMR',
      '16.800 OMR',
    ])
      expect(runs).toContain(text)
    expect(runs).not.toContain(String(canceled!.number))
    expect(runs).not.toContain(String(pending!.number))
  })

  test('export in Arabic', async ({ page, backend, customerSignedIn }) => {
    const person = await customerSignedIn({ orders: orders.slice(0, 2) }, 'ar')
    const [paid, returned] = person.orders
    await page.goto('/invoices/')
    await expect(page.getByTestId('invoice-item')).toHaveCount(2)
    await expect(page.getByTestId('invoice-item').getByTestId('order-status')).toHaveText([
      'مرتجع',
      'تم التوصيل',
    ])
    await expect(page.getByTestId('invoice-item').getByTestId('payment-status')).toHaveText([
      'مسترد',
      'مدفوع',
    ])
    const names = await backend.server.deps.db.query<{ id: number; name_ar: string }>(
      'select id, name_ar from products where id in ($1, $2)',
      [fixtureProducts.plain.id, fixtureProducts.fixedDiscount.id],
    )
    const arabicName = (id: number) => names.find((row) => row.id === id)!.name_ar

    const csv = (await download(page, 'export-csv')).bytes.toString('utf8')
    expect(csv).toContain('الفاتورة,التاريخ,الحالة,الدفع,المنتجات,المبلغ (OMR)')
    expect(csv).toContain(`,تم التوصيل,مدفوع,${arabicName(fixtureProducts.plain.id)} × 2,34.500`)
    expect(csv).toContain(`${returned!.number},`)

    const runs = (await pdfTextRuns((await download(page, 'export-pdf')).bytes)).flat()
    expect(runs).toContain('الفواتير')
    // The currency reads OMR as in every amount, drawn from the left "(OMR) المبلغ" (the
    // Arabic run's bracket is mirrored), never "OMR))".
    const header = runs.indexOf('المبلغ (')
    expect(runs.slice(header - 2, header + 1)).toEqual(['(', 'OMR', 'المبلغ ('])
    expect(runs).toContain('مدفوع')
    expect(runs).toContain('مرتجع')
    expect(runs).toContain(String(paid!.number))
    expect(runs).toContain('34.500 OMR')
  })
})
