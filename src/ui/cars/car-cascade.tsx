import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Popover.css'
// Choosing a car: type, then brand, then model, then year. Each list opens only once the one
// before it has a value, and changing an earlier choice clears the later ones. Where the
// lists come from (the customer's or the service center's car calls) is the caller's.
import { useEffect, useState } from 'react'
import { Select, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { carYears } from '#shared/domain/car-years.ts'

export interface CarOption {
  id: number
  name: string
}

export interface CarCatalog {
  types(): Promise<CarOption[]>
  brands(typeId: number): Promise<CarOption[]>
  models(brandId: number): Promise<CarOption[]>
}

export interface CarChoice {
  typeId: number | null
  brandId: number | null
  modelId: number | null
  year: number | null
}

export const emptyCarChoice: CarChoice = { typeId: null, brandId: null, modelId: null, year: null }

export function isCompleteCar(
  choice: CarChoice,
): choice is { typeId: number; brandId: number; modelId: number; year: number } {
  return (
    choice.typeId !== null &&
    choice.brandId !== null &&
    choice.modelId !== null &&
    choice.year !== null
  )
}

// The cascade rule itself, kept apart from the UI so it is easy to test.
export function changeCar(
  choice: CarChoice,
  field: keyof CarChoice,
  value: number | null,
): CarChoice {
  switch (field) {
    case 'typeId':
      return { typeId: value, brandId: null, modelId: null, year: null }
    case 'brandId':
      return { ...choice, brandId: value, modelId: null, year: null }
    case 'modelId':
      return { ...choice, modelId: value, year: null }
    case 'year':
      return { ...choice, year: value }
  }
}

function useOptions(load: (() => Promise<CarOption[]>) | null, key: unknown) {
  const [options, setOptions] = useState<CarOption[]>([])
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    setOptions([])
    if (!load) return
    let live = true
    setLoading(true)
    load()
      .then((next) => live && setOptions(next))
      .catch(() => live && setOptions([]))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return { options, loading }
}

const toData = (options: CarOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }))
const toId = (value: string | null) => (value ? Number(value) : null)

export function CarCascade(props: {
  catalog: CarCatalog
  value: CarChoice
  onChange: (choice: CarChoice) => void
  initialNames?: Partial<Record<'type' | 'brand' | 'model', string>>
}) {
  const { t } = useLingui()
  const { catalog, value, onChange } = props
  const types = useOptions(() => catalog.types(), 'types')
  const brands = useOptions(value.typeId ? () => catalog.brands(value.typeId!) : null, value.typeId)
  const models = useOptions(
    value.brandId ? () => catalog.models(value.brandId!) : null,
    value.brandId,
  )
  const set = (field: keyof CarChoice) => (next: string | null) =>
    onChange(changeCar(value, field, toId(next)))

  return (
    <Stack gap="sm">
      <Select
        label={t`Car type`}
        placeholder={t`Choose the type`}
        data={toData(types.options)}
        value={value.typeId ? String(value.typeId) : null}
        onChange={set('typeId')}
        disabled={types.loading && types.options.length === 0}
        comboboxProps={{ withinPortal: true }}
        data-testid="car-type"
      />
      <Select
        label={t`Brand`}
        placeholder={t`Choose the brand`}
        data={toData(brands.options)}
        value={value.brandId ? String(value.brandId) : null}
        onChange={set('brandId')}
        disabled={value.typeId === null}
        searchable
        data-testid="car-brand"
      />
      <Select
        label={t`Model`}
        placeholder={t`Choose the model`}
        data={toData(models.options)}
        value={value.modelId ? String(value.modelId) : null}
        onChange={set('modelId')}
        disabled={value.brandId === null}
        searchable
        data-testid="car-model"
      />
      <Select
        label={t`Year`}
        placeholder={t`Choose the year`}
        data={carYears().map((year) => String(year))}
        value={value.year ? String(value.year) : null}
        onChange={set('year')}
        disabled={value.modelId === null}
        data-testid="car-year"
      />
    </Stack>
  )
}
