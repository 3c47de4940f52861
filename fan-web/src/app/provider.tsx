import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BootScreen } from '../components/BootScreen';
import { AuthProvider } from './auth';
import { i18n } from './i18n';
import { LiveUpdates } from './live';

/** The site's one query cache (also filled at startup with the opened page's data: see preloadPage). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider fallback={<BootScreen />}>
          <LiveUpdates>{children}</LiveUpdates>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
