// Every dated TSD setting takes effect from today (Manila) or later, so what was judged or reported
// under a version never changes under it afterwards (decisions 080, 121).
import { fieldError } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

export function checkEffectiveFrom(effectiveFrom: string) {
  if (effectiveFrom < manilaToday()) throw fieldError('effectiveFrom', 'New settings take effect from today or later.');
}
