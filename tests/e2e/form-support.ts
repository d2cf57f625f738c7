import type { Page } from '@playwright/test'

// The message under a form field (Mantine's input wrapper's error), by the input's test id.
export function fieldError(page: Page, testId: string) {
  return page
    .locator('.mantine-InputWrapper-root', { has: page.getByTestId(testId) })
    .locator('.mantine-InputWrapper-error')
}
