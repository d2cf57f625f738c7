// The business runs on Muscat time: orders, bills, wallet movements, appointments and
// notifications are dated by the service center's clock, whoever reads them and wherever
// (decision 142). Oman keeps UTC+4 all year, without daylight saving.
export const BUSINESS_TIME_ZONE = 'Asia/Muscat'

const MUSCAT_OFFSET_MINUTES = 4 * 60

/** YYYY-MM-DD of the Muscat calendar day at that moment. */
export function businessDay(at: Date | string | number): string {
  return new Date(new Date(at).getTime() + MUSCAT_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 10)
}

/** Whether a clock `offsetMinutes` ahead of UTC (a device's at that moment) reads as Muscat's. */
export function readsBusinessTime(offsetMinutes: number): boolean {
  return offsetMinutes === MUSCAT_OFFSET_MINUTES
}
