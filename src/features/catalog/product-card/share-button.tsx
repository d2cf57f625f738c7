import { lazy, Suspense, useState } from 'react'
import { IconShare } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import classes from './share-button.module.css'

// The dialog (a Mantine modal) loads the first time someone shares.
const ShareDialog = lazy(() =>
  import('./share-dialog.tsx').then((module) => ({ default: module.ShareDialog })),
)

export function ShareButton(props: { productId: string; name: string; className?: string }) {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <button
        type="button"
        className={`${classes.share} mantine-focus-auto mantine-active ${props.className ?? ''}`}
        aria-label={t`Share ${props.name}`}
        data-testid="share-product"
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
      >
        <IconShare size={18} aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ShareDialog
            opened={opened}
            onClose={() => setOpened(false)}
            productId={props.productId}
            name={props.name}
          />
        </Suspense>
      )}
    </>
  )
}
