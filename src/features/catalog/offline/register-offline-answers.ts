// Imported by every catalog screen (a side effect on purpose): the offline answers of the
// catalog's queries, loaded the first time the network fails.
import { registerOfflineAnswer } from '../../../api/offline-answers.ts'

const answers = () => import('./offline-answers.ts')

registerOfflineAnswer('Products', () => answers().then((m) => m.answerProducts))
registerOfflineAnswer('SearchProducts', () => answers().then((m) => m.answerProducts))
registerOfflineAnswer('SliderProducts', () => answers().then((m) => m.answerProducts))
registerOfflineAnswer('Product', () => answers().then((m) => m.answerProduct))
registerOfflineAnswer('Categories', () => answers().then((m) => m.answerCategories))
registerOfflineAnswer('RootCategories', () => answers().then((m) => m.answerRootCategories))
registerOfflineAnswer('CategoryAttributes', () => answers().then((m) => m.answerCategoryAttributes))
registerOfflineAnswer('HomeContent', () => answers().then((m) => m.answerHomeContent))
