// A center's stock shares: what was delivered to it, the center's and HiG's shares of that,
// how much went into services and what remains (delivered - services).
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { centerFilter, pagedRows, type Page, type Paging } from './staff-query.ts'

export const STOCK_PAGE_SIZE = 10

export interface StockRow {
  id: number
  product_id: number
  product__name: string
  delivered: number
  sc_share: number
  hig_share: number
  services: number
  remain_stock: number
}

export async function listCenterStock(
  db: Db,
  centerId: number,
  q: string,
  paging: Paging,
  language: Language,
): Promise<Page<StockRow>> {
  const where = centerFilter('s.center_id', centerId)
  where.search(`search_fold(p.name_en || ' ' || p.name_ar)`, q)
  const from = 'center_stock s join products p on p.id = s.product_id'
  const name = language === 'ar' ? 'p.name_ar' : 'p.name_en'
  const { rows, pagination } = await pagedRows<StockRow>(
    db,
    where,
    paging,
    `select count(*)::int as count from ${from}`,
    (page) => `select s.id, p.id as product_id, ${name} as product__name, s.delivered, s.sc_share,
            s.hig_share, s.services, s.delivered - s.services as remain_stock
       from ${from} where ${where.sql()}
      order by ${name}, s.id ${page}`,
  )
  return { data: rows, pagination }
}
