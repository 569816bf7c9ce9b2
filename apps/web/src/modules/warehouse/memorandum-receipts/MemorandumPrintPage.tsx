// Memorandum receipts on paper (print pack, decision 017), grouped by description, item or
// employee name; /:id prints one receipt (by-description), one item (by-item) or one employee
// (by-name). Active receipts only when printing a group; each with its signature when signed.
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import { listMemorandumReceiptsEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/list-memorandum-receipts';
import type { MemorandumReceipt } from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';

type By = 'description' | 'item' | 'name';
const TITLES: Record<By, string> = {
  description: 'Memorandum Receipts by Description',
  item: 'Memorandum Receipts by Item',
  name: 'Memorandum Receipts by Name',
};

function groupOf(by: By, r: MemorandumReceipt): string {
  if (by === 'name') return `${r.employeeName} (${r.employeeNo})`;
  if (by === 'item') return r.itemCode ?? 'No item code';
  return r.description;
}

function Printed({ by, rows }: { by: By; rows: MemorandumReceipt[] }) {
  const groups = new Map<string, MemorandumReceipt[]>();
  for (const r of [...rows].sort((a, b) => groupOf(by, a).localeCompare(groupOf(by, b)))) {
    const g = groupOf(by, r);
    groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  const columns: Column<MemorandumReceipt>[] = [
    { key: 'no', header: 'MR no.', render: (r) => r.controlNo },
    { key: 'date', header: 'Issued', render: (r) => formatDate(r.issuedOn) },
    ...(by === 'name' ? [] : [{ key: 'emp', header: 'Employee', render: (r: MemorandumReceipt) => r.employeeName }]),
    ...(by === 'description'
      ? []
      : [{ key: 'd', header: 'Description', render: (r: MemorandumReceipt) => r.description }]),
    { key: 'sn', header: 'Serial no.', render: (r) => r.serialNo ?? '' },
    { key: 'qty', header: 'Qty', align: 'right', render: (r) => formatNumber(r.quantity) },
    { key: 'cost', header: 'Unit cost', align: 'right', render: (r) => formatNumber(r.unitCost, 2) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatPeso(r.amount) },
    {
      key: 'sig',
      header: 'Signature',
      render: (r) =>
        r.signature ? (
          <Box component="img" src={r.signature} alt={`Signature of ${r.signedByName ?? ''}`} sx={{ height: 36 }} />
        ) : (
          ''
        ),
    },
  ];
  return (
    <>
      <Box sx={{ mb: 2, displayPrint: 'none' }}>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
        title={TITLES[by]}
        filters={[{ label: 'Receipts', value: String(rows.length) }]}
        signatories={[]}
      >
        {[...groups.entries()].map(([g, rs]) => (
          <Box key={g} sx={{ mb: 2 }} data-testid="memorandum-group">
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {g}
            </Typography>
            <SimpleTable caption={g} columns={columns} rows={rs} rowKey={(r) => r.id} />
          </Box>
        ))}
      </ReportPrintPack>
    </>
  );
}

function Screen({ by }: { by: By }) {
  const { id } = useParams();
  const n = Number(id) || undefined;
  const query = {
    page: 1,
    itemsPerPage: 500,
    ...(n === undefined ? { status: 'Active' as const } : {}),
    ...(n !== undefined && by === 'description' ? { id: n } : {}),
    ...(n !== undefined && by === 'item' ? { materialId: n } : {}),
    ...(n !== undefined && by === 'name' ? { employeeId: n } : {}),
  };
  const rows = useQuery(endpointQuery(listMemorandumReceiptsEndpoint, { query }));
  return rows.data ? <Printed by={by} rows={rows.data.data} /> : null;
}

function printPage(by: By) {
  return function MemorandumPrint() {
    return (
      <ScreenAccess reads={listMemorandumReceiptsEndpoint}>
        <Box sx={{ p: 2 }}>
          <Screen by={by} />
        </Box>
      </ScreenAccess>
    );
  };
}

export const ByDescriptionPrintPage = printPage('description');
export const ByItemPrintPage = printPage('item');
export const ByNamePrintPage = printPage('name');
