// Resolves in a task of its own: a MessageChannel message, which (unlike a timer) no background
// tab throttles and no page-clock fake in tests holds back. Work outside React's rendering (the
// app's code run, the router made, the first answers written into the cache, the device
// database opened) is cut into such tasks, so that none of them blocks a tap for long on a
// slow phone (decision 211). What React renders, its own scheduler cuts (decision 272).
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
