/** BullMQ queues (ARCHITECTURE.md). The API reads their depth for health; the worker consumes them. */
export const QUEUE_NAMES = ['receipts', 'tickets', 'email', 'sweeps', 'competition'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
