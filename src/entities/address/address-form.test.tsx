import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { AddressForm } from './address-form.tsx'
import { emptyAddressForm, type AddressFormValues } from './address-form-values.ts'

function Harness(props: { initial: AddressFormValues; onSubmit: () => void }) {
  const [values, setValues] = useState(props.initial)
  return (
    <AddressForm
      values={values}
      onChange={setValues}
      onSubmit={props.onSubmit}
      onChangeLocation={() => undefined}
      submitting={false}
      submitLabel="Save address"
      serverErrors={{}}
    />
  )
}

const fromMap: AddressFormValues = {
  ...emptyAddressForm,
  streetAddress1: 'Al Khuwair',
  streetAddress2: 'Muscat',
  city: 'bawshar',
  location: { lat: 23.6, lng: 58.43 },
}

describe('the address form', () => {
  it('keeps submit disabled until the rules hold, then submits', async () => {
    const onSubmit = vi.fn()
    await renderApp(<Harness initial={fromMap} onSubmit={onSubmit} />)
    const save = screen.getByRole('button', { name: 'Save address' })
    expect(save).toHaveProperty('disabled', true)
    const postal = screen.getByLabelText(/Postal code/)
    fireEvent.change(postal, { target: { value: '1a3' } })
    expect(postal).toHaveProperty('value', '13')
    fireEvent.blur(postal)
    expect(screen.getByText('The postal code must be exactly 3 digits.')).toBeTruthy()
    fireEvent.change(postal, { target: { value: '133' } })
    expect(save).toHaveProperty('disabled', false)
    fireEvent.click(save)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('keeps the province to the map: read-only, and asked for when missing', async () => {
    await renderApp(
      <Harness
        initial={{ ...fromMap, streetAddress2: '', postalCode: '133' }}
        onSubmit={() => undefined}
      />,
      { language: 'ar' },
    )
    const province = screen.getByLabelText(/المحافظة/)
    expect(province).toHaveProperty('readOnly', true)
    expect(screen.getByText('اختر الموقع على الخريطة لتحديد المحافظة.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save address' })).toHaveProperty('disabled', true)
  })
})
