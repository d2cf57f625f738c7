// Joins resolver maps of several modules ({Query: {...}}, {Product: {...}}) into one.
type ResolverMap = Record<string, Record<string, unknown>>

export function mergeResolvers(maps: readonly ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {}
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (merged[type] ??= {})
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver ${type}.${field} is defined twice`)
        target[field] = resolver
      }
    }
  }
  return merged
}
