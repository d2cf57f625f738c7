// The app in Arabic from its first paint: the language it reads before it starts.
import type { Page } from '@playwright/test'

export async function inArabic(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('hig:language', 'ar'))
}
