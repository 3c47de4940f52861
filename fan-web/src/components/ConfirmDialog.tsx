import type { ReactNode } from 'react';
import { useModal } from '../lib/use-modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** data-testid of the confirm button. */
  confirmTestId?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question on the native <dialog>: focus stays inside, Escape cancels. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, confirmTestId, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModal(open);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onCancel={(event) => { event.preventDefault(); onCancel(); }}>
      <h2 id="dialog-title">{title}</h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy} data-testid={confirmTestId}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
