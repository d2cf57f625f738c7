// Hands a file made on the device to the browser as a download.
export function saveFile(name: string, parts: BlobPart[], type: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by now; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
