// Case tables: lifeline eligibility (RA 11552 disqualifications, the six-month certification)
// and the two-working-day decision deadline over weekends and holidays (decision 072).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LIFELINE_MESSAGES as M, lifelineDecisionDue, lifelineIneligibility, type LifelineCase } from './lifeline.ts';

const base: LifelineCase = {
  basis: 'FourPs',
  consumerClass: 'R',
  accountStatus: 1,
  filedOn: '2026-11-23',
  certificateDate: null,
  netMetering: false,
  pilferageViolation: false,
  socializedHousing: false,
};

const cases: [string, Partial<LifelineCase>, string | null][] = [
  ['a 4Ps residential household qualifies', {}, null],
  ['commercial is not lifeline', { consumerClass: 'C' }, M.residentialOnly],
  ['a disconnected account is not tagged', { accountStatus: 2 }, M.inactive],
  ['net metering disqualifies', { netMetering: true }, M.netMetering],
  ['RA 7832 violators are disqualified', { pilferageViolation: true }, M.pilferage],
  ['socialized housing is disqualified', { socializedHousing: true }, M.socializedHousing],
  ['a certification of five months ago qualifies', { basis: 'SocialWelfare', certificateDate: '2026-06-24' }, null],
  ['exactly six months ago still qualifies', { basis: 'SocialWelfare', certificateDate: '2026-05-23' }, null],
  ['more than six months ago does not', { basis: 'SocialWelfare', certificateDate: '2026-05-22' }, M.certificateOld],
  [
    'a certification after filing is refused',
    { basis: 'SocialWelfare', certificateDate: '2026-11-24' },
    M.certificateFuture,
  ],
];

for (const [name, change, expected] of cases) {
  test(`eligibility: ${name}`, () => {
    assert.equal(lifelineIneligibility({ ...base, ...change }), expected);
  });
}

const dues: [string, string, string[], boolean, string][] = [
  ['Monday: Wednesday', '2026-11-23', [], false, '2026-11-25'],
  ['Thursday: Monday (weekend skipped)', '2026-11-26', [], false, '2026-11-30'],
  ['Friday: Tuesday', '2026-11-27', [], false, '2026-12-01'],
  ['Saturday filing: Tuesday', '2026-11-28', [], false, '2026-12-01'],
  ['a holiday on the way is skipped (Bonifacio Day)', '2026-11-27', ['2026-11-30'], false, '2026-12-02'],
  ['working Saturdays count', '2026-11-26', [], true, '2026-11-28'],
  [
    'Christmas and Rizal Day',
    '2026-12-23',
    ['2026-12-24', '2026-12-25', '2026-12-30', '2026-12-31'],
    false,
    '2026-12-29',
  ],
];

for (const [name, filed, holidays, saturday, expected] of dues) {
  test(`decision due: ${name}`, () => {
    assert.equal(lifelineDecisionDue(filed, new Set(holidays), saturday), expected);
  });
}
