import { Queue, Worker, type JobsOptions, type Processor } from 'bullmq';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { startFakeCompetition, type FakeCompetition } from '@club/competition-fake';
import { QUEUE_NAMES, publicUrl, realtimeChannel, type QueueName } from '@club/core';
import { ensureTicketSigningKey, firstFeedSaleAt, messageForLog, openDatabase, resolveAuthSecret, ticketKeys, type Database } from '@club/db';
import { createSlipVerifier, type SlipVerifier } from '@club/payment-providers';
import { openStores, type Storage } from '@club/storage';
import { tickEmitter } from '@club/waiting-room';
import type { WorkerConfig } from './config.js';
import { competitionProcessor, type CompetitionSource } from './jobs/competition.js';
import { emailProcessor } from './jobs/email.js';
import { bankCheckProcessor } from './jobs/bank-check.js';
import { receiptProcessor } from './jobs/receipts.js';
import { ORPHAN_SWEEP_EVERY_MS } from './jobs/orphan-files.js';
import { sweepsProcessor } from './jobs/sweeps.js';
import { QUEUE_TICK_EVERY_MS, QUEUE_TICK_JOB, queueRoomsProcessor } from './jobs/queue-rooms.js';
import { ticketsProcessor } from './jobs/tickets.js';
import { createMailer } from './mailer.js';
import { jobsCompleted, jobsFailed, trackQueues } from './metrics.js';
import { liveEmitter, markEventDone, markEventGivenUp, startRelay } from './relay.js';
import { retryPolicy } from './retry.js';

export { loadWorkerConfig, type WorkerConfig } from './config.js';

interface StartedWorker {
  close(): Promise<void>;
}

/** Default retry policy of a job: a few attempts with exponential backoff. A fan's tickets and mails get longer (retry.ts). */
const JOB_DEFAULTS = { attempts: 8, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 5000 };

export async function startWorker(config: WorkerConfig, opts: { database?: Database; logger?: Logger } = {}): Promise<StartedWorker> {
  const logger = opts.logger ?? pino({ level: config.LOG_LEVEL });
  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.paths.db, logger }));
  // Workers block on Redis, so they need maxRetriesPerRequest: null; the relay's producer fails fast instead.
  const consumer = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const producer = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  for (const c of [consumer, producer]) c.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));

  const queues = new Map<QueueName, Queue>(
    QUEUE_NAMES.map((name) => [name, new Queue(name, { connection: producer, prefix: config.QUEUE_PREFIX, defaultJobOptions: JOB_DEFAULTS })]),
  );
  // A queue repeats its connection's errors (logged just above); without a listener BullMQ prints each to the console.
  for (const q of queues.values()) q.on('error', () => {});
  const retry = retryPolicy({ baseMs: config.JOB_RETRY_BASE_MS, maxDelayMs: config.JOB_RETRY_MAX_DELAY_MS, forMs: config.JOB_RETRY_FOR_MS });
  const mailer = createMailer(config);
  const db = database.db;
  const stores = openStores(config);
  const secret = await resolveAuthSecret(config);
  // The API replaces a key its secret cannot open; a worker with another secret only says so (its mails fail until it has the API's).
  if ((await ensureTicketSigningKey(db, secret, { replace: false })) === 'unopenable') logger.error('the ticket signing key does not open with this AUTH_SECRET: give the worker the API\'s AUTH_SECRET');
  const processors: [QueueName, Processor][] = [
    ['receipts', receiptsProcessor(db, stores.private, slipVerifier(config), config.PAYMENT_AUTO_CONFIRM)],
    ['tickets', ticketsProcessor(db)],
    ['email', emailProcessor(db, ticketKeys(db, secret), mailer, publicUrl(config))],
    ['sweeps', withRooms(sweepsProcessor(db, stores, logger), queueRoomsProcessor(db, producer, config.QUEUE_PREFIX, tickEmitter(producer, realtimeChannel(config.QUEUE_PREFIX)), logger))],
  ];
  // The competition service, or (no COMPETITION_BASE_URL) its fake in this process, so a bare
  // `npm start` shows results and a table.
  let fakeCompetition: FakeCompetition | null = null;
  if (config.COMPETITION_SYNC_MS > 0) {
    if (!config.COMPETITION_BASE_URL) {
      // Its season is told as of the day the club first sold one of its fixtures (the demo seed's
      // day): a fake moving with the clock would move every fixture on sale a day each day.
      fakeCompetition = await startFakeCompetition({ now: async () => (await firstFeedSaleAt(database.db))?.getTime() ?? Date.now() });
      logger.info({ url: fakeCompetition.url }, 'no COMPETITION_BASE_URL: using the fake competition service');
    }
    processors.push(['competition', competitionProcessor(db, competitionSource(config, fakeCompetition?.url), logger)]);
  }
  const workers = processors.map(([name, processor]) =>
    new Worker(name, processor, {
      connection: consumer,
      prefix: config.QUEUE_PREFIX,
      // One sync at a time: two at once would only fetch the same feeds twice.
      // A slip's jobs mostly wait on the bank (receiptsProcessor).
      concurrency: name === 'competition' ? 1 : name === 'receipts' ? Math.max(config.RECEIPTS_CONCURRENCY, config.WORKER_CONCURRENCY) : config.WORKER_CONCURRENCY,
      lockDuration: config.JOB_LOCK_MS,
      stalledInterval: config.JOB_LOCK_MS,
      // A job whose worker died is taken up again (BullMQ's default gives up after one such crash);
      // a file that crashes every worker still stops after a few.
      maxStalledCount: 3,
      settings: { backoffStrategy: retry.backoffStrategy },
    }));
  await queues.get('sweeps')!.upsertJobScheduler('expire-unpaid', { every: config.SWEEP_INTERVAL_MS }, { name: 'expire-unpaid' });
  await queues.get('sweeps')!.upsertJobScheduler('orphan-files', { every: ORPHAN_SWEEP_EVERY_MS }, { name: 'orphan-files' });
  await queues.get('sweeps')!.upsertJobScheduler(QUEUE_TICK_JOB, { every: QUEUE_TICK_EVERY_MS }, { name: QUEUE_TICK_JOB, opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } });
  const competitionQueue = queues.get('competition')!;
  if (config.COMPETITION_SYNC_MS > 0) {
    await competitionQueue.upsertJobScheduler('competition-sync', { every: config.COMPETITION_SYNC_MS }, { name: 'sync', opts: { attempts: 3 } });
    await competitionQueue.add('sync', {}, { attempts: 3 });
  }
  for (const w of workers) {
    // One line per job, like one per API call: which, how long, how many tries.
    w.on('completed', (job) => {
      jobsCompleted.inc({ queue: w.name });
      // Not recorded (database away): the job is handed over again later and finds its work done.
      markEventDone(db, job).catch((err: Error) => logger.warn({ jobId: job.id, err: messageForLog(err) }, 'could not record a finished job'));
      // A scheduler's routine run (the sweeps, the results' sync, every few seconds) at debug: the log keeps what happened.
      logger[job.repeatJobKey ? 'debug' : 'info']({ queue: w.name, job: job.name, jobId: job.id, attempt: job.attemptsMade, ms: (job.finishedOn ?? 0) - (job.processedOn ?? 0) }, 'job completed');
    });
    w.on('failed', (job, err) => {
      jobsFailed.inc({ queue: w.name });
      // messageForLog: a failed query's message names its parameters (a fan's e-mail, a payer's name).
      logger.warn({ queue: w.name, jobId: job?.id, attempt: job?.attemptsMade, err: messageForLog(err) }, 'job failed');
      // Its last attempt: staff see it among the failed jobs. Not recorded (database away): redelivery finds it failed in Redis later.
      if (job) {
        markEventGivenUp(db, job)
          .then((gaveUp) => gaveUp && logger.error({ queue: w.name, job: job.name, jobId: job.id, attempts: job.attemptsMade, err: messageForLog(err) }, 'job gave up'))
          .catch((e: Error) => logger.warn({ jobId: job.id, err: messageForLog(e) }, 'could not record a job that gave up'));
      }
    });
    w.on('error', (err) => logger.warn({ queue: w.name, err: err.message }, 'worker error'));
  }
  const untrackQueues = trackQueues(queues.values());
  const relay = startRelay(db, { queues, live: liveEmitter(producer, realtimeChannel(config.QUEUE_PREFIX)), jobOptions: receiptsFirst(retry.jobOptions) }, { pollMs: config.OUTBOX_POLL_MS, redeliverMs: config.OUTBOX_REDELIVER_MS }, logger);
  logger.info({ queues: workers.map((w) => w.name) }, 'worker started');

  return {
    close: async () => {
      untrackQueues();
      await relay.stop();
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      mailer.close();
      await fakeCompetition?.close();
      consumer.disconnect();
      producer.disconnect();
      if (!opts.database) await database.close();
    },
  };
}

/** The sweeps queue's jobs, and the waiting rooms' tick (worker/src/jobs/queue-rooms.ts). */
function withRooms(sweeps: Processor, rooms: Processor): Processor {
  return (job, token) => (job.name === QUEUE_TICK_JOB ? rooms(job, token) : sweeps(job, token));
}

/** The slip verifier configured, if any. */
function slipVerifier(config: WorkerConfig): SlipVerifier | null {
  if (config.SLIP_VERIFIER === 'off') return null;
  return createSlipVerifier({ provider: config.SLIP_VERIFIER, url: config.SLIP_VERIFIER_URL, key: config.SLIP_VERIFIER_KEY!, branch: config.SLIP_VERIFIER_BRANCH, timeoutMs: config.SLIP_VERIFIER_TIMEOUT_MS });
}

/**
 * A slip read waits behind the bank checks of slips already read (BullMQ takes jobs without a
 * priority first): in a sale's burst the fans whose slips are read get their answer, rather than
 * every bank check waiting for the last slip to be read.
 */
function receiptsFirst(jobOptions: (queue: QueueName, job: string) => JobsOptions | undefined) {
  return (queue: QueueName, job: string): JobsOptions | undefined =>
    queue === 'receipts' && job === 'check' ? { ...jobOptions(queue, job), priority: 1 } : jobOptions(queue, job);
}

/** The receipts queue's jobs: reading a slip, then (with a verifier) asking the bank about its transfer. */
function receiptsProcessor(db: Database['db'], storage: Storage, verifier: SlipVerifier | null, autoConfirm: boolean): Processor {
  const read = receiptProcessor(db, storage, { bankCheck: Boolean(verifier) });
  const ask = verifier ? bankCheckProcessor(db, verifier, { autoConfirm }) : null;
  // A bank check queued before the verifier was turned off is left to staff, where the slip already is.
  return (job) => (job.name !== 'bank-check' ? read(job) : ask ? ask(job) : Promise.resolve());
}

function competitionSource(config: WorkerConfig, fakeUrl: string | undefined): CompetitionSource {
  return {
    baseUrl: config.COMPETITION_BASE_URL ?? fakeUrl!,
    matchesPath: config.COMPETITION_MATCHES_PATH,
    standingsPath: config.COMPETITION_STANDINGS_PATH,
    teamId: config.COMPETITION_TEAM_ID,
    tournamentId: config.COMPETITION_TOURNAMENT_ID,
    timeoutMs: config.COMPETITION_TIMEOUT_MS,
  };
}
