// For tests: the app's own commerce documents, the cart's and checkout's among them.
import { appDocuments } from '../test-documents.ts'

export const appDocument = appDocuments('src/**/*.commerce.graphql', 'commerce')
