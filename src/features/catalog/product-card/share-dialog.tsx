import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Input.css'
import { Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import {
  IconBrandFacebook,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconCopy,
  IconMail,
  IconShare2,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { productLink, shareUrl, type ShareTarget } from './share-links.ts'
import classes from './product-card.module.css'

// Share a product: the five targets, the link to copy and, where the browser has one, the
// native share sheet. Closes with the close button or by clicking outside.
export function ShareDialog(props: {
  opened: boolean
  onClose: () => void
  productId: string
  name: string
}) {
  const { t } = useLingui()
  const link = productLink(window.location.origin, props.productId)
  const targets: { target: ShareTarget; label: string; icon: ReactNode }[] = [
    { target: 'email', label: t`Email`, icon: <IconMail size={26} /> },
    { target: 'whatsapp', label: 'WhatsApp', icon: <IconBrandWhatsapp size={26} /> },
    { target: 'telegram', label: 'Telegram', icon: <IconBrandTelegram size={26} /> },
    { target: 'twitter', label: 'Twitter', icon: <IconBrandX size={26} /> },
    { target: 'facebook', label: 'Facebook', icon: <IconBrandFacebook size={26} /> },
  ]
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      toast.info(t`Product link copied.`)
    } catch {
      toast.error(t`The link could not be copied. Select it and copy it yourself.`)
    }
  }
  const canShare = typeof navigator.share === 'function'
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t`Share this product`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="share-dialog"
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {props.name}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {targets.map(({ target, label, icon }) => (
            <UnstyledButton
              key={target}
              component="a"
              href={shareUrl(target, link, props.name)}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.shareTarget}
              data-target={target}
            >
              {icon}
              <span>{label}</span>
            </UnstyledButton>
          ))}
        </Group>
        {/* The whole link, on as many lines as it needs. */}
        <Textarea
          readOnly
          autosize
          minRows={1}
          value={link}
          aria-label={t`Product link`}
          onFocus={(event) => event.currentTarget.select()}
          classNames={{ input: 'ltr-number' }}
          styles={{ input: { wordBreak: 'break-all' } }}
        />
        <Group grow>
          <Button leftSection={<IconCopy size={18} />} onClick={() => void copy()}>
            {t`Copy link`}
          </Button>
          {canShare && (
            <Button
              variant="light"
              leftSection={<IconShare2 size={18} />}
              onClick={() =>
                void navigator.share({ title: props.name, url: link }).catch(() => undefined)
              }
            >
              {t`More options`}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
