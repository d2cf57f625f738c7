// service-center-stock/: the center's stock shares, ten rows a page, searchable by product;
// the pagination carries the neighbouring pages' addresses with the search kept.
import * as z from 'zod/mini'
import { pagedAnswer } from '../answers.ts'
import { routeGroup } from '../route-group.ts'
import { page, search } from './staff-lists.ts'

const staff = routeGroup('service_center/', 'staff')

export const stockRow = z.object({
  id: z.number(),
  product_id: z.number(),
  product__name: z.string(),
  delivered: z.number(),
  sc_share: z.number(),
  hig_share: z.number(),
  services: z.number(),
  remain_stock: z.number(),
})

export const loadStock = staff.get('service-center-stock/', {
  summary: 'The center’s stock shares, ten a page, searchable by product.',
  query: z.object({ q: search, page }),
  answer: pagedAnswer(stockRow),
})
