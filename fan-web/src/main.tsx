// First, so that component stylesheets come after the global one.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { i18n } from './app/i18n';
import { AppProvider, queryClient } from './app/provider';
import { AppRouter, preloadPage } from './app/router';
import { hasStoredSession } from './lib/api-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/** The page as the server rendered it for a visitor, in this language, with the data it showed (api/src/http/server-render.ts). */
const rendered = JSON.parse(document.getElementById('server-state')?.textContent ?? 'null') as { language: string; queries: DehydratedState } | null;
const signedIn = hasStoredSession();

if (rendered && !signedIn && rendered.language === i18n.resolvedLanguage) {
  // Taken over as it is: React attaches to the server's HTML, and the page's code arrives meanwhile
  // (index.html names it), with the data it was rendered with.
  hydrate(queryClient, rendered.queries);
  hydrateRoot(root, app);
} else {
  preloadPage(window.location.pathname, queryClient);
  // The page rendered for a visitor in another language or for nobody signed in: rendered afresh.
  root.replaceChildren();
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole tree at once.
  startTransition(() => createRoot(root).render(app));
}
