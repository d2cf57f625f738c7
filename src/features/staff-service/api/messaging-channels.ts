// The channels a code can travel by (the one-time-code endpoint), with the last good answer
// kept for when the staff member is offline.
import { currentLanguage } from '../../../i18n/i18n.ts'
import { loadMessagingServices, type MessagingService } from '../../../api/messaging-services.ts'
import { lastGood } from '../../../api/last-good.ts'
import { RestError } from '../../../api/rest.ts'

export async function loadChannels(): Promise<MessagingService[]> {
  const looked = await lastGood(`staff:channels:${currentLanguage()}`, async () => {
    try {
      return await loadMessagingServices()
    } catch (error) {
      // A GraphQL network error: read as "no answer" so the saved channels are used.
      throw new RestError(error instanceof Error ? error.message : String(error), 0, null, true)
    }
  })
  return looked.value
}
