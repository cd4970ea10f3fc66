import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  webhookEventOf,
  webhookEventsOf,
  webhookRetryDelaySeconds,
  WEBHOOK_GIVE_UP_AFTER_MS,
} from '../../../domain/integration/webhook';

describe('webhook rules', () => {
  it('waits twice as long after each failed attempt, at most 6 hours', () => {
    expect([1, 2, 3, 4].map((n) => webhookRetryDelaySeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(webhookRetryDelaySeconds(30, 30)).toBe(6 * 3600);
  });

  it('gives up when the next try would fall more than 3 days after the series began', () => {
    const createdAt = new Date('2026-11-02T09:00:00Z');
    expect(afterFailedAttempt({ createdAt, attempts: 1 }, createdAt, 30)).toEqual({ kind: 'retry', delaySeconds: 30 });
    const late = new Date(createdAt.getTime() + WEBHOOK_GIVE_UP_AFTER_MS - 60_000);
    expect(afterFailedAttempt({ createdAt, attempts: 20 }, late, 30)).toEqual({ kind: 'give_up' });
  });

  it('names the webhook event of a domain event, and none for the others', () => {
    expect(webhookEventOf('ActApproved')).toBe('act.approved');
    expect(webhookEventOf('ClaimAnswered')).toBe('claim.answered');
    expect(webhookEventOf('InterviewSlotAccepted')).toBe('interview.confirmed');
    expect(webhookEventOf('ContractCountersigned')).toBe('contract.signed');
    expect(webhookEventOf('CandidateMoved')).toBe('candidate.status_changed');
    expect(webhookEventOf('ActPaid')).toBeNull();
  });

  it('an approved act causes two webhook events: the act approved, and its invoice issued', () => {
    expect(webhookEventsOf('ActApproved')).toEqual(['act.approved', 'invoice.issued']);
    expect(webhookEventsOf('MessageSent')).toEqual(['message.received']);
    expect(webhookEventsOf('ActPaid')).toEqual([]);
  });
});
