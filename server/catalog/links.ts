// Where the app shows a product and its picture: the same addresses for REST and GraphQL
// clients. A product's page is named by its commerce global id, as the app's routes are.
import { toGlobalId } from '../lib/global-id.ts'

export const productImageUrl = (id: number) => `/media/products/${id}.svg`
export const categoryImageUrl = (id: number) => `/media/categories/${id}.svg`
export const productLink = (id: number) => `/product/${toGlobalId('Product', id)}/`
