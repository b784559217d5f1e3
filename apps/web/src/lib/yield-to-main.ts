/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between: one
 * long task becomes several short ones (a page the server rendered is on screen while it comes alive).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
