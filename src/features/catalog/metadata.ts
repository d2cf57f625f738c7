// Saleor's metadata is a list of key/value pairs: the value of one key.
export function metadataValue(
  metadata: readonly { key: string; value: string }[] | null | undefined,
  key: string,
): string | undefined {
  return metadata?.find((item) => item.key === key)?.value
}
