import type { OutboxEventPayloads, OutboxEventType, QueueName } from '@club/core';

/** Where each outbox event goes: a queue and the job name its processor switches on. */
export const EVENT_ROUTES: { [T in OutboxEventType]: { queue: QueueName; job: string } } = {
  'auth.password_reset': { queue: 'email', job: 'password-reset' },
};

export type EmailJob = { name: 'password-reset'; data: OutboxEventPayloads['auth.password_reset'] };
