/** BullMQ queues (ARCHITECTURE.md). The API reads their depth for health; the worker consumes them. */
export const QUEUE_NAMES = ['receipts', 'tickets', 'email', 'sweeps', 'competition'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * The Redis channel name of socket.io's adapter (API processes) and emitter (workers): one per
 * installation, like the queues, so installations sharing a Redis never see each other's events.
 */
export const realtimeChannel = (queuePrefix: string) => `${queuePrefix}-socket.io`;
