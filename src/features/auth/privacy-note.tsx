import '@mantine/core/styles/Anchor.css'
import { Anchor, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

export function PrivacyNote() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      <Trans>
        By continuing you accept our{' '}
        <Anchor component={Link} to="/terms-and-policy/" size="xs">
          privacy policy and terms of use
        </Anchor>
        .
      </Trans>
    </Text>
  )
}
