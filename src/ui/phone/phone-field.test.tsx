import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { PhoneField } from './phone-field.tsx'

const field = (
  <PhoneField dialCode="968" mobile="" onChange={() => {}} label="Mobile number" error={null} />
)
const optionTexts = () =>
  [...screen.getByTestId('country-code').querySelectorAll('option')].map((o) => o.textContent)

describe('the country selector of the phone field', () => {
  it('names the countries in English', async () => {
    await renderApp(field)
    expect(optionTexts()).toEqual(['+968 Oman', '+971 UAE', '+90 Turkey', '+1 Canada'])
  })

  it('names the countries in Arabic', async () => {
    await renderApp(field, { language: 'ar' })
    expect(optionTexts()).toEqual(['+968 عُمان', '+971 الإمارات', '+90 تركيا', '+1 كندا'])
  })
})
