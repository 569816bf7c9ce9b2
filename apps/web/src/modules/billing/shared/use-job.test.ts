import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Job } from '@ilaw/contracts/platform/jobs';
import { isFinished, jobPercent } from './use-job.ts';

const job = (over: Partial<Job>): Job => ({
  id: '00000000-0000-4000-8000-000000000000',
  kind: 'billing.compute',
  status: 'running',
  progressDone: 0,
  progressTotal: null,
  messages: [],
  result: null,
  error: null,
  attempts: 1,
  createdAt: '2026-01-01T00:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...over,
});

test('the bar is indeterminate until the total is known, then done / total, and full once succeeded', () => {
  assert.equal(jobPercent(undefined), null);
  assert.equal(jobPercent(job({ status: 'queued' })), null);
  assert.equal(jobPercent(job({ status: 'running', progressTotal: 0 })), 0);
  assert.equal(jobPercent(job({ progressDone: 250, progressTotal: 1000 })), 25);
  assert.equal(jobPercent(job({ progressDone: 2, progressTotal: 3 })), 67);
  assert.equal(jobPercent(job({ status: 'succeeded', progressDone: 0, progressTotal: 0 })), 100);
});

test('polling stops when the job succeeds or fails', () => {
  assert.equal(isFinished(job({ status: 'running' })), false);
  assert.equal(isFinished(job({ status: 'queued' })), false);
  assert.equal(isFinished(job({ status: 'succeeded' })), true);
  assert.equal(isFinished(job({ status: 'failed' })), true);
  assert.equal(isFinished(undefined), false);
});
