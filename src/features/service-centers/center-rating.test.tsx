import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { CenterRating } from './center-rating.tsx'

describe('a center’s rating', () => {
  it('shows the value, a star and the count above ten ratings', async () => {
    await renderApp(<CenterRating value={4.6} count={128} />)
    expect(screen.getByTestId('center-rating').textContent).toBe('4.6(128)')
  })

  it("says 'New' with ten ratings or fewer", async () => {
    await renderApp(<CenterRating value={4.9} count={10} />)
    expect(screen.getByTestId('center-rating').textContent).toBe('New')
    await renderApp(<CenterRating value={3} count={0} />, { language: 'ar' })
    expect(screen.getAllByTestId('center-rating')[1]!.textContent).toBe('جديد')
  })
})
