import { useEffect, useState } from 'react';

export type ShareOutcome = 'idle' | 'shared' | 'copied' | 'failed';

/**
 * Share a page: the device's own share sheet where the browser has one (phones), otherwise the
 * link is copied to the clipboard and `outcome` says so for a few seconds. Closing the share sheet
 * without choosing is not a failure. When neither works, `failed` lets the page show the link.
 */
export function useShareLink() {
  const [outcome, setOutcome] = useState<ShareOutcome>('idle');
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const share = async (data: { title: string; text: string; url: string }) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        setOutcome('shared');
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Not allowed here (no user gesture left, an unsupported field): copy instead.
      }
    }
    try {
      await navigator.clipboard.writeText(data.url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return { share, outcome, reset: () => setOutcome('idle') };
}
