// Reading the app's database without Dexie, for the offline catalog's answers: a screen
// opened without a network waits on them, and Dexie's code (30 KB to run, about 14 ms on a fast
// machine and four times that on a phone) and its open would stand in front of the first
// answer. Read only, and only a database that exists: when there is none, none is created
// (Dexie creates it, with its tables, when the app first writes).
import { APP_DATABASE_NAME } from '#shared/protocols/app-database-name.ts'

let connection: Promise<IDBDatabase | null> | null = null

function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest
    try {
      request = indexedDB.open(APP_DATABASE_NAME)
    } catch {
      resolve(null)
      return
    }
    // Asked to upgrade: the database did not exist. Aborting leaves none behind.
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve(null)
    request.onsuccess = () => {
      const database = request.result
      // A new version opened elsewhere (another tab, the service worker) must not wait on this
      // connection, nor must deleting the database.
      database.onversionchange = () => {
        database.close()
        connection = null
      }
      database.onclose = () => (connection = null)
      resolve(database)
    }
  })
}

function database(): Promise<IDBDatabase | null> {
  connection ??= openExisting().then((opened) => {
    if (!opened) connection = null
    return opened
  })
  return connection
}

async function read<T>(
  storeName: string,
  ask: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const opened = await database()
  if (!opened?.objectStoreNames.contains(storeName)) return undefined
  return new Promise((resolve) => {
    let request: IDBRequest<T>
    try {
      request = ask(opened.transaction(storeName, 'readonly').objectStore(storeName))
    } catch {
      // Closed under us (a version change): the next read opens it again.
      connection = null
      resolve(undefined)
      return
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(undefined)
  })
}

/** Opens the database ahead of the first read, if it exists. */
export async function openSavedRecords(): Promise<void> {
  await database()
}

/** One record by its key, or undefined (no such record, table or database). */
export function savedRecord<T>(storeName: string, key: IDBValidKey): Promise<T | undefined> {
  return read<T>(storeName, (store) => store.get(key))
}

/** Every record whose index has the value, in the index's order (as Dexie's `where().equals()`). */
export async function savedRecordsWhere<T>(
  storeName: string,
  indexName: string,
  value: IDBValidKey,
): Promise<T[]> {
  return (await read<T[]>(storeName, (store) => store.index(indexName).getAll(value))) ?? []
}
