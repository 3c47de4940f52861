import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BootScreen } from '../components/BootScreen';
import { AuthProvider } from '../lib/auth/auth';
import { i18n } from '../lib/i18n';
import { LiveUpdates } from './live';

/** A query cache: the page's one, or one per page rendered on the server. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });

/** The page's query cache (also filled at startup with the opened page's data: see preloadPage). */
export const queryClient = newQueryClient();

/** The site's texts and data; on the server, the instances of the page being rendered. */
export function AppProvider({ children, texts = i18n, data = queryClient }: { children: ReactNode; texts?: I18n; data?: QueryClient }) {
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={data}>
        <AuthProvider fallback={<BootScreen />}>
          <LiveUpdates>{children}</LiveUpdates>
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
