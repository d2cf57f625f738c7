// For tests: the app's own catalogue documents (src/features/catalogue).
import { appDocuments } from '../test-documents.ts'

export const catalogueDocument = appDocuments(
  'src/features/catalogue/**/*.commerce.graphql',
  'catalogue',
)
