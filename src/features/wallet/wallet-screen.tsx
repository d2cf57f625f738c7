// /wallet/: the balance, adding funds through a gateway, and the transactions (wallet GraphQL).
import { useState } from 'react'
import { Stack, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'
import { AddFundsDrawer } from './add-funds-drawer.tsx'
import { BalanceCard } from './balance-card.tsx'
import { LedgerList } from './ledger-list.tsx'
import { walletPage } from './ledger-source.ts'
import { useWalletBalance } from './use-balance.ts'
import { useLedger } from './use-ledger.ts'

export function WalletScreen() {
  const { t } = useLingui()
  const balance = useWalletBalance()
  const ledger = useLedger(walletPage)
  const [adding, setAdding] = useState(false)
  return (
    <>
      <ScreenTitle>{t`Wallet`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <BalanceCard
          balance={balance.balance}
          error={balance.error}
          onAddFunds={() => setAdding(true)}
        />
        <Title order={2} size="h5">
          {t`Transactions`}
        </Title>
        <LedgerList ledger={ledger} empty={t`No Credits Found`} />
      </Stack>
      <AddFundsDrawer opened={adding} onClose={() => setAdding(false)} />
    </>
  )
}
