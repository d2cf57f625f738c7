// The conversation between an open page and the service worker about the staff submission
// queue: the worker, woken by Background Sync, asks open pages to send; each answers with how
// many items are still waiting. The worker never sends itself (it holds no session).
export const STAFF_SYNC_TAG = 'hig-staff-submissions'

export interface ReplayRequest {
  type: 'staff-queue:replay'
}

export interface ReplayReply {
  waiting: number
}

export const replayRequest: ReplayRequest = { type: 'staff-queue:replay' }

export function isReplayRequest(data: unknown): data is ReplayRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === replayRequest.type
  )
}
