import type { Language } from './statuses.js';

/**
 * Events written to the transactional outbox, with their payloads. The worker's relay
 * routes each type to its queue; adding a type here makes the compiler ask for a route.
 */
export interface OutboxEventPayloads {
  'auth.password_reset': { to: string; name: string; url: string; lang: Language };
}
export type OutboxEventType = keyof OutboxEventPayloads;
