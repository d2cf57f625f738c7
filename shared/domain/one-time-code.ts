// One-time codes are six digits everywhere: signing in, confirming a service, a return (the
// spec's decision). The code input and the backend's checks read the length from here.
export const CODE_LENGTH = 6

export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`)
