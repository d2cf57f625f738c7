import '@mantine/core/styles/Image.css'
// /my-cards/: the payment methods the wallet can be charged with (the spec's sample screen,
// from real data).
import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { IconCreditCard } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useReadQuery } from '../../api/use-read.ts'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../ui/lists/list-skeleton.tsx'
import { RetryState } from '../../ui/lists/retry-state.tsx'
import { gatewaysRead } from './api/gateways.ts'

export function MyCardsScreen() {
  const { t } = useLingui()
  const failureText = useFailureText()
  const gateways = useReadQuery(gatewaysRead())
  let content
  if (gateways.error) {
    content = <RetryState message={failureText(gateways.error)} onRetry={gateways.reload} />
  } else if (!gateways.data) {
    content = <ListSkeleton rows={2} height={64} />
  } else if (gateways.data.length === 0) {
    content = (
      <EmptyState
        message={t`No payment method is available for your wallet.`}
        icon={<IconCreditCard size={48} stroke={1.2} />}
      />
    )
  } else {
    content = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`Your wallet can be charged with these payment methods.`}
        </Text>
        {gateways.data.map((gateway) => (
          <Paper key={gateway.id} withBorder radius="md" p="sm" data-testid="payment-method">
            <Group gap="sm">
              {gateway.logo ? (
                <Image src={gateway.logo} alt="" w={96} h={40} fit="contain" />
              ) : (
                <IconCreditCard size={32} aria-hidden />
              )}
              <Text fw={600}>{gateway.name}</Text>
            </Group>
          </Paper>
        ))}
        <Button component={Link} to="/wallet/" variant="light">
          {t`Add funds to your wallet`}
        </Button>
      </Stack>
    )
  }
  return (
    <>
      <ScreenTitle>{t`Payment methods`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        {content}
      </Stack>
    </>
  )
}
