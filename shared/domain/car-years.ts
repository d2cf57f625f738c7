// Car years run from 1980 to the current year, newest first (the spec's decision).
export const FIRST_CAR_YEAR = 1980

export function carYears(now: Date = new Date()): number[] {
  const years: number[] = []
  for (let year = now.getFullYear(); year >= FIRST_CAR_YEAR; year--) years.push(year)
  return years
}
