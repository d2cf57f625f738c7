import { describe, expect, it } from 'vitest'
import { holdScriptsForPicture } from './boot-picture.ts'

const built = (loader: string) =>
  '<head><script type="module" crossorigin src="/assets/runtime-1.js"></script>' +
  '<script type="module" crossorigin src="/assets/app-2.js"></script></head>' +
  `<body><div id="boot"><img src="/b.svg"></div>${loader}</body>`

describe('holdScriptsForPicture', () => {
  it('holds back every module script of a page whose loader can release them', () => {
    const held = holdScriptsForPicture(built('<script data-code-after-boot-picture>…</script>'))
    expect(held).not.toContain('type="module"')
    expect(held.match(/<script type="app\/after-boot-picture" crossorigin src="/g)).toHaveLength(2)
  })

  it('leaves a page built without the loader as it is, so its code still loads', () => {
    expect(holdScriptsForPicture(built(''))).toBe(built(''))
  })
})
