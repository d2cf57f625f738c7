import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../../tests/setup/render-app.tsx'
import type { QueuedService } from '../queue/queued-service.ts'
import { PendingCard } from './pending-card.tsx'

const item = (patch: Partial<QueuedService>): QueuedService => ({
  clientId: 'aa.1',
  ownerId: 'staff',
  createdAt: Date.UTC(2026, 5, 1, 8),
  status: 'queued',
  payload: {
    mobile_number: '96877000001',
    order_line_id: [1],
    current_kilometer: 45_000,
    next_kilometer: 50_000,
    user_car_id: 1,
    is_coupon: true,
    messaging_service: 'SMS',
  },
  summary: {
    customerName: 'Maryam Al Saadi',
    phone: '96877000001',
    carName: 'Kia Picanto',
    odometer: 45_000,
    nextKilometer: 50_000,
    lines: [
      { id: 1, name: 'Foam Wash' },
      { id: 2, name: 'Oil Change' },
    ],
    messagingService: 'SMS',
  },
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  billId: null,
  sentAt: null,
  ...patch,
})

const actions = { onVerify: vi.fn(), onSendCode: vi.fn(), onRetry: vi.fn(), onDiscard: vi.fn() }

describe('a pending service', () => {
  it('shows a refusal with the server’s message, to send again or discard', async () => {
    await renderApp(
      <PendingCard item={item({ status: 'failed', lastError: 'Used up.' })} {...actions} />,
    )
    expect(screen.getByTestId('pending-status').textContent).toBe('Failed')
    expect(screen.getByTestId('pending-error').textContent).toBe('Used up.')
    expect(screen.getByText('Foam Wash, Oil Change')).toBeTruthy()
    expect(screen.getByText('45,000', { exact: false })).toBeTruthy()
    screen.getByTestId('pending-retry').click()
    expect(actions.onRetry).toHaveBeenCalled()
    expect(screen.getByTestId('pending-discard').textContent).toBe('Discard')
  })

  it('offers the customer’s code once sent, and nothing while sending, in Arabic', async () => {
    const { unmount } = await renderApp(
      <PendingCard item={item({ status: 'sent', billId: 9 })} {...actions} />,
      { language: 'ar' },
    )
    expect(screen.getByTestId('pending-status').textContent).toBe('أُرسلت: بانتظار رمز العميل')
    expect(screen.getByTestId('pending-verify').textContent).toBe('أدخل رمز العميل')
    unmount()
    await renderApp(<PendingCard item={item({ status: 'sending' })} {...actions} />)
    expect(screen.queryByTestId('pending-discard')).toBeNull()
    expect(screen.queryByTestId('pending-retry')).toBeNull()
  })

  it('offers to send the code of a service that arrived late, not to enter it', async () => {
    await renderApp(
      <PendingCard item={item({ status: 'sent', billId: 9, codeSent: false })} {...actions} />,
    )
    expect(screen.queryByTestId('pending-verify')).toBeNull()
    screen.getByTestId('pending-send-code').click()
    expect(actions.onSendCode).toHaveBeenCalled()
  })

  it('says a service waits for its new car, or that the car was refused', async () => {
    const carClientId = 'aa.car'
    const waiting = item({ carClientId, payload: { ...item({}).payload, user_car_id: 0 } })
    const car = {
      kind: 'car' as const,
      clientId: carClientId,
      ownerId: 'staff',
      createdAt: 0,
      status: 'failed' as const,
      payload: { mobile_number: '96877000001', model_id: 3, year: 2020 },
      summary: { phone: '96877000001', carName: 'Kia Picanto', typeId: 1, brandId: 2 },
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'This car model does not exist.',
      billId: null,
      sentAt: null,
    }
    const { unmount } = await renderApp(<PendingCard item={waiting} car={car} {...actions} />)
    expect(screen.getByTestId('pending-error').textContent).toBe(
      'The car could not be added: This car model does not exist.',
    )
    unmount()
    await renderApp(
      <PendingCard
        item={waiting}
        car={{ ...car, status: 'queued', lastError: null }}
        {...actions}
      />,
    )
    expect(screen.getByTestId('pending-error').textContent).toContain('The new car goes first')
  })
})
