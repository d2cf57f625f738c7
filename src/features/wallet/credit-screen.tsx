// /credit/: the same ledger as REST pages (accounts/credit/), with the balance it reports.
import { Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { usePagesQuery } from '../../api/use-pages.ts'
import { ScreenTitle } from '../../ui/layout/screen-title.tsx'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { BalanceCard } from './balance-card.tsx'
import { LedgerList } from './ledger-list.tsx'
import { creditLedger } from './api/ledger.ts'

export function CreditScreen() {
  const { t } = useLingui()
  const failureText = useFailureText()
  const ledger = usePagesQuery(creditLedger())
  const balance = ledger.extra?.balance ?? null
  return (
    <>
      <ScreenTitle>{t`Credit`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <BalanceCard
          balance={balance}
          error={balance === null && ledger.error ? failureText(ledger.error) : null}
        />
        <LedgerList ledger={ledger} empty={t`No transactions yet.`} />
      </Stack>
    </>
  )
}
