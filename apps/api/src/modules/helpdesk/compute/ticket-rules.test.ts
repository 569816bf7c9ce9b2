import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TicketAction, TicketStatus } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { confirmationStatus, nextStatus, slaClock } from './ticket-rules.ts';

describe('ticket transitions', () => {
  const cases: [TicketStatus, TicketAction, TicketStatus | null][] = [
    ['Open', 'Assign', 'Assigned'],
    ['Assigned', 'Assign', 'Assigned'],
    ['InProgress', 'Assign', 'InProgress'],
    ['Resolved', 'Assign', null],
    ['Open', 'Start', 'InProgress'],
    ['Assigned', 'Start', 'InProgress'],
    ['InProgress', 'Start', null],
    ['InProgress', 'Resolve', 'Resolved'],
    ['Open', 'Resolve', 'Resolved'],
    ['Resolved', 'Resolve', null],
    ['Closed', 'Resolve', null],
    ['Open', 'Cancel', 'Cancelled'],
    ['Resolved', 'Cancel', null],
    ['Cancelled', 'Start', null],
    ['Closed', 'Assign', null],
  ];
  for (const [from, action, to] of cases)
    test(`${from} + ${action} -> ${to}`, () => assert.equal(nextStatus(from, action), to));

  const confirmations: [TicketStatus, boolean, TicketStatus | null][] = [
    ['Resolved', true, 'Closed'],
    ['Resolved', false, 'InProgress'],
    ['InProgress', true, null],
    ['Closed', false, null],
  ];
  for (const [from, accept, to] of confirmations) {
    test(`${from}, ${accept ? 'accepted' : 'reopened'} -> ${to}`, () =>
      assert.equal(confirmationStatus(from, accept), to));
  }
});

describe('response and resolution clocks', () => {
  const start = new Date('2026-11-23T00:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const cases: {
    name: string;
    target: number;
    stopped: number | null;
    now: number;
    state: string;
    took: number | null;
  }[] = [
    { name: 'answered within the target', target: 60, stopped: 45, now: 500, state: 'Met', took: 45 },
    { name: 'answered on the minute', target: 60, stopped: 60, now: 500, state: 'Met', took: 60 },
    { name: 'answered late', target: 60, stopped: 61, now: 500, state: 'Missed', took: 61 },
    { name: 'waiting, still in time', target: 60, stopped: null, now: 59, state: 'Running', took: null },
    { name: 'waiting past the target', target: 60, stopped: null, now: 61, state: 'Overdue', took: null },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const clock = slaClock(start, c.target, c.stopped === null ? null : at(c.stopped), at(c.now));
      assert.equal(clock.state, c.state);
      assert.equal(clock.tookMinutes, c.took);
      assert.equal(clock.dueAt, at(c.target).toISOString());
    });
  }
});
