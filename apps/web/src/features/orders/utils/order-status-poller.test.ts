import { describe, expect, it } from 'vitest';
import { nextPollDelay, paymentState } from './order-status-poller.ts';

describe('paymentState', () => {
  it('maps the order statuses of the api onto the processing page outcomes', () => {
    expect(paymentState('completed')).toBe('success');
    expect((['failed', 'canceled', 'refund_required'] as const).map(paymentState)).toEqual(['failure', 'failure', 'failure']);
    expect((['pending', 'processing'] as const).map(paymentState)).toEqual(['pending', 'pending']);
  });
});

describe('nextPollDelay (spec §4: every 5 s, at most 30 times)', () => {
  it('asks again 5 s after an answer while the order is pending', () => {
    expect(nextPollDelay({ attempts: 1, settled: false })).toBe(5000);
    expect(nextPollDelay({ attempts: 29, settled: false })).toBe(5000);
  });

  it('stops once the order settles or after 30 attempts, failed ones included', () => {
    expect(nextPollDelay({ attempts: 3, settled: true })).toBe(false);
    expect(nextPollDelay({ attempts: 30, settled: false })).toBe(false);
  });
});
