import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { categoryRows, type CategoryNode } from './category-tree.ts'
import type { ListingParams } from '../listing/listing-search.ts'
import classes from './category-bar.module.css'

// Up to four rows of categories: the roots, then the children of each selected category,
// each such row opening with 'All' (the category itself). Choosing a category keeps the sort
// and clears the attribute filters, which belong to the category.
export function CategoryBar(props: {
  tree: readonly CategoryNode[]
  selectedId?: string
  sort?: ListingParams['sort']
}) {
  const { t } = useLingui()
  const rows = categoryRows(props.tree, props.selectedId)
  const search = (cat: string): ListingParams => (props.sort ? { cat, sort: props.sort } : { cat })
  return (
    <nav aria-label={t`Categories`} className={classes.bar} data-testid="category-bar">
      {rows.map((row, depth) => (
        <ul key={row.parent?.id ?? 'roots'} className={classes.row} data-depth={depth}>
          {row.parent && (
            <li>
              <Link
                to="/category/"
                search={search(row.parent.id)}
                className={classes.chip}
                data-active={row.selectedId === null || undefined}
                aria-current={row.selectedId === null ? 'page' : undefined}
                data-testid="category-all"
              >
                {t`All`}
              </Link>
            </li>
          )}
          {row.options.map((category) => (
            <li key={category.id}>
              <Link
                to="/category/"
                search={search(category.id)}
                className={classes.chip}
                data-active={row.selectedId === category.id || undefined}
                aria-current={
                  props.selectedId === category.id
                    ? 'page'
                    : row.selectedId === category.id
                      ? 'true'
                      : undefined
                }
                data-depth={depth}
                data-slug={category.slug}
              >
                {depth === 0 && category.image && (
                  <img
                    src={category.image}
                    alt=""
                    width={28}
                    height={28}
                    className={classes.icon}
                  />
                )}
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  )
}
