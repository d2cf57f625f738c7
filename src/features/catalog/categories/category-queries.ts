// The channel's whole category tree, as its screens read it and their routes' loaders start it
// (decision 281). The home page's bar reads only the roots, its own way (home/use-root-categories.ts).
import { CategoriesDocument } from '../../../api/generated/commerce.ts'
import { commerceQuery } from '../../../api/warm-query.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'

export const categoriesQuery = (channel = currentChannel()) =>
  commerceQuery(CategoriesDocument, { channel })
