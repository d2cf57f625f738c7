import '@mantine/core/styles/Skeleton.css'
import { Skeleton } from '@mantine/core'
import classes from './listing.module.css'

// Products load behind card-shaped skeletons, never a spinner.
export function ProductGridSkeleton(props: { count?: number }) {
  return (
    <div className={classes.skeletonGrid} aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: props.count ?? 4 }, (_, index) => (
        <Skeleton key={index} height={300} radius="lg" />
      ))}
    </div>
  )
}
