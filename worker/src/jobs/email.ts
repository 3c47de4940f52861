import type { Job } from 'bullmq';
import type { Mailer } from '../mailer.js';
import type { EmailJob } from '../queues.js';
import { passwordResetMail } from '../emails/password-reset.js';

export function emailProcessor(mailer: Mailer) {
  return async (job: Job<EmailJob['data'], void, EmailJob['name']>): Promise<void> => {
    switch (job.name) {
      case 'password-reset':
        await mailer.send(passwordResetMail(job.data));
        return;
      default:
        throw new Error(`unknown email job ${String(job.name)}`);
    }
  };
}
