import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Alert.css'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../../ui/toasts/toasts.tsx'
import {
  chooseStoreLocation,
  useStoreLocation,
} from '../../../entities/store-location/store-location.ts'
import { StoreLocationForm } from './store-location-form.tsx'

export function StoreLocationModal(props: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const current = useStoreLocation()
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t`Choose your store location`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <StoreLocationForm
        current={current}
        onChosen={(location) => {
          chooseStoreLocation(location)
          toast.success(t`Your store is now ${location.cityName}, ${location.provinceName}.`)
          props.onClose()
        }}
      />
    </Modal>
  )
}
