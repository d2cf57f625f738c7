import '@mantine/core/styles/Anchor.css'
import { Anchor, Group, Stack, Text } from '@mantine/core'
import { Drawer } from '../../../ui/dialogs/dialogs.tsx'
import { IconMapPin, IconPhone } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { supportAddress, supportPhones } from './support-config.ts'

export function ContactDrawer(props: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size="auto"
      radius="lg"
      title={t`Contact us`}
    >
      <Stack gap="md" pb="md" data-testid="contact-drawer">
        <div>
          <Text fw={600} mb={4}>{t`Support numbers`}</Text>
          <Stack gap={6}>
            {supportPhones().map((phone) => (
              <Group key={phone.href} gap="xs" wrap="nowrap">
                <IconPhone size={18} aria-hidden="true" />
                <Anchor href={phone.href} className="ltr-number" data-testid="support-phone">
                  {phone.text}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </div>
        <div>
          <Text fw={600} mb={4}>{t`Support address`}</Text>
          <Group gap="xs" wrap="nowrap" align="start">
            <IconMapPin size={18} aria-hidden="true" />
            <Text size="sm" data-testid="support-address">
              {supportAddress(currentLanguage())}
            </Text>
          </Group>
        </div>
      </Stack>
    </Drawer>
  )
}
