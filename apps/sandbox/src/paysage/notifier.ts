import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_DELAY_MS } from '../faults.ts';
import type { FaultStore } from '../faults.ts';
import { basicAuthHeader } from './auth.ts';
import { signBody } from './signing.ts';
import type { SigningKeys } from './signing.ts';

/**
 * Webhook delivery, beGateway style: POST the JSON to notification_url with both Basic auth and a
 * Content-Signature over the raw bytes; anything but a 2xx is retried with exponential backoff. The fault
 * switch decides whether the api gets the easy case or the realistic one (lost, late, repeated, reordered).
 */
export interface NotifierOptions {
  faults: FaultStore;
  keys: SigningKeys;
  shopId: string;
  secretKey: string;
  retryBaseMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
}

interface Job {
  url: string;
  body: string;
  signature: string;
  label: string;
}

export interface DeliveryRecord {
  id: string;
  url: string;
  label: string;
  state: 'queued' | 'delayed' | 'held' | 'dropped' | 'delivered' | 'retrying' | 'gave_up';
  attempts: { at: string; status?: number; error?: string }[];
  body: string;
}

const REORDER_WINDOW_MS = 3000;
const ATTEMPT_TIMEOUT_MS = 10_000;
const MAX_RECORDS = 200;

export class Notifier {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private held: { job: Job; record: DeliveryRecord }[] = [];
  private heldTimer: NodeJS.Timeout | undefined;
  readonly records: DeliveryRecord[] = [];

  constructor(private readonly options: NotifierOptions) {}

  /** Queues one notification; `label` (a uid or token) only helps humans read the delivery log. */
  notify(url: string, payload: unknown, label: string): void {
    const body = JSON.stringify(payload);
    const job: Job = { url, body, signature: signBody(this.options.keys, body), label };
    const { faults } = this.options;
    switch (faults.mode('paysage.notifications')) {
      case 'drop':
        this.record(job, 'dropped');
        return;
      case 'delay': {
        const record = this.record(job, 'delayed');
        this.later(faults.millis('paysage.notifications', DEFAULT_DELAY_MS), () => void this.deliver(job, record, 1));
        return;
      }
      case 'duplicate':
        // Identical bytes and signature three times at once: the api must apply the payment once.
        for (let copy = 0; copy < 3; copy += 1) void this.deliver(job, this.record(job, 'queued'), 1);
        return;
      case 'reorder':
        this.hold(job);
        return;
      default:
        void this.deliver(job, this.record(job, 'queued'), 1);
    }
  }

  /** Holds notifications until a second one arrives (or the window ends), then sends newest first. */
  private hold(job: Job): void {
    this.held.push({ job, record: this.record(job, 'held') });
    if (this.held.length >= 2) {
      void this.flushHeld();
    } else if (!this.heldTimer) {
      this.heldTimer = this.later(REORDER_WINDOW_MS, () => void this.flushHeld());
    }
  }

  private async flushHeld(): Promise<void> {
    if (this.heldTimer) this.clearTimer(this.heldTimer);
    this.heldTimer = undefined;
    const batch = this.held.reverse();
    this.held = [];
    // One after the other, so the receiver really sees them in reverse order.
    for (const { job, record } of batch) await this.deliver(job, record, 1);
  }

  private async deliver(job: Job, record: DeliveryRecord, attempt: number): Promise<void> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    this.inFlight.add(controller);
    const entry: DeliveryRecord['attempts'][number] = { at: new Date().toISOString() };
    record.attempts.push(entry);
    try {
      const response = await fetch(job.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': 'Paysage-Sandbox-Notifier/1.0',
          authorization: basicAuthHeader(this.options.shopId, this.options.secretKey),
          'content-signature': job.signature,
        },
        body: job.body,
        signal: controller.signal,
      });
      entry.status = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) {
        record.state = 'delivered';
        return;
      }
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
      if (controller.signal.aborted && !this.inFlight.has(controller)) return; // stopped by reset()
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    if (attempt >= this.options.maxAttempts) {
      record.state = 'gave_up';
      this.options.log.warn({ url: job.url, label: job.label, attempts: attempt }, 'paysage notification gave up');
      return;
    }
    record.state = 'retrying';
    this.later(this.options.retryBaseMs * 2 ** (attempt - 1), () => void this.deliver(job, record, attempt + 1));
  }

  private record(job: Job, state: DeliveryRecord['state']): DeliveryRecord {
    const record: DeliveryRecord = { id: randomUUID(), url: job.url, label: job.label, state, attempts: [], body: job.body };
    this.records.push(record);
    if (this.records.length > MAX_RECORDS) this.records.shift();
    return record;
  }

  private later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private clearTimer(timer: NodeJS.Timeout): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  /** Forgets everything and cancels whatever is scheduled or in flight. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.heldTimer = undefined;
    this.held = [];
    const controllers = [...this.inFlight];
    this.inFlight.clear();
    for (const controller of controllers) controller.abort();
    this.records.length = 0;
  }
}
