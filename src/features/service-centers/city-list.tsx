import { Button } from '@mantine/core'
import { Link, useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Read } from '../../api/use-read.ts'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { RetryState } from '../../ui/lists/retry-state.tsx'

// A finder list read for the person's city: a skeleton while the city or the list loads, a way
// to choose a city when there is none, the failure with Try again, the empty message, or the
// items as `children` lays them out.
export function CityList<T>(props: {
  hasCity: boolean
  cityLoading: boolean
  read: Read<T[]>
  noCityIcon?: ReactNode
  empty: ReactNode
  children: (items: T[]) => ReactNode
}) {
  const { t } = useLingui()
  const failure = useFailureText()
  // Once a city is chosen, the person comes back to this list.
  const here = useLocation({ select: (location) => location.href })
  const { read } = props
  if (props.cityLoading || read.loading) return <ListSkeleton rows={4} height={64} />
  if (!props.hasCity) {
    return (
      <EmptyState
        message={t`Choose your city to see its service centers.`}
        icon={props.noCityIcon}
        action={
          <Button
            renderRoot={(rootProps) => (
              <Link to="/store/edit/" search={{ redirect: here }} {...rootProps} />
            )}
          >
            {t`Choose your city`}
          </Button>
        }
      />
    )
  }
  if (read.error) {
    return <RetryState message={failure(read.error)} onRetry={read.reload} />
  }
  if (!read.data || read.data.length === 0) return <>{props.empty}</>
  return <>{props.children(read.data)}</>
}
