import '@mantine/core/styles/Avatar.css'
import { ActionIcon, Avatar, FileButton } from '@mantine/core'
import { IconCamera } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { compressAvatar, isPng, storeAvatar, storedAvatar } from './avatar-image.ts'
import classes from './profile.module.css'

export function ProfileAvatar(props: { userId: string; name: string }) {
  const { t } = useLingui()
  const [picture, setPicture] = useState(() => storedAvatar(props.userId))
  const choose = async (file: File | null) => {
    if (!file) return
    if (!isPng(file)) {
      toast.error(t`Only PNG pictures can be used. Choose a .png file.`)
      return
    }
    try {
      const compressed = await compressAvatar(file)
      if (!storeAvatar(props.userId, compressed)) {
        toast.error(t`This device has no room left to keep the picture.`)
        return
      }
      setPicture(compressed)
      toast.success(t`Your picture was changed.`)
    } catch {
      toast.error(t`This picture could not be read. Choose another .png file.`)
    }
  }
  return (
    <div className={classes.avatarBox}>
      <Avatar
        src={picture}
        alt={props.name}
        size={88}
        radius={100}
        color="brand"
        data-testid="profile-avatar"
      />
      <FileButton onChange={(file) => void choose(file)} accept="image/png,.png">
        {(buttonProps) => (
          <ActionIcon
            {...buttonProps}
            className={classes.avatarButton}
            radius="xl"
            size="md"
            aria-label={t`Change your picture`}
            data-testid="avatar-change"
          >
            <IconCamera size={16} />
          </ActionIcon>
        )}
      </FileButton>
    </div>
  )
}
