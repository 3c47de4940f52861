import { useEffect, useRef } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` is true: showModal keeps the focus inside and
 * turns Escape into a cancel event, which the dialog's owner handles.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
