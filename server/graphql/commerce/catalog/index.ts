// The catalog of the commerce endpoint. Only root queries have resolvers: the objects they
// return carry their fields (methods for fields with arguments or extra loads), so other areas
// returning products (checkout lines, orders) build them with productNode and need no resolver
// of their own for Product.
import { catalogQueries } from './queries.ts'

export const catalogResolvers = { Query: catalogQueries }
