// Before any schema parses.
import '../noEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GateApp } from './GateApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GateApp />
  </StrictMode>,
);

// The built app works with no network once this worker has kept it (the dev server has no sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/admin/gate/sw.js', { scope: '/admin/gate/' });
