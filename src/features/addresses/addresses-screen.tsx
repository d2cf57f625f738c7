// /address/a/ (the account's address book, back to the profile) and /address/d/ (the same book
// reached from the checkout's delivery step, back to /delivery/): the list, an add tile, the
// map modal to add or edit, and a confirmation before deleting.
import { useState } from 'react'
import { Button, Stack, UnstyledButton } from '@mantine/core'
import { IconMapPinPlus, IconPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { AddressFormFieldsFragment } from '../../api/generated/commerce.ts'
import { session } from '../../api/session-store.ts'
import { showError, showFieldErrors } from '../../ui/failure/error-display.ts'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { toast } from '../../ui/toasts/toasts.tsx'
import { AddressModal } from '../../entities/address/address-modal.tsx'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { AddressCard } from './address-card.tsx'
import classes from './addresses.module.css'
import { DeleteAddressDialog } from './delete-address-dialog.tsx'
import { useAddressBook } from './use-address-book.ts'

export type AddressRoute = 'a' | 'd'

type Editing = { address: AddressFormFieldsFragment | null } | null

export function AddressesScreen(props: { route: AddressRoute }) {
  const { t } = useLingui()
  const book = useAddressBook()
  const user = session.use((state) => state.user)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AddressFormFieldsFragment | null>(null)

  const person = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ? `+${user.countryCode}${user.phone}` : '',
  }

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const errors = await book.remove(deleting.id)
      if (errors.length > 0) showFieldErrors(errors, t`Something went wrong. Try again.`)
      else toast.success(t`Address deleted.`)
      setDeleting(null)
    } catch (error) {
      showError(error, t`Something went wrong. Try again.`)
    }
  }

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ address: null })}>
      {t`Add a new address`}
    </Button>
  )

  let content
  if (book.loading) {
    content = <ListSkeleton rows={3} height={96} />
  } else if (book.error) {
    content = (
      <EmptyState
        message={t`Your addresses could not be loaded.`}
        action={
          <Button variant="light" onClick={book.reload}>
            {t`Try again`}
          </Button>
        }
      />
    )
  } else if (book.addresses.length === 0) {
    content = (
      <EmptyState
        message={t`You have no saved addresses yet.`}
        icon={<IconMapPinPlus size={48} stroke={1.2} />}
        action={addButton}
      />
    )
  } else {
    content = (
      <Stack gap="sm" data-testid="address-list">
        {book.addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onEdit={() => setEditing({ address })}
            onDelete={() => setDeleting(address)}
          />
        ))}
        <UnstyledButton className={classes.addTile} onClick={() => setEditing({ address: null })}>
          <IconPlus size={20} />
          {t`Add a new address`}
        </UnstyledButton>
      </Stack>
    )
  }

  return (
    <>
      <ScreenTitle>{t`Addresses`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {content}
        {props.route === 'd' && (
          <Button component={Link} to="/delivery/" variant="light">
            {t`Back to delivery`}
          </Button>
        )}
      </Stack>
      <AddressModal
        opened={editing !== null}
        address={editing?.address ?? null}
        person={person}
        onClose={() => setEditing(null)}
        onSave={(input) => book.save(input, editing?.address?.id ?? null)}
      />
      <DeleteAddressDialog
        name={deleting ? deleting.companyName || t`Address` : null}
        deleting={book.deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  )
}
