/**
 * The bot check's answer, worked out in a Web Worker (solver.worker.ts): resolves with the payload
 * to join with, or rejects when the browser could not solve it (no Worker, or no answer).
 */
export function solveChallenge(challenge: unknown, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    const end = (settle: () => void) => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
      settle();
    };
    const abort = () => end(() => reject(new DOMException('aborted', 'AbortError')));
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<{ payload: string | null; error?: string }>) =>
      end(() => (event.data.payload ? resolve(event.data.payload) : reject(new Error(event.data.error ?? 'no solution'))));
    worker.onerror = (event) => end(() => reject(new Error(event.message || 'worker failed')));
    worker.postMessage(challenge);
  });
}
