// Channels a one-time code can travel by, from the one-time-code endpoint. The choice rule of
// the spec: the stored service, else the default, else the first.
import { otpClient } from './graphql.ts'
import { GraphqlFailure } from './graphql-failure.ts'
import { MessagingServicesDocument, type MessagingServicesQuery } from './generated/otp.ts'

export type MessagingService = MessagingServicesQuery['messagingServices'][number]

export async function loadMessagingServices(): Promise<MessagingService[]> {
  const result = await otpClient.query(MessagingServicesDocument, {}).toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  return result.data?.messagingServices ?? []
}

export function chooseMessagingService(
  services: readonly MessagingService[],
  stored: string | null | undefined,
): MessagingService | undefined {
  return (
    services.find((service) => service.value === stored) ??
    services.find((service) => service.isDefault) ??
    services[0]
  )
}
