import { formatNumber } from '#shared/domain/format-omr.ts'

// A service's suggested interval: kilometers when the type is km, otherwise the raw value (the
// spec's rule).
export function usageLimitOf(limit: { usage_limit_type: string; usage_limit: number }): {
  value: string
  inKilometers: boolean
} {
  const inKilometers = limit.usage_limit_type === 'km'
  return {
    value: inKilometers ? formatNumber(limit.usage_limit) : String(limit.usage_limit),
    inKilometers,
  }
}
