import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConnectionStage as S } from '@ilaw/contracts/msd/enums';
import {
  STAGE_MESSAGES as M,
  nextStage,
  stageMoveRefusal,
  stageSpans,
  type ApplicationState,
} from './connection-stages.ts';

const clerk = 7;
const officer = 9;
const ready: ApplicationState = { stage: S.ForEvaluation, createdBy: clerk, missingDocuments: [], pmsAttended: true };

const cases: [string, ApplicationState, S, number, string | null][] = [
  ['evaluation by another officer moves to For Payment', ready, S.ForPayment, officer, null],
  ['the filer does not evaluate their own application', ready, S.ForPayment, clerk, M.ownEvaluation],
  [
    'missing documents hold the evaluation',
    { ...ready, missingDocuments: ['Sketch'] },
    S.ForPayment,
    officer,
    M.documentsMissing(['Sketch']),
  ],
  ['no seminar, no evaluation', { ...ready, pmsAttended: false }, S.ForPayment, officer, M.pmsFirst],
  [
    'For Inspection leaves only by an inspection',
    { ...ready, stage: S.ForInspection },
    S.ForEvaluation,
    officer,
    M.inspectionFirst,
  ],
  [
    'no skipping a stage',
    { ...ready, stage: S.ForInspection },
    S.ForPayment,
    officer,
    M.notNext('For Inspection', 'For Payment'),
  ],
  [
    'For Installing is the OR paying the fees, not a button (decision 072)',
    { ...ready, stage: S.ForPayment },
    S.ForInstalling,
    clerk,
    M.paidAtTeller,
  ],
  [
    'Accomplished is the energized connection order, not a button',
    { ...ready, stage: S.ForInstalling },
    S.Accomplished,
    clerk,
    M.energizeFirst,
  ],
  [
    'the same move twice is refused',
    { ...ready, stage: S.ForInstalling },
    S.ForInstalling,
    clerk,
    M.notNext('For Installing', 'For Installing'),
  ],
  [
    'no going back',
    { ...ready, stage: S.ForPayment },
    S.ForEvaluation,
    officer,
    M.notNext('For Payment', 'For Evaluation'),
  ],
  ['accomplished is final', { ...ready, stage: S.Accomplished }, S.Accomplished, officer, M.accomplished],
];

for (const [name, state, to, user, expected] of cases) {
  test(name, () => assert.equal(stageMoveRefusal(state, to, user), expected));
}

test('the stages follow SPEC.md order', () => {
  assert.equal(nextStage(S.ForInspection), S.ForEvaluation);
  assert.equal(nextStage(S.ForInstalling), S.Accomplished);
  assert.equal(nextStage(S.Accomplished), null);
});

const at = (iso: string) => new Date(iso);
const spanCases: [string, { stage: S; at: Date }[], Date, (number | null)[]][] = [
  [
    'one open stage runs to now',
    [{ stage: S.ForInspection, at: at('2026-11-20T00:00:00Z') }],
    at('2026-11-20T06:30:00Z'),
    [6.5],
  ],
  [
    'each stage to the next; the current to now',
    [
      { stage: S.ForInspection, at: at('2026-11-20T00:00:00Z') },
      { stage: S.ForEvaluation, at: at('2026-11-21T00:00:00Z') },
      { stage: S.ForPayment, at: at('2026-11-21T02:00:00Z') },
    ],
    at('2026-11-21T03:00:00Z'),
    [24, 2, 1],
  ],
  [
    'accomplished has no running time',
    [
      { stage: S.ForInstalling, at: at('2026-11-20T00:00:00Z') },
      { stage: S.Accomplished, at: at('2026-11-20T01:15:00Z') },
    ],
    at('2026-11-25T00:00:00Z'),
    [1.3, null],
  ],
];
for (const [name, entries, now, hours] of spanCases) {
  test(`spans: ${name}`, () =>
    assert.deepEqual(
      stageSpans(entries, now).map((s) => s.hours),
      hours,
    ));
}
