function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Hands out slugs that are unique within one set, adding -2, -3 ... on a clash. */
export function uniqueSlugs(): (text: string) => string {
  const taken = new Set<string>()
  return (text) => {
    const base = slugify(text) || 'item'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
}
