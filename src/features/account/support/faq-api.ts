import { restCall } from '../../../api/rest.ts'

export interface Faq {
  id: number
  question: string
  answer: string
}

export async function fetchFaq(): Promise<Faq[]> {
  return (await restCall<Faq[]>('get', 'content/faq')).data
}
