import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import type { FormProblem } from './use-auth-form';

/** The form's error line: a rule the form broke, or the server's message about the call. */
export function FormAlert({ problem }: { problem: FormProblem }) {
  const { t } = useTranslation('auth');
  if (!problem) return null;
  return (
    <p className="form-alert" role="alert">
      {'validation' in problem ? t(`validation.${problem.validation}`) : errorMessage(problem.failure, t('errors.generic'))}
    </p>
  );
}
