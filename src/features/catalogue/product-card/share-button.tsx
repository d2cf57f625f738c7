import { lazy, Suspense, useState } from 'react'
import { ActionIcon } from '@mantine/core'
import { IconShare } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

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
      <ActionIcon
        variant="white"
        color="dark"
        radius="xl"
        size="lg"
        className={props.className}
        aria-label={t`Share ${props.name}`}
        data-testid="share-product"
        onClick={() => {
          setLoaded(true)
          setOpened(true)
        }}
      >
        <IconShare size={18} />
      </ActionIcon>
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
