// A name typed as one long word (up to 255 characters, the longest an address or a name may
// be) breaks inside its card and the side menu instead of running off the screen.
import type { Page } from '@playwright/test'
import { signedInCustomer } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'

const long = 'Alkhuwairresidence'.repeat(15).slice(0, 255)

// Where the long name's text is drawn past the screen's side (its text, not its box: a box
// may keep its width while the word runs out of it).
function runsOff(page: Page, word: string): Promise<string[]> {
  return page.evaluate(
    (word) => {
      const width = document.documentElement.clientWidth
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.includes(word)) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rect = range.getBoundingClientRect()
        if (rect.width > 0 && (rect.right > width + 1 || rect.left < -1)) {
          found.push(
            `${node.parentElement?.tagName} ${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}`,
          )
        }
      }
      return found
    },
    word.slice(0, 30),
  )
}

test('a 255-character name stays inside the profile, the address cards and the side menu', async ({
  page,
  backend,
  signedInAs,
}) => {
  const customer = await signedInCustomer(page, backend, signedInAs, {
    address: true,
    firstName: long,
  })
  await backend.server.deps.db.query('update addresses set company_name = $2 where user_id = $1', [
    customer.id,
    long,
  ])
  for (const screen of ['/profile/', '/address/a/']) {
    await page.goto(screen)
    await expect(page.getByText(long.slice(0, 40)).first()).toBeVisible()
    expect(await runsOff(page, long), screen).toEqual([])
  }
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByTestId('side-menu-name')).toContainText(long.slice(0, 40))
  expect(await runsOff(page, long)).toEqual([])
})
