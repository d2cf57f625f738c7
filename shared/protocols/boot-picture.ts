// The boot frame's picture, which the server writes into the page (server/static.ts) and whose
// paint the page waits for before asking for the app's code
// (scripts/vite/code-after-boot-picture.ts): the name its <img elementtiming> carries for the
// Element Timing API.
export const BOOT_PICTURE_TIMING = 'boot-picture'
