// Turns a leaf template into an endless, deterministic list of distinct products. The
// combinations of parts are visited in a scrambled but fixed order (a stride coprime with
// their count), so the first few products of a leaf already differ in brand and size; when
// they run out, multi-packs of the same combinations follow.
import type { LeafTemplate, Part } from './data/templates/template-types.ts'
import { hashString } from './prng.ts'

export interface Candidate {
  template: LeafTemplate
  nameEn: string
  nameAr: string
  brand: string
  /** Catalog price in baisa before any discount or channel difference. */
  price: number
  values: string[]
}

const maxPrice = 250_000
const minPrice = 500

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

function strideFor(total: number): number {
  let stride = Math.max(1, Math.round(total * 0.618))
  while (gcd(stride, total) !== 1) stride++
  return stride
}

const joinParts = (parts: string[]) => parts.filter((p) => p !== '').join(' ')

function describeCombo(template: LeafTemplate, combo: Part[], round: number): Candidate {
  const order = template.arOrder ?? combo.map((_, i) => i)
  let nameEn = joinParts(combo.map((p) => p.en))
  let nameAr = joinParts(order.map((i) => combo[i]?.ar ?? ''))
  const sum = combo.reduce((total, p) => total + (p.price ?? 0), 0)
  const mult = combo.reduce((total, p) => total * (p.mult ?? 1), 1)
  let price = sum * mult
  if (round > 0) {
    // Beyond the plain combinations: multi-packs while they stay affordable, else editions.
    const n = round + 1
    if (price * n * 0.95 <= maxPrice) {
      nameEn += template.service ? ` – ${n} Visits` : ` – Pack of ${n}`
      nameAr += template.service ? ` – ${n} زيارات` : ` – عبوة من ${n}`
      price = price * n * 0.95
    } else {
      nameEn += ` – Edition ${n}`
      nameAr += ` – إصدار ${n}`
      price = price * (1 + 0.02 * (round % 5))
    }
  }
  const brand = combo.findLast((p) => p.brand)?.brand
  if (!brand) throw new Error(`${template.leaf}: a product without a brand (${nameEn})`)
  return {
    template,
    nameEn,
    nameAr,
    brand,
    price: Math.min(maxPrice, Math.max(minPrice, Math.round(price / 100) * 100)),
    values: [...(template.values ?? []), ...combo.flatMap((p) => p.values ?? [])],
  }
}

function comboCount(template: LeafTemplate): number {
  return template.dims.reduce((n, dim) => n * dim.length, 1)
}

function comboAt(template: LeafTemplate, index: number): Part[] {
  const parts: Part[] = []
  let rest = index
  for (let d = template.dims.length - 1; d >= 0; d--) {
    const dim = template.dims[d] ?? []
    parts[d] = dim[rest % dim.length] as Part
    rest = Math.floor(rest / dim.length)
  }
  return parts
}

/** Every product of a leaf, in a fixed order, skipping names used elsewhere (the fixtures). */
export function* leafCandidates(
  template: LeafTemplate,
  skipNames: ReadonlySet<string>,
): Generator<Candidate> {
  const total = comboCount(template)
  const stride = strideFor(total)
  const offset = hashString(template.leaf) % total
  for (let k = 0; ; k++) {
    const round = Math.floor(k / total)
    const candidate = describeCombo(
      template,
      comboAt(template, (k * stride + offset) % total),
      round,
    )
    if (!skipNames.has(candidate.nameEn)) yield candidate
  }
}

/** Finds the combination of a leaf whose English name is exactly `nameEn`. */
export function findCandidate(template: LeafTemplate, nameEn: string): Candidate {
  for (let i = 0; i < comboCount(template); i++) {
    const candidate = describeCombo(template, comboAt(template, i), 0)
    if (candidate.nameEn === nameEn) return candidate
  }
  throw new Error(`${template.leaf}: no product named ${nameEn}`)
}

/**
 * Smooth weighted round robin: the order in which leaves receive their next product. Any
 * prefix of it is a fair share, so a small catalog is the start of a large one.
 */
export function* weightedSchedule(weights: readonly number[]): Generator<number> {
  const total = weights.reduce((a, b) => a + b, 0)
  const current = weights.map(() => 0)
  for (;;) {
    let best = 0
    for (let i = 0; i < weights.length; i++) {
      current[i] = (current[i] ?? 0) + (weights[i] ?? 0)
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i
    }
    current[best] = (current[best] ?? 0) - total
    yield best
  }
}
