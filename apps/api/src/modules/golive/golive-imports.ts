// The go-live imports (docs/decisions/019): each kind's pipeline declaration, and which module
// posts and undoes it. Writes go through the modules' public.ts (decision 006).
import { GOLIVE_IMPORT_SPECS, type GoLiveImportKind } from '@ilaw/contracts/golive/golive-imports';
import type { ImportSpec } from '@ilaw/contracts/platform/imports';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { BatchUndo } from '../../platform/imports/import-batches.ts';
import type { ImportDefinition, ImportFile, ImportOutcome, ValidRow } from '../../platform/imports/import-pipeline.ts';
import {
  postConsumerImport,
  postLastReadingImport,
  postOpeningBalanceImport,
  undoConsumerImport,
  undoLastReadingImport,
  undoOpeningBalanceImport,
} from '../billing/public.ts';
import { postAdvanceImport, undoAdvanceImport } from '../collection/public.ts';
import { postEmployeeImport, undoEmployeeImport } from '../hr/public.ts';

export const GOLIVE_AUDIT_TYPE = 'golive-import';
export const GOLIVE_BATCH_AUDIT_TYPE = 'golive-import-batch';

type Post = (
  trx: Transaction<Database>,
  rows: ValidRow<never>[],
  out: ImportOutcome,
  file: ImportFile,
  userId: number | null,
) => Promise<Record<string, unknown> | void>;

interface GoLiveImport {
  definition: ImportDefinition<unknown>;
  post: Post;
  undo: BatchUndo;
  /** What the template's instructions say of the rows. */
  instructions: readonly string[];
}

function definition(
  kind: GoLiveImportKind,
  what: string,
  maxRows: number,
  totals: { label: string; key: string }[] = [],
) {
  return {
    kind,
    spec: GOLIVE_IMPORT_SPECS[kind] as ImportSpec<unknown>,
    mode: 'good-rows-only' as const,
    what,
    maxRows,
    auditType: GOLIVE_AUDIT_TYPE,
    batch: true,
    totals,
  };
}

export const GOLIVE_IMPORTS: Record<GoLiveImportKind, GoLiveImport> = {
  consumers: {
    definition: definition('consumers', 'consumer file', 500_000, [{ label: 'Deposits', key: 'deposit' }]),
    post: (trx, rows, out, file) => postConsumerImport(trx, rows, out, file),
    undo: (trx, records) => undoConsumerImport(trx, records),
    instructions: [
      'One row per consumer account. Branch is the branch name or code; Class is Residential, Commercial, Industrial, Public Building, Street Light or Large Load (or R, C, I, P, S, L).',
      'Status is Active (the default), Disconnected or No Account. Route is the route code within the branch; routes the portal lacks are created.',
      'Lifeliner and Senior Citizen are Y or N. Deposit is the bill deposit in pesos.',
    ],
  },
  'last-readings': {
    definition: definition('last-readings', 'last reading file', 500_000, [{ label: 'Readings', key: 'reading' }]),
    post: (trx, rows, out, file) => postLastReadingImport(trx, rows, out, file),
    undo: (trx, records) => undoLastReadingImport(trx, records),
    instructions: [
      "One row per consumer: the last reading of the old system, which becomes the previous reading of the portal's first month.",
    ],
  },
  'opening-balances': {
    definition: definition('opening-balances', 'opening balance file', 1_000_000, [
      { label: 'Amount', key: 'amount' },
      { label: 'Surcharge', key: 'surcharge' },
      { label: 'VAT', key: 'vat' },
    ]),
    post: (trx, rows, out, file, userId) => postOpeningBalanceImport(trx, rows, out, file, userId),
    undo: (trx, records, userId) => undoOpeningBalanceImport(trx, records, userId),
    instructions: [
      'One row per consumer and unpaid bill month at the cut-off (Bill Month as YYYY-MM): the unpaid amount, and the surcharge and VAT parts where the old system knows them.',
      'Each row becomes an unpaid bill of that month in the ledger, collectable at the teller.',
    ],
  },
  advances: {
    definition: definition('advances', 'advance payment file', 500_000, [{ label: 'Advance Balance', key: 'amount' }]),
    post: (trx, rows, out, file, userId) => postAdvanceImport(trx, rows, out, file, userId),
    undo: (trx, records, userId) => undoAdvanceImport(trx, records, userId),
    instructions: ['One row per consumer with an advance-payment balance at the cut-off, in pesos.'],
  },
  employees: {
    definition: definition('employees', 'employee file', 10_000),
    post: (trx, rows, out, file) => postEmployeeImport(trx, rows, out, file),
    undo: (trx, records) => undoEmployeeImport(trx, records),
    instructions: [
      'One row per employee. Dates as YYYY-MM-DD; Gender Female or Male; Civil Status Single, Married, Widowed or Separated.',
      'Employment Type and Employee Status as the HR record lists them. Salaries and leave opening balances have their own imports.',
    ],
  },
};

export const GOLIVE_UNDOERS: Record<string, BatchUndo> = Object.fromEntries(
  Object.entries(GOLIVE_IMPORTS).map(([kind, i]) => [kind, i.undo]),
);
