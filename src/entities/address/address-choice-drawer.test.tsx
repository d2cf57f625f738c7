import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { AddressChoiceDrawer } from './address-choice-drawer.tsx'

const address = (id: string, companyName: string, city: string) => ({
  id,
  firstName: '',
  lastName: '',
  companyName,
  phone: null,
  streetAddress1: `${companyName} street`,
  streetAddress2: 'Muscat',
  city,
  cityArea: '',
  postalCode: '133',
  countryArea: '',
  country: { code: 'OM' },
  metadata: [],
})

describe('choosing an address in the billing drawer', () => {
  it('lists the addresses and gives back the one chosen', async () => {
    const onChoose = vi.fn()
    const onAdd = vi.fn()
    await renderApp(
      <AddressChoiceDrawer
        opened
        onClose={() => undefined}
        title="Billing address"
        addresses={[address('a', 'Home', 'bawshar'), address('b', 'Office', 'muttrah')]}
        selectedId="a"
        onChoose={onChoose}
        onAdd={onAdd}
      />,
    )
    expect(screen.getByText('bawshar, Muscat, 133')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /^Office/ }))
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }))
    expect(onAdd).toHaveBeenCalled()
  })
})
