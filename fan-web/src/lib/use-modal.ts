import { useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Shows a native <dialog> as a modal while `open` is true: showModal makes the rest of the page
 * inert and turns Escape into a cancel event, which the dialog's owner handles. Tab and Shift+Tab
 * wrap around inside it, rather than leaving for the browser's own controls.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const wrap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      // One stop per radio group, as the browser tabs through it: the checked one, else the first.
      const stops = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
        if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
        const group = Array.from(dialog.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(el.name)}"]`));
        return el === (group.find((r) => r.checked) ?? group[0]);
      });
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement as HTMLElement | null;
      const inGroupOf = (stop: HTMLElement) => active === stop || (active instanceof HTMLInputElement && stop instanceof HTMLInputElement && active.type === 'radio' && active.name === stop.name);
      if (event.shiftKey && inGroupOf(first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && inGroupOf(last)) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', wrap);
    return () => dialog.removeEventListener('keydown', wrap);
  }, []);
  return ref;
}
