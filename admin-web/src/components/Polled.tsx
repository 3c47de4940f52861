import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { HttpError } from 'react-admin';
import { request } from '../http';

export interface Polled<T> {
  data: T | null;
  /** Why the last ask failed; the last answer stays (it is then old, and the page says so). */
  error: string | null;
  /** When the last answer came (ms). */
  loadedAt: number | null;
  reload: () => void;
  /** When the last ask went out (ms): live pages ask again no sooner than they need. */
  askedAt: () => number;
}

/**
 * A console page's figures from `url`: asked at once and every `everyMs` (not while the tab is
 * hidden), one ask at a time. A new `url` starts afresh.
 */
export function usePolled<T>(url: string, everyMs: number): Polled<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loadedAt: number | null }>({ data: null, error: null, loadedAt: null });
  const busy = useRef(false);
  const asked = useRef(0);
  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    asked.current = Date.now();
    try {
      const { json } = await request(url);
      setState({ data: json as T, error: null, loadedAt: Date.now() });
    } catch (e) {
      setState((s) => ({ ...s, error: e instanceof HttpError || e instanceof Error ? e.message : String(e) }));
    } finally {
      busy.current = false;
    }
  }, [url]);
  useEffect(() => {
    setState({ data: null, error: null, loadedAt: null });
    void load();
    const timer = setInterval(() => { if (!document.hidden) void load(); }, everyMs);
    return () => clearInterval(timer);
  }, [load, everyMs]);
  return { ...state, reload: () => void load(), askedAt: () => asked.current };
}

/** Before the first answer: a progress line, or (the first ask failed) the error with a retry. */
export function FirstLoad({ polled, loading, failed, retry, testId }: { polled: Polled<unknown>; loading: string; failed: string; retry: string; testId: string }) {
  if (polled.data) return null;
  if (!polled.error) {
    return (
      <Box role="status" sx={{ my: 3 }}>
        <LinearProgress aria-hidden />
        <Typography sx={{ mt: 1 }}>{loading}</Typography>
      </Box>
    );
  }
  return (
    <Alert severity="error" sx={{ my: 2 }} action={<Button color="inherit" onClick={polled.reload}>{retry}</Button>} data-testid={testId}>
      {failed}
    </Alert>
  );
}
