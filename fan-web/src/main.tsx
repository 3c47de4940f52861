// First, so that component stylesheets come after the global one.
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, queryClient } from './app/provider';
import { AppRouter, preloadPage } from './app/router';

preloadPage(window.location.pathname, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for the whole tree at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
