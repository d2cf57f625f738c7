// The satisfaction faces (Excellent = 4 … Weak = 1; 6 means none chosen, the spec's default)
// and the reasons offered: the negative list below 3, the positive one otherwise.
import { useLingui } from '@lingui/react/macro'

export const NO_POINT = 6
const CONTACT_BELOW = 3

export const isNegative = (point: number) => point < CONTACT_BELOW

export function useRatingChoices() {
  const { t } = useLingui()
  const faces = [
    { point: 4, label: t`Excellent` },
    { point: 3, label: t`Good` },
    { point: 2, label: t`Normal` },
    { point: 1, label: t`Weak` },
  ]
  const negative = [
    { value: 1, label: t`Discourtesy to the customer` },
    { value: 2, label: t`Inadequate service` },
    { value: 3, label: t`Pushed to buy extra items` },
    { value: 4, label: t`Extra money was taken` },
    { value: 5, label: t`Something else` },
  ]
  const positive = [
    { value: 1, label: t`Courtesy to the customer` },
    { value: 2, label: t`Proper service` },
    { value: 3, label: t`Good advice on the items bought` },
    { value: 4, label: t`Help choosing the items I needed` },
    { value: 5, label: t`Something else` },
  ]
  return {
    faces,
    reasonsFor: (point: number) => (isNegative(point) ? negative : positive),
    faceLabel: (point: number | null) => faces.find((face) => face.point === point)?.label ?? '',
  }
}
