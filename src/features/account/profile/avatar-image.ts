// The profile picture: PNG only, scaled down and compressed at quality 0.6, and kept on this
// device (localStorage, per person); it is never sent anywhere. PNG itself has no quality
// setting, so the picture is stored as WebP (JPEG where the browser cannot write WebP).
const AVATAR_QUALITY = 0.6
const AVATAR_SIZE = 256
const storageKey = (userId: string) => `hig:avatar:${userId}`

export function isPng(file: { type: string; name: string }): boolean {
  return file.type === 'image/png' && /\.png$/i.test(file.name)
}

export function scaledSize(width: number, height: number, max = AVATAR_SIZE) {
  const scale = Math.min(1, max / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

export async function compressAvatar(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const { width, height } = scaledSize(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas unavailable')
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const webp = canvas.toDataURL('image/webp', AVATAR_QUALITY)
  if (webp.startsWith('data:image/webp')) return webp
  // JPEG has no transparency: a white background instead of black.
  context.globalCompositeOperation = 'destination-over'
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  return canvas.toDataURL('image/jpeg', AVATAR_QUALITY)
}

export function storedAvatar(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId))
  } catch {
    return null
  }
}

export function storeAvatar(userId: string, dataUrl: string): boolean {
  try {
    localStorage.setItem(storageKey(userId), dataUrl)
    return true
  } catch {
    return false
  }
}
