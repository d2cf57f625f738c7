import '@mantine/core/styles/Accordion.css'
import '@mantine/core/styles/List.css'
import { Accordion, List, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { arabicLegal } from './legal-arabic.ts'
import type { LegalSection } from './legal-document.ts'
import { englishLegal } from './legal-english.ts'

function Sections(props: { sections: LegalSection[]; testId: string }) {
  return (
    <Accordion multiple variant="separated" radius="lg" data-testid={props.testId}>
      {props.sections.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <Accordion.Control data-testid={`legal-${section.id}`}>
            {section.heading}
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph, index) => (
                <Text key={index} size="sm">
                  {paragraph}
                </Text>
              ))}
              {section.points && (
                <List size="sm" spacing={4}>
                  {section.points.map((point, index) => (
                    <List.Item key={index}>{point}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}

export function TermsScreen() {
  const { t, i18n } = useLingui()
  const legal = i18n.locale === 'ar' ? arabicLegal : englishLegal
  return (
    <>
      <ScreenTitle>{t`Terms and privacy`}</ScreenTitle>
      <Stack gap="md" px="md" pb="md">
        <Text size="xs" c="dimmed">
          {legal.updated}
        </Text>
        <Title order={2} size="h4">
          {legal.privacy.title}
        </Title>
        <Text size="sm">{legal.privacy.intro}</Text>
        <Sections sections={legal.privacy.sections} testId="privacy-policy" />
        <Title order={2} size="h4" mt="md">
          {legal.terms.title}
        </Title>
        <Text size="sm">{legal.terms.intro}</Text>
        <Sections sections={legal.terms.sections} testId="terms-of-use" />
      </Stack>
    </>
  )
}
