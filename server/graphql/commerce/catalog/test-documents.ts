// For tests: the app's own catalog documents (src/features/catalog).
import { appDocuments } from '../test-documents.ts'

export const catalogDocument = appDocuments('src/features/catalog/**/*.commerce.graphql', 'catalog')
