import type { Queue } from 'bullmq';
import { Counter, Gauge } from 'prom-client';

export const jobsCompleted = new Counter({ name: 'club_jobs_completed_total', help: 'Jobs finished, by queue', labelNames: ['queue'] });
/** Every failed attempt, also those retried later. */
export const jobsFailed = new Counter({ name: 'club_jobs_failed_total', help: 'Failed job attempts, by queue', labelNames: ['queue'] });
export const emailsSent = new Counter({ name: 'club_emails_sent_total', help: 'Mails handed to the SMTP server (or written to disk)' });

const tracked = new Set<Queue>();
const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Queue depth read from Redis at each scrape; every worker reports the same, so several are not added up. */
new Gauge({
  name: 'club_queue_jobs',
  help: 'Jobs in each queue, by state',
  labelNames: ['queue', 'state'],
  aggregator: 'max',
  async collect() {
    this.reset();
    await Promise.all([...tracked].map(async (queue) => {
      // Redis away: the scrape still answers, without these series.
      const counts = await queue.getJobCounts(...STATES).catch(() => null);
      for (const state of STATES) if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
    }));
  },
});

/** Report these queues' depth until the returned function is called. */
export function trackQueues(queues: Iterable<Queue>): () => void {
  const mine = [...queues];
  mine.forEach((q) => tracked.add(q));
  return () => mine.forEach((q) => tracked.delete(q));
}
