import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/api-client';
import { sendVerificationEmail } from '../lib/auth/send-verification-email';
import { TextField } from './TextField';

interface Props {
  /** The signed-in fan's address: a button only. Without it, a field asks which address to mail. */
  email?: string;
  labels: { send: string; sent(email: string): string; failed: string; email?: string };
}

/** "Send the link again": a new confirmation mail, and what came of it (sent, or the API's refusal such as its rate limit). */
export function VerificationMailAgain({ email, labels }: Props) {
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<{ pending: boolean; sentTo?: string; error?: string }>({ pending: false });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const to = (email ?? typed).trim();
    if (!to) return;
    setState({ pending: true });
    try {
      await sendVerificationEmail(to);
      setState({ pending: false, sentTo: to });
    } catch (error) {
      setState({ pending: false, error: errorMessage(error, labels.failed) });
    }
  };
  return (
    <form method="post" className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate data-testid="verification-again">
      {!email && (
        <TextField id="verification-again-email" label={labels.email ?? ''} type="email" inputMode="email" autoComplete="email" required value={typed} onChange={(event) => setTyped(event.target.value)} />
      )}
      <button type="submit" className="button button-secondary" disabled={state.pending}>
        {labels.send}
      </button>
      <p role="status" data-testid="verification-again-status">
        {state.sentTo ? labels.sent(state.sentTo) : ''}
      </p>
      {state.error && (
        <p className="form-alert" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
