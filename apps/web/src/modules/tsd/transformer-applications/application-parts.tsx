// Pieces the transformer application screens share: where each desk opens an application, the
// list columns, the stage chip and the fee table.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import {
  FEE_ITEM_LABELS,
  TRANSFORMER_APPLICATION_STAGE_LABELS,
  TRANSFORMER_APPLICATION_TYPE_LABELS,
  type TransformerApplicationStage,
} from '@ilaw/contracts/tsd/enums';
import type {
  FeeLine,
  TransformerApplication,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

/** Member services' pages and TSD's: the same application, opened from the desk's own menu. */
export type Desk = 'msd' | 'tsd';

export const applicationHref = (desk: Desk, id: number) =>
  desk === 'msd' ? `/isd/msd/transformer/${id}` : `/tsd/transformer-application/for-testing/${id}`;

const STAGE_COLOUR: Record<TransformerApplicationStage, string> = {
  ForInspection: 'pending',
  ForEvaluation: 'pending',
  ForApproval: 'pending',
  ForPayment: 'pending',
  ForInstallation: 'active',
  Installed: 'completed',
  Disapproved: 'rejected',
  Cancelled: 'cancelled',
};

export function StageChip({ stage }: { stage: TransformerApplicationStage }) {
  return <StatusChip status={STAGE_COLOUR[stage]} label={TRANSFORMER_APPLICATION_STAGE_LABELS[stage]} />;
}

export const applicationColumns: Column<TransformerApplication>[] = [
  { key: 'no', header: 'Application no.', phone: 'title', render: (a) => a.applicationNo },
  { key: 'date', header: 'Applied', render: (a) => formatDate(a.appliedOn) },
  { key: 'type', header: 'Type', render: (a) => TRANSFORMER_APPLICATION_TYPE_LABELS[a.applicationType] },
  { key: 'applicant', header: 'Applicant', render: (a) => a.applicantName },
  { key: 'account', header: 'Account no.', render: (a) => a.accountNo ?? '-' },
  { key: 'kva', header: 'kVA', align: 'right', render: (a) => a.requestedKva },
  { key: 'branch', header: 'Branch', render: (a) => a.branchName },
  { key: 'stage', header: 'Stage', render: (a) => <StageChip stage={a.stage} /> },
];

const feeColumns: Column<FeeLine>[] = [
  { key: 'item', header: 'Item', render: (f) => FEE_ITEM_LABELS[f.item] },
  { key: 'qty', header: 'Qty', align: 'right', render: (f) => f.quantity },
  { key: 'price', header: 'Unit price', align: 'right', render: (f) => formatPeso(f.unitPrice) },
  { key: 'amount', header: 'Amount', align: 'right', render: (f) => formatPeso(f.amount) },
  { key: 'evat', header: 'EVAT', align: 'right', render: (f) => formatPeso(f.evat) },
];

export function FeeTable({ application }: { application: TransformerApplication }) {
  return (
    <SimpleTable
      columns={feeColumns}
      rows={application.fees}
      rowKey={(f) => f.item}
      caption="Fees"
      emptyText="No fees yet: they are set at evaluation."
    />
  );
}
