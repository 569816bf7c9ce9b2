import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Signatory } from '@ilaw/contracts/approvals/requests/approval-request';
import { printedSignatories } from './document-signatories.ts';

const at = '2026-11-20T01:00:00.000Z';
const sig = (decision: Signatory['decision'], signatoryType: string, name: string, step: number | null): Signatory => ({
  step,
  signatoryType,
  name,
  decision,
  at,
  remarks: null,
});

test('a print carries the preparer and each approving signatory, never a refusal or a withdrawal', () => {
  assert.deepEqual(
    printedSignatories([
      sig('Submitted', 'Requester', 'Rowena Magbanua', null),
      sig('Approved', 'Recommender', 'Ramon Dizon', 1),
      sig('Rejected', 'Approver', 'Luz Reyes', 2),
      sig('Withdrawn', 'Requester', 'Rowena Magbanua', null),
      sig('Approved', 'Approver', 'Pedro Cruz', 2),
    ]),
    [
      { title: 'Prepared by', name: 'Rowena Magbanua' },
      { title: 'Recommender', name: 'Ramon Dizon' },
      { title: 'Approver', name: 'Pedro Cruz' },
    ],
  );
  assert.deepEqual(printedSignatories([]), []);
});
