import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../../tests/setup/render-app.tsx'
import { PushPanel } from './push-panel.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('the push panel of the notifications screen', () => {
  it('says so where the browser cannot receive push, in both languages', async () => {
    expect('PushManager' in window).toBe(false) // jsdom, like an old browser
    await renderApp(<PushPanel />)
    expect(screen.getByTestId('push-unsupported').textContent).toContain(
      'This browser cannot receive notifications.',
    )
    await renderApp(<PushPanel />, { language: 'ar' })
    expect(screen.getAllByTestId('push-unsupported')[1]?.textContent).toContain(
      'لا يستطيع هذا المتصفح استقبال الإشعارات.',
    )
  })

  it('offers push where nobody asked yet, and explains a block', async () => {
    vi.stubGlobal('PushManager', function PushManager() {})
    vi.stubGlobal('Notification', { permission: 'default' })
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true })
    await renderApp(<PushPanel />)
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy()
    vi.stubGlobal('Notification', { permission: 'denied' })
    await renderApp(<PushPanel />)
    expect(screen.getByTestId('push-blocked').textContent).toContain('Notifications are blocked')
  })
})
