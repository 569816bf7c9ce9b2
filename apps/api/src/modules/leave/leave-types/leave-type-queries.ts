// A leave_types row as the contracts' leaveTypeSchema.
import type { LeaveType } from '@ilaw/contracts/leave/leave-types/leave-type';
import { Decimal } from 'decimal.js';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export const toLeaveType = (t: Selectable<Database['leave_types']>): LeaveType => ({
  id: t.id,
  code: t.code,
  name: t.name,
  earningRule: t.earning_rule,
  monthlyCredit: new Decimal(t.monthly_credit).toString(),
  annualCredit: new Decimal(t.annual_credit).toString(),
  carriesOver: t.carries_over,
  isActive: t.is_active,
});
