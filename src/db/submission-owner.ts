// A submission's client id starts with its owner (hex of the owner's user id, then a dot), so a
// person's items are a key range: counted without reading them, found without scanning other
// people's. The new-service feature writes them; the staff lists read them by this prefix.
export function submissionOwnerPrefix(ownerId: string): string {
  const hex = Array.from(new TextEncoder().encode(ownerId), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${hex}.`
}

// A bill that was verified or deleted: the submission that made it has nothing left to do.
// Both the new-service flow (a code verified) and the services list (a bill deleted) call it.
export async function forgetSubmissionsOfBill(
  db: import('./database.ts').AppDb,
  ownerId: string,
  billId: number,
): Promise<void> {
  await db.submissions
    .where('clientId')
    .startsWith(submissionOwnerPrefix(ownerId))
    .and((record) => record.billId === billId)
    .delete()
}
