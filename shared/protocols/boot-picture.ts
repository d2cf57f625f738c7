// The boot frame's picture, which the server writes into the page (server/static.ts), and the
// app's code asked for once it has painted (scripts/vite/code-after-boot-picture.ts).

// The name its <img elementtiming> carries for the Element Timing API.
export const BOOT_PICTURE_TIMING = 'boot-picture'

// The built page's module scripts, as Vite writes them.
export const MODULE_SCRIPT_TAG = '<script type="module" crossorigin src="'

// The same scripts held back: a script of a type the browser does not run is not fetched either;
// the page's loader asks for them once the picture has painted.
export const HELD_SCRIPT_TYPE = 'app/after-boot-picture'
const HELD_SCRIPT_TAG = `<script type="${HELD_SCRIPT_TYPE}" crossorigin src="`

// The loader's own tag, by which the server knows the page it sends can release held scripts
// (a page built before it could not).
export const LOADER_MARK = 'data-code-after-boot-picture'

/** The page with its module scripts held back until the boot picture has painted. */
export function holdScriptsForPicture(html: string): string {
  return html.includes(LOADER_MARK) ? html.replaceAll(MODULE_SCRIPT_TAG, HELD_SCRIPT_TAG) : html
}
