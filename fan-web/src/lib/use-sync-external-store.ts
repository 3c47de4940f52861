/**
 * What react-i18next imports as `use-sync-external-store/shim`: a copy of the hook for
 * React before 18, which React 19 has built in (vite.config.ts points the shim here).
 */
export { useSyncExternalStore } from 'react';
