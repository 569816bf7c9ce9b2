// Go-live imports (docs/decisions/019): Ledger > Bulk Upload's second view (Admin). Each file the
// old system exports goes through the shared ImportPanel with a Dry run, run as a background job
// whose progress shows; every posted file is a batch listed below with its reconciliation, and a
// batch can be undone while nothing depends on it.
import type { ImportBatch } from '@ilaw/contracts/golive/batches/import-batch';
import { listGoLiveBatchesEndpoint } from '@ilaw/contracts/golive/batches/list-golive-batches';
import { undoGoLiveBatchEndpoint } from '@ilaw/contracts/golive/batches/undo-golive-batch';
import { downloadGoLiveTemplateEndpoint } from '@ilaw/contracts/golive/imports/download-golive-template';
import { startGoLiveImportEndpoint } from '@ilaw/contracts/golive/imports/start-golive-import';
import { GOLIVE_IMPORT_SPECS, type GoLiveImportKind } from '@ilaw/contracts/golive/golive-imports';
import { formatDateTime, formatNumber } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const IMPORTS: { kind: GoLiveImportKind; title: string; fileLabel: string; text: string }[] = [
  {
    kind: 'consumers',
    title: 'Consumers',
    fileLabel: 'Consumer file',
    text: 'Accounts with their branch, route and sequence, class, status, meter, coordinates, lifeliner and senior citizen flags and deposit. Routes the portal lacks are created.',
  },
  {
    kind: 'last-readings',
    title: 'Last readings',
    fileLabel: 'Last reading file',
    text: "Each consumer's last reading in the old system: the previous reading of the first month the portal reads.",
  },
  {
    kind: 'opening-balances',
    title: 'Opening balances',
    fileLabel: 'Opening balance file',
    text: 'Arrears at the cut-off by bill month, with surcharge and VAT where known: each row an unpaid bill of that month in the ledger, collectable at the teller.',
  },
  {
    kind: 'advances',
    title: 'Advance payments',
    fileLabel: 'Advance payment file',
    text: "Each consumer's advance-payment balance at the cut-off.",
  },
  {
    kind: 'employees',
    title: 'Employees',
    fileLabel: 'Employee file',
    text: 'The HR record: names, birth date, gender, civil status, contacts, position, branch, employment type and status, hiring date, government numbers. Salaries and leave opening balances have their own imports.',
  },
];
const TITLE = new Map<string, string>(IMPORTS.map((i) => [i.kind, i.title]));
const READS = [listGoLiveBatchesEndpoint];

function Batches() {
  const batches = useQuery(endpointQuery(listGoLiveBatchesEndpoint, {}));
  const undo = useEndpointMutation(undoGoLiveBatchEndpoint, { invalidates: READS });
  const [asked, setAsked] = useState<ImportBatch | null>(null);
  const rows = batches.data?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        Imported batches
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">Nothing has been imported yet.</Typography>
      ) : (
        <Table size="small" aria-label="Imported batches">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Batch</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Import</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>File</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Imported</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Reconciliation (file / posted)</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.id} data-batch={b.id}>
                <TableCell>{b.id}</TableCell>
                <TableCell>{TITLE.get(b.kind) ?? b.kind}</TableCell>
                <TableCell>{b.fileName}</TableCell>
                <TableCell>
                  {formatDateTime(b.createdAt)}
                  {b.createdBy ? ` by ${b.createdBy}` : ''}
                </TableCell>
                <TableCell>
                  {b.reconciliation.map((l) => (
                    <div key={l.label}>
                      {l.label}: {formatNumber(l.inFile, l.inFile.includes('.') ? 2 : 0)} /{' '}
                      {formatNumber(l.posted, l.posted.includes('.') ? 2 : 0)}
                    </div>
                  ))}
                </TableCell>
                <TableCell>
                  {b.status === 'Undone'
                    ? `Undone ${b.undoneAt ? formatDateTime(b.undoneAt) : ''}${b.undoneBy ? ` by ${b.undoneBy}` : ''}`
                    : 'Posted'}
                </TableCell>
                <TableCell>
                  {b.status === 'Posted' && (
                    <Button size="small" color="error" onClick={() => setAsked(b)}>
                      Undo
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={asked !== null}
        title="Undo import"
        message={`Undo batch ${asked?.id ?? ''} (${asked ? (TITLE.get(asked.kind) ?? asked.kind) : ''}, ${asked?.fileName ?? ''}, ${asked?.posted ?? 0} rows)? Everything it posted is removed or reversed; it is refused when records depend on it.`}
        confirmLabel="Undo"
        danger
        onClose={() => setAsked(null)}
        onConfirm={async () => {
          if (!asked) return;
          await undo.mutateAsync({ params: { id: asked.id } });
          notify.success(`Batch ${asked.id} was undone.`);
        }}
      />
    </Paper>
  );
}

function GoLiveImportsScreen() {
  return (
    <Box>
      <PageHeader
        title="Go-live Imports"
        subtitle="Load what the old system holds on the cut-off date. Check each file with Dry run, compare the reconciliation with the old system's report, then import it."
      />
      {IMPORTS.map((i) => (
        <Box key={i.kind} component="section" aria-label={i.title} sx={{ mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
            {i.title}
          </Typography>
          <ImportPanel
            endpoint={startGoLiveImportEndpoint}
            asJob
            call={{ params: { kind: i.kind }, query: {} }}
            dryRunCall={{ params: { kind: i.kind }, query: { dryRun: 'true' } }}
            template={{
              endpoint: downloadGoLiveTemplateEndpoint,
              call: { params: { kind: i.kind } },
              label: `Download template (${GOLIVE_IMPORT_SPECS[i.kind].templateFile})`,
            }}
            invalidates={READS}
            fileLabel={i.fileLabel}
          >
            <Typography variant="body2">{i.text}</Typography>
          </ImportPanel>
        </Box>
      ))}
      <Batches />
    </Box>
  );
}

export default function GoLiveImportsPage() {
  return (
    <ScreenAccess reads={listGoLiveBatchesEndpoint}>
      <GoLiveImportsScreen />
    </ScreenAccess>
  );
}
