// For tests: the app's own account documents (src/features/account).
import { appDocuments } from '../test-documents.ts'

export const accountDocument = appDocuments('src/features/account/**/*.commerce.graphql', 'account')
