import { useLingui } from '@lingui/react/macro'
import { sortKeys, type SortKey } from '#shared/domain/listing-sort.ts'

export function useSortLabels(): { key: SortKey; label: string }[] {
  const { t } = useLingui()
  const labels: Record<SortKey, string> = {
    Best_Seller: t`Best Seller`,
    Highest_Price: t`Highest Price`,
    Lowest_Price: t`Lowest Price`,
  }
  return sortKeys.map((key) => ({ key, label: labels[key] }))
}
