import { useLingui } from '@lingui/react/macro'
import { sortKeys, type SortKey } from '#shared/domain/listing-sort.ts'

export function useSortLabels(): { key: SortKey; label: string }[] {
  const { t } = useLingui()
  const labels: Record<SortKey, string> = {
    Best_Seller: t`Best sellers`,
    Highest_Price: t`Price: high to low`,
    Lowest_Price: t`Price: low to high`,
  }
  return sortKeys.map((key) => ({ key, label: labels[key] }))
}
