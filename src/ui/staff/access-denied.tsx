import { IconLock } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { ResultPage } from '../pages/result-page.tsx'

// What staff of an inactive center (or anyone who is not staff) see instead of a staff page
// the server answered 403 to: never an error toast.
export function AccessDenied() {
  const { t } = useLingui()
  return (
    <ResultPage
      icon={<IconLock size={56} stroke={1.3} aria-hidden="true" />}
      title={t`No access`}
      description={t`Only active service centers can use this.`}
      homeLabel={t`Back to home`}
      testId="access-denied"
    />
  )
}
