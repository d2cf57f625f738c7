// What the last priming round left (decision 174), kept with the lookups: when it ran, how much
// it kept, and whether the person may record services at all. Small on its own, so the app's
// start reads it without loading the priming code.
export interface PrimeMark {
  at: number
  customers: number
  bytes: number
  // False when the server said this person may not record services (403).
  staff: boolean
}

export const primeMarkKey = (ownerId: string, language: string) =>
  `staff:primed:${ownerId}:${language}`
