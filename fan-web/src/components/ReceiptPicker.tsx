import { useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_RECEIPT_BYTES, RECEIPT_TYPES } from '@club/core';

export type ReceiptProblem = 'invalidType' | 'tooLarge';

/**
 * The client-side checks of spec section 5 (the server decides again from the file's bytes):
 * an image (JPG, PNG, WebP, HEIC) of at most 5 MB. Phones often give HEIC files no type, so the name decides then.
 */
export function checkReceipt(file: File): ReceiptProblem | null {
  const type = file.type.toLowerCase();
  const allowed = (RECEIPT_TYPES as readonly string[]).includes(type) || (type === '' && /\.(heic|heif)$/i.test(file.name));
  if (!allowed) return 'invalidType';
  if (file.size > MAX_RECEIPT_BYTES) return 'tooLarge';
  return null;
}

interface ReceiptPickerProps {
  label: string;
  hint: string;
  busy: boolean;
  busyLabel: string;
  /** The text for a problem found before sending. */
  problemText(problem: ReceiptProblem): string;
  /** Called with a file that passed the checks: the upload starts at once (spec section 5). */
  onFile(file: File): void;
}

/**
 * Choose a slip: checked on the spot, then handed over for upload, with a preview of what was chosen.
 * The fan presses a real button (reached with Tab, pressed with Enter or Space, its focus ring its
 * own) that opens the file input's chooser; the input itself stays out of sight and out of the tab order.
 */
export function ReceiptPicker({ label, hint, busy, busyLabel, problemText, onFile }: ReceiptPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ReceiptProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = checkReceipt(file);
    setProblem(found);
    if (found) return;
    setPreview((old) => {
      if (old) URL.revokeObjectURL(old);
      return file.type.startsWith('image/') && !/hei[cf]/.test(file.type) ? URL.createObjectURL(file) : null;
    });
    onFile(file);
  };

  return (
    <div className="receipt-picker">
      <input ref={input} type="file" accept={[...RECEIPT_TYPES, '.heic', '.heif'].join(',')} onChange={choose} disabled={busy} hidden data-testid="receipt-input" />
      <button
        type="button"
        className={busy ? 'button button-primary button-block is-busy' : 'button button-primary button-block'}
        onClick={() => { if (!busy) input.current?.click(); }}
        // Not `disabled`: a disabled button drops the focus of the fan who just pressed it.
        aria-disabled={busy || undefined}
        aria-describedby={`${id}-hint`}
        data-testid="choose-slip"
      >
        {busy ? busyLabel : label}
      </button>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problemText(problem)}
        </p>
      )}
      {preview && <img className="receipt-preview" src={preview} alt="" />}
    </div>
  );
}
