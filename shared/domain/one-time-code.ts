// One-time codes are six digits everywhere: signing in, confirming a service, a return (the
// spec's decision). The code input and the backend's checks read the length from here.
export const CODE_LENGTH = 6

export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`)

// A new code for a service may be asked this long after the last one was sent (the spec's
// resend countdown); the server says how long is left, the app counts it down.
export const RESEND_AFTER_SECONDS = 120
