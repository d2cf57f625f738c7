// The storage names the first screen already needs (the login and the language). Kept apart
// from storage-keys.ts, which lists every name, so the first load carries only these three.
export const SESSION_KEY = 'hig:session'
// index.html's early script reads it before any module runs.
export const LANGUAGE_KEY = 'hig:language'
export const SESSION_REFRESH_LOCK = 'hig:session-refresh'
