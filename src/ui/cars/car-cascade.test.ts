// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { changeCar, emptyCarChoice, isCompleteCar } from './car-cascade.tsx'

describe('car cascade', () => {
  const full = { typeId: 1, brandId: 2, modelId: 3, year: 2020 }

  it('clears every later choice when an earlier one changes', () => {
    expect(changeCar(full, 'typeId', 4)).toEqual({
      typeId: 4,
      brandId: null,
      modelId: null,
      year: null,
    })
    expect(changeCar(full, 'brandId', 5)).toEqual({
      typeId: 1,
      brandId: 5,
      modelId: null,
      year: null,
    })
    expect(changeCar(full, 'modelId', 6)).toEqual({ typeId: 1, brandId: 2, modelId: 6, year: null })
    expect(changeCar(full, 'year', 2021)).toEqual({ ...full, year: 2021 })
  })

  it('is complete only with all four', () => {
    expect(isCompleteCar(full)).toBe(true)
    expect(isCompleteCar(emptyCarChoice)).toBe(false)
    expect(isCompleteCar({ ...full, year: null })).toBe(false)
  })
})
