// A promise that resolves after `milliseconds`: a cap on what the app's start waits for. It uses
// AbortSignal.timeout rather than setTimeout so tests that freeze the page's clock still start.
export function atMost(milliseconds: number): Promise<void> {
  return new Promise((resolve) =>
    AbortSignal.timeout(milliseconds).addEventListener('abort', () => resolve(), { once: true }),
  )
}
