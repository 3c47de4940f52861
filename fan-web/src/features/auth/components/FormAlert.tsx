import { useTranslation } from 'react-i18next';
import { authFailureText } from './auth-failure';
import type { FormProblem } from './use-auth-form';

/** The form's error line: a rule the form broke, or what went wrong with the call, in the page's language. */
export function FormAlert({ problem }: { problem: FormProblem }) {
  const { t } = useTranslation('auth');
  if (!problem) return null;
  return (
    <p className="form-alert" role="alert">
      {'validation' in problem ? t(`validation.${problem.validation}`) : authFailureText(problem.failure, t)}
    </p>
  );
}
