// A service reaching the server long after Submit (the device's queue held it through an
// outage) finds the customer gone, often: the server then texts no code by itself, and the
// staff member sends it when the customer is at the counter (decision 254).
export const LATE_SERVICE_SECONDS = 120

// The most a device says a service waited: a clock set wrong never makes the request invalid.
export const RECORDED_AGO_MAX_SECONDS = 10 * 365 * 24 * 3600
