// Data known to the router (decision 281): a page's route starts its data with its code, through
// the query its screen reads, so the screen finds the answer coming and asks nothing more.
import { expect } from './fixtures.ts'
import { test } from './account-support.ts'

test.describe('a page’s loader', () => {
  test('asks for the page’s data while its code is on its way, and only once', async ({
    page,
    customerSignedIn,
  }) => {
    await customerSignedIn()
    await page.goto('/profile/')
    await expect(page.getByTestId('link-cars')).toBeVisible()
    // The cars page's code is held back until its data has been asked for.
    let codeAnswered = false
    let releaseCode = () => {}
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve))
    await page.route(/\/assets\/mycars-[\w-]+\.js$/, async (route) => {
      await codeHeld
      codeAnswered = true
      await route.continue()
    })
    const carsAsked: boolean[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/user-car/')) carsAsked.push(codeAnswered)
    })
    await page.getByTestId('link-cars').click()
    await expect.poll(() => carsAsked.length).toBe(1)
    expect(carsAsked[0]).toBe(false)
    releaseCode()
    await expect(page.getByTestId('empty-state')).toContainText('You have no cars yet.')
    expect(carsAsked).toEqual([false])
  })
})
