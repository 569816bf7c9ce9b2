// Philippine government numbers: accepted with or without dashes (and spaces), stored and shown
// in their usual printed format. The same functions drive the form and the server.
import { z } from 'zod';

export interface GovernmentNumberFormat {
  label: string;
  /** Digit counts accepted, each with its group sizes. */
  layouts: { digits: number; groups: number[] }[];
  example: string;
}

export const GOVERNMENT_NUMBERS = {
  sssNo: { label: 'SSS number', layouts: [{ digits: 10, groups: [2, 7, 1] }], example: '00-0000000-0' },
  pagIbigNo: {
    label: 'PAG-IBIG (HDMF MID) number',
    layouts: [{ digits: 12, groups: [4, 4, 4] }],
    example: '0000-0000-0000',
  },
  philHealthNo: { label: 'PhilHealth number', layouts: [{ digits: 12, groups: [2, 9, 1] }], example: '00-000000000-0' },
  tinNo: {
    label: 'TIN',
    layouts: [
      { digits: 9, groups: [3, 3, 3] },
      { digits: 12, groups: [3, 3, 3, 3] },
    ],
    example: '000-000-000 or 000-000-000-000',
  },
} as const satisfies Record<string, GovernmentNumberFormat>;

export type GovernmentNumberField = keyof typeof GOVERNMENT_NUMBERS;

export function governmentNumberMessage(field: GovernmentNumberField): string {
  const f: GovernmentNumberFormat = GOVERNMENT_NUMBERS[field];
  const counts = f.layouts.map((l) => l.digits).join(' or ');
  return `${f.label} must have ${counts} digits, like ${f.example}.`;
}

/**
 * The number in its printed format, null for blank input, or undefined when it is not valid.
 * Only digits, dashes and spaces are accepted.
 */
export function normaliseGovernmentNumber(
  field: GovernmentNumberField,
  input: string | null | undefined,
): string | null | undefined {
  if (input === null || input === undefined || input.trim() === '') return null;
  if (!/^[\d\s-]+$/.test(input)) return undefined;
  const digits = input.replace(/[\s-]/g, '');
  const f: GovernmentNumberFormat = GOVERNMENT_NUMBERS[field];
  const layout = f.layouts.find((l) => l.digits === digits.length);
  if (!layout) return undefined;
  const parts: string[] = [];
  let at = 0;
  for (const size of layout.groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** Form rule: the message, or undefined when the value passes (blank passes). */
export function governmentNumberRule(field: GovernmentNumberField) {
  return (v: unknown) =>
    normaliseGovernmentNumber(field, v === null || v === undefined ? null : String(v)) === undefined
      ? governmentNumberMessage(field)
      : undefined;
}

/** Optional government number: blank becomes null; otherwise stored in its printed format. */
export function governmentNumber(field: GovernmentNumberField) {
  return z
    .string()
    .nullish()
    .transform((v, ctx) => {
      const n = normaliseGovernmentNumber(field, v);
      if (n === undefined) {
        ctx.addIssue({ code: 'custom', message: governmentNumberMessage(field) });
        return z.NEVER;
      }
      return n;
    });
}
