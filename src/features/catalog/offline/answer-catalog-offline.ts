// The offline answers of the catalog's queries (the catalog the service worker saved on the
// device), switched on once by the app's start (src/main.tsx) before any query is asked; their
// code loads the first time the network fails.
import { registerOfflineAnswer } from '../../../api/offline-answers.ts'

const answers = () => import('./offline-answers.ts')

export function answerCatalogOffline(): void {
  registerOfflineAnswer('Products', () => answers().then((m) => m.answerProducts))
  registerOfflineAnswer('SearchProducts', () => answers().then((m) => m.answerProducts))
  registerOfflineAnswer('SliderProducts', () => answers().then((m) => m.answerProducts))
  registerOfflineAnswer('Product', () => answers().then((m) => m.answerProduct))
  registerOfflineAnswer('Categories', () => answers().then((m) => m.answerCategories))
  registerOfflineAnswer('RootCategories', () => answers().then((m) => m.answerRootCategories))
  registerOfflineAnswer('CategoryAttributes', () =>
    answers().then((m) => m.answerCategoryAttributes),
  )
  registerOfflineAnswer('HomeContent', () => answers().then((m) => m.answerHomeContent))
}
