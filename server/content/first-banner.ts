// The home page's largest picture is the header carousel's first banner. The index.html served
// for `/` carries it in its boot frame, so it paints before the app's code has even arrived
// (src/features/catalog/home/first-header-image.ts is the same rule on the app's side).
import type { Db } from '../db/database.ts'

export async function firstHeaderBanner(db: Db): Promise<string | null> {
  const row = await db.one<{ image_url: string | null }>(
    `select s.image_url from page_slots s
       join pages p on p.id = s.page_id and p.is_published
       join page_types t on t.id = p.page_type_id and t.slug = 'header'
      where s.slot ~ '^top-header-[0-9]+$' and s.image_url is not null
      order by substring(s.slot from 12)::int, s.sort, s.id
      limit 1`,
  )
  return row?.image_url ?? null
}
