// Nothing of the first step is cut on a 320 px and a 390 px phone, in either language: the
// country code and the chosen car with its year read whole (issue 17, point 8).
import type { Locator } from '@playwright/test'
import { expect } from './fixtures.ts'
import { test } from './staff-service-support.ts'

const whole = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth + 1)

for (const language of ['en', 'ar'] as const) {
  test(`the first step reads whole at 320 and 390 px (${language})`, async ({
    page,
    staffServing,
  }) => {
    const customer = await staffServing(
      { cars: [{ brand: 'Toyota', model: 'Land Cruiser', year: 2019 }] },
      language,
    )
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 })
      await page.goto('/new-service/')
      await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
      const car = page.getByTestId('customer-car')
      await expect(car).toHaveValue(/\(2019\)/)
      expect(await whole(car), `car at ${width} px`).toBe(true)
      const country = page.getByTestId('country-code')
      await expect(country).toHaveValue('968')
      expect(await whole(country), `country code at ${width} px`).toBe(true)
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    }
  })
}
