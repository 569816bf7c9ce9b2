import type { z } from 'zod';
import type { nonPowerTypeFields } from '@ilaw/contracts/collection/non-power/non-power';

export const typeValues = (body: z.output<typeof nonPowerTypeFields>) => ({
  code: body.code,
  name: body.name,
  payment_kind: body.paymentKind ?? null,
  gl_code: body.glCode,
  default_amount: body.defaultAmount ?? null,
  ...(body.vatPercent === undefined ? {} : { vat_percent: body.vatPercent }),
  is_active: body.isActive ?? true,
});
