import type * as z from 'zod/mini'
import { faq, type faqItem } from '#shared/contracts/rest/content.ts'
import { callRest } from '../../../api/call-rest.ts'
import { readQuery } from '../../../api/warm-read.ts'

export type Faq = z.output<typeof faqItem>

export async function fetchFaq(): Promise<Faq[]> {
  return (await callRest(faq)).data
}

// What /support and /contactus read, in the language they are read in, started by their routes'
// loaders (decision 281).
export const faqRead = (locale: string) => readQuery(`account:faq:${locale}`, fetchFaq)
