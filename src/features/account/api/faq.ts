import type * as z from 'zod/mini'
import { faq, type faqItem } from '#shared/contracts/rest/content.ts'
import { callRest } from '../../../api/call-rest.ts'

export type Faq = z.output<typeof faqItem>

export async function fetchFaq(): Promise<Faq[]> {
  return (await callRest(faq)).data
}
