// What the new-service flow carries in its history entries: that the first step was reached by
// going back inside the flow (the steps' link, the summary's Change), so its selection is the
// same pass's and stays (service-draft.ts, beginPass).
declare module '@tanstack/history' {
  interface HistoryState {
    serviceFlowBack?: boolean
  }
}

export const backInFlow = (state: object) => ({ ...state, serviceFlowBack: true })
