// First, so that component stylesheets come after the global one.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { preloadSession } from './lib/auth/get-profile';
import { i18n, textsReady } from './lib/i18n';
import { AppProvider, queryClient } from './app/provider';
import { AppRouter, pageLoaded, preloadPage } from './app/router';
import { takeOverFrom } from './lib/use-now';

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/** The page as the server rendered it (entry-server.tsx, api/src/http/server-render.ts). */
interface Rendered {
  language: string;
  /** When it was rendered (its countdowns count from then). */
  now: number;
  /** The data it showed, who is signed in among them. */
  queries: DehydratedState;
}

/** Shows the site in #root: takes over the page the server rendered, or renders it here. */
function start(root: HTMLElement): void {
  const rendered = JSON.parse(document.getElementById('server-state')?.textContent ?? 'null') as Rendered | null;
  // It was rendered for the session this very request carried; one in the other language is rendered here again.
  if (rendered && rendered.language === i18n.resolvedLanguage) {
    // React attaches to the server's HTML, with the data it was rendered with, once the page's
    // code and texts are in (named with this script, they come with it); if they fail to come,
    // React still attaches, and the page shows what it shows on a failed load. As a transition:
    // hydrated in slices that yield to the browser, rather than in one long task.
    hydrate(queryClient, rendered.queries);
    takeOverFrom(rendered.now);
    const takeOver = () => startTransition(() => void hydrateRoot(root, app));
    void pageLoaded(window.location.pathname).then(takeOver, takeOver);
    return;
  }
  void preloadSession(queryClient);
  void preloadPage(window.location.pathname + window.location.search, queryClient);
  // index.html's boot screen gives way to the site's own (the session check), then to the page.
  root.replaceChildren();
  root.removeAttribute('aria-busy');
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole tree at once.
  startTransition(() => createRoot(root).render(app));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Once the site's own texts are in, in the reader's language (named with this script, they come with it).
void textsReady.then(() => start(root));
