// Drawing a captcha: each character is a stroke glyph on a 10 × 14 grid, scaled, rotated,
// sheared and jittered point by point, then crossed by noise curves and dots. The SVG holds
// paths only (no <text>), so the answer cannot be read out of the markup.
import { randomInt } from 'node:crypto'

// Strokes of each glyph as 'x,y x,y …' polylines on a 10 × 14 grid.
const glyphs: Record<string, readonly string[]> = {
  '2': ['0,3 2,0 8,0 10,3 10,5 0,14 10,14'],
  '3': ['0,1 3,0 8,0 10,2 10,5 7,7 3,7', '7,7 10,9 10,12 8,14 2,14 0,13'],
  '4': ['7,14 7,0 0,10 10,10'],
  '5': ['10,0 1,0 0,6 6,5 10,8 10,12 7,14 1,14 0,13'],
  '6': ['9,0 4,0 1,3 0,8 0,12 2,14 8,14 10,12 10,9 8,7 2,7 0,9'],
  '7': ['0,0 10,0 4,14'],
  '8': ['5,7 1,5 1,2 3,0 7,0 9,2 9,5 5,7 0,9 0,12 2,14 8,14 10,12 10,9 5,7'],
  '9': ['10,5 8,7 2,7 0,5 0,2 2,0 8,0 10,2 10,6 9,11 6,14 1,14'],
  A: ['0,14 5,0 10,14', '2,9 8,9'],
  C: ['10,2 8,0 3,0 0,3 0,11 3,14 8,14 10,12'],
  E: ['10,0 0,0 0,14 10,14', '0,7 7,7'],
  F: ['10,0 0,0 0,14', '0,7 7,7'],
  H: ['0,0 0,14', '10,0 10,14', '0,7 10,7'],
  K: ['0,0 0,14', '10,0 0,8', '3,6 10,14'],
  M: ['0,14 0,0 5,8 10,0 10,14'],
  N: ['0,14 0,0 10,14 10,0'],
  P: ['0,14 0,0 8,0 10,2 10,5 8,7 0,7'],
  R: ['0,14 0,0 8,0 10,2 10,5 8,7 0,7', '5,7 10,14'],
  T: ['0,0 10,0', '5,0 5,14'],
  U: ['0,0 0,11 3,14 7,14 10,11 10,0'],
  W: ['0,0 2,14 5,5 8,14 10,0'],
  X: ['0,0 10,14', '10,0 0,14'],
  Y: ['0,0 5,7 10,0', '5,7 5,14'],
}

// No 0/O, 1/I/L, 5/S or 2/Z pairs a person could confuse.
export const captchaAlphabet = Object.keys(glyphs).join('')

const CAPTCHA_LENGTH = 5
const WIDTH = 200
const HEIGHT = 70

export interface CaptchaColors {
  font: string
  line: string
  background: string
}

// A uniform number in [min, max), from the crypto generator (the answer must not be guessable).
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min)
}

export function randomAnswer(length = CAPTCHA_LENGTH): string {
  let answer = ''
  for (let i = 0; i < length; i++) answer += captchaAlphabet[randomInt(0, captchaAlphabet.length)]
  return answer
}

const round = (value: number) => Math.round(value * 10) / 10

function glyphPaths(character: string, index: number, count: number): string {
  const strokes = glyphs[character]
  if (!strokes) throw new Error(`No captcha glyph for ${character}`)
  const slot = (WIDTH - 20) / count
  const scale = between(2.3, 2.9)
  const angle = (between(-22, 22) * Math.PI) / 180
  const shear = between(-0.25, 0.25)
  const centerX = 10 + slot * (index + 0.5) + between(-3, 3)
  const centerY = HEIGHT / 2 + between(-5, 5)
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  return strokes
    .map((stroke) => {
      const points = stroke.split(' ').map((pair) => {
        const [gx = 0, gy = 0] = pair.split(',').map(Number)
        const x = (gx - 5 + shear * (gy - 7)) * scale + between(-1.2, 1.2)
        const y = (gy - 7) * scale + between(-1.2, 1.2)
        return `${round(centerX + x * cos - y * sin)} ${round(centerY + x * sin + y * cos)}`
      })
      return `M${points.join(' L')}`
    })
    .join(' ')
}

function noiseCurve(): string {
  const point = (x: number) => `${round(x)} ${round(between(5, HEIGHT - 5))}`
  return `M${point(between(0, 20))} C${point(between(40, 90))} ${point(between(110, 160))} ${point(between(180, WIDTH))}`
}

export function drawCaptcha(answer: string, colors: CaptchaColors): string {
  const letters = [...answer]
    .map((character, index) => glyphPaths(character, index, answer.length))
    .join(' ')
  const curves = Array.from({ length: 3 }, noiseCurve)
    .map((d) => `<path d="${d}" stroke-width="${round(between(1, 2.2))}"/>`)
    .join('')
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${round(between(0, WIDTH))}" cy="${round(between(0, HEIGHT))}" r="${round(between(0.6, 1.6))}"/>`,
  ).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colors.background}"/>` +
    `<g fill="${colors.line}">${dots}</g>` +
    `<path d="${letters}" fill="none" stroke="${colors.font}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="none" stroke="${colors.line}" stroke-linecap="round">${curves}</g>` +
    `</svg>`
  )
}
