import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { DiscountBadge } from './discount-badge.tsx'

describe('discount badge', () => {
  it('shows the amount off for a fixed discount', async () => {
    await renderApp(<DiscountBadge badge={{ kind: 'fixed', amount: 1.1 }} />)
    expect(screen.getByTestId('discount-badge').textContent).toBe('Discount -1.100 OMR')
  })

  it('shows the percentage, without trailing zeros, for a percentage discount', async () => {
    await renderApp(<DiscountBadge badge={{ kind: 'percentage', percent: 15 }} />)
    expect(screen.getByTestId('discount-badge').textContent).toBe('Discount -15%')
    await renderApp(<DiscountBadge badge={{ kind: 'percentage', percent: 33.33 }} />, {
      language: 'ar',
    })
    expect(screen.getAllByTestId('discount-badge')[1]!.textContent).toBe('خصم -33.33%')
  })

  it('shows nothing without a discount', async () => {
    await renderApp(<DiscountBadge badge={null} />)
    expect(screen.queryByTestId('discount-badge')).toBeNull()
  })
})
