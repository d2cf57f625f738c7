import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import classes from './shell.module.css'

// A thin bar at the top for route loads that take longer than 300 ms; quick ones show nothing.
export function RouteProgress() {
  const { t } = useLingui()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), 300)
    return () => clearTimeout(timer)
  }, [loading])
  return visible ? (
    <div className={classes.progress} role="progressbar" aria-label={t`Loading`} />
  ) : null
}
