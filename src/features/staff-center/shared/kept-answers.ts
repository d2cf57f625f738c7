// Where the staff lists and records keep their last answers on the device (the Dexie `lookups`
// table, through api/last-good.ts): one key per list, filters, page and language, the newest
// few hundred kept (decision 175).
export const keptAnswers = { prefix: 'staff:list:', most: 300 }

export const savedListKey = (list: string, key: string, page: number, language: string) =>
  `${keptAnswers.prefix}${list}:${language}:${page}:${key}`

export const savedRecordKey = (record: string, key: string, language: string) =>
  `${keptAnswers.prefix}${record}:${language}:${key}`
