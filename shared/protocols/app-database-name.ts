// The name of the app's IndexedDB database, apart from its tables (app-database.ts) so that a
// reader without Dexie (src/db/saved-records.ts) can name it without loading Dexie.
export const APP_DATABASE_NAME = 'hig'
