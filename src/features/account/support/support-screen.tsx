import '@mantine/core/styles/Accordion.css'
import { Accordion, Button, Stack, Text } from '@mantine/core'
import { IconHeadset, IconHelpCircle } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { LoadError } from '../shared/load-error.tsx'
import { useReadQuery } from '../../../api/use-read.ts'
import { ContactDrawer } from './contact-drawer.tsx'
import { faqRead } from '../api/faq.ts'

// /support/ (questions first) and /contactus (the contact drawer open).
export function SupportScreen(props: { contactOpen?: boolean }) {
  const { t, i18n } = useLingui()
  const faq = useReadQuery(faqRead(i18n.locale))
  const [contact, setContact] = useState(props.contactOpen ?? false)
  const body = () => {
    if (!faq.data && faq.error) return <LoadError error={faq.error} onRetry={faq.reload} />
    if (!faq.data) return <ListSkeleton rows={5} height={48} />
    if (faq.data.length === 0)
      return (
        <EmptyState
          message={t`No questions have been answered here yet.`}
          icon={<IconHelpCircle size={48} stroke={1.2} />}
        />
      )
    return (
      <Accordion variant="separated" radius="lg" data-testid="faq">
        {faq.data.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control data-testid="faq-question">{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    )
  }
  return (
    <>
      <ScreenTitle>{props.contactOpen ? t`Contact us` : t`Help`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <Text fw={600}>{t`Frequently asked questions`}</Text>
        {body()}
        <Button
          variant="light"
          leftSection={<IconHeadset size={18} />}
          onClick={() => setContact(true)}
          data-testid="contact-open"
        >
          {t`Contact us`}
        </Button>
      </Stack>
      <ContactDrawer opened={contact} onClose={() => setContact(false)} />
    </>
  )
}
