// Firebase Cloud Messaging HTTP v1: one data-only message per registration token. Data-only,
// because a `notification` block makes Firebase's own worker code show a second copy; our
// service worker shows it.
import type { AccessTokenSource } from './fcm-access-token.ts'
import type { DeliveryResult } from './web-push-sender.ts'

export interface FcmMessage {
  token: string
  data: Record<string, string>
  ttlSeconds: number
}

interface FcmError {
  error?: { status?: string; details?: { errorCode?: string }[] }
}

function isUnregistered(body: FcmError): boolean {
  if (body.error?.status === 'NOT_FOUND') return true
  return (body.error?.details ?? []).some((detail) => detail.errorCode === 'UNREGISTERED')
}

export function createFcmSender(
  projectId: string,
  tokens: AccessTokenSource,
  fetchImpl: typeof fetch = fetch,
) {
  const url = `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/messages:send`
  const post = async (message: FcmMessage) =>
    fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokens.token()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        message: {
          token: message.token,
          data: message.data,
          webpush: { headers: { TTL: String(message.ttlSeconds), Urgency: 'high' } },
        },
      }),
      signal: AbortSignal.timeout(15_000),
    })

  return async (message: FcmMessage): Promise<{ result: DeliveryResult; status: number }> => {
    let response = await post(message)
    if (response.status === 401) {
      // Revoked or rotated early: one fresh token, one retry.
      tokens.forget()
      response = await post(message)
    }
    if (response.ok) {
      await response.body?.cancel()
      return { result: 'delivered', status: response.status }
    }
    const body = (await response.json().catch(() => ({}))) as FcmError
    const gone = response.status === 404 || response.status === 410 || isUnregistered(body)
    return { result: gone ? 'gone' : 'failed', status: response.status }
  }
}
