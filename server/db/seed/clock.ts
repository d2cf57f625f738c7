// Dates in the seed are relative to one "now" taken when seeding starts, placed at plausible
// local hours in Muscat (UTC+4 all year, no daylight saving), so a demo always looks recent.

const muscatOffsetHours = 4

export interface Clock {
  now: Date
  /** ISO timestamp `days` from today (negative: in the past) at a Muscat local time. */
  at(days: number, hour?: number, minute?: number): string
  /** ISO timestamp a number of minutes from now. */
  minutes(offset: number): string
  /** YYYY-MM-DD of the Muscat calendar day `days` from today. */
  date(days: number): string
}

export function createClock(now: Date): Clock {
  const local = new Date(now.getTime() + muscatOffsetHours * 3_600_000)
  const y = local.getUTCFullYear()
  const m = local.getUTCMonth()
  const d = local.getUTCDate()
  return {
    now,
    at(days, hour = 10, minute = 0) {
      const t = Date.UTC(y, m, d + days, hour - muscatOffsetHours, minute)
      // A time later today would be in the future: keep past events in the past.
      const safe = days <= 0 && t > now.getTime() ? now.getTime() - 5 * 60_000 : t
      return new Date(safe).toISOString()
    },
    minutes(offset) {
      return new Date(now.getTime() + offset * 60_000).toISOString()
    },
    date(days) {
      return new Date(Date.UTC(y, m, d + days)).toISOString().slice(0, 10)
    },
  }
}
