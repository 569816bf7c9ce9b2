// The statutory tables with their history (issue 13 item 1): each change is a new entry in force
// from its date; nothing is overwritten. The figures of a new entry start as those in force.
import { createStatutoryTableEndpoint } from '@ilaw/contracts/payroll/statutory-tables/create-statutory-table';
import { listStatutoryTablesEndpoint } from '@ilaw/contracts/payroll/statutory-tables/list-statutory-tables';
import {
  STATUTORY_KINDS,
  STATUTORY_KIND_LABELS,
  type StatutoryEntry,
  type StatutoryKind,
} from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { formatDate, formatDateTime, todayInManila } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

function Figures({ body }: { body: Record<string, unknown> }) {
  const scalars = Object.entries(body).filter(([, v]) => !Array.isArray(v));
  const lists = Object.entries(body).filter(([, v]) => Array.isArray(v)) as [string, Record<string, unknown>[]][];
  return (
    <Box>
      {scalars.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {scalars.map(([k, v]) => `${k}: ${String(v)}`).join(' · ')}
        </Typography>
      )}
      {lists.map(([k, rows]) => {
        const columns = Object.keys(rows[0] ?? {});
        return (
          <Table key={k} size="small" aria-label={k} sx={{ maxWidth: 720 }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c}>{String(row[c] ?? '')}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        );
      })}
    </Box>
  );
}

export function StatutoryTablesPanel() {
  const [kind, setKind] = useState<StatutoryKind>('sss');
  const history = useQuery(endpointQuery(listStatutoryTablesEndpoint, { query: { kind } }));
  const [open, setOpen] = useState<StatutoryEntry | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const entries = history.data ?? [];
  const current = entries.find((e) => e.inForce) ?? entries[0] ?? null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          label="Table"
          value={kind}
          onChange={(e) => (setKind(e.target.value as StatutoryKind), setShown(null))}
          sx={{ minWidth: 320 }}
        >
          {STATUTORY_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {STATUTORY_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<Add />} disabled={!current} onClick={() => setOpen(current)}>
          New entry
        </Button>
      </Stack>
      <Table size="small" aria-label="Table history">
        <TableHead>
          <TableRow>
            <TableCell>Effective from</TableCell>
            <TableCell>Source</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Entered</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{formatDate(e.effectiveFrom)}</TableCell>
              <TableCell>
                {e.source}
                {e.remarks ? ` (${e.remarks})` : ''}
                {shown === e.id && <Figures body={e.body} />}
              </TableCell>
              <TableCell>
                {e.inForce ? (
                  <StatusChip status="active" label="In force" />
                ) : e.superseded ? (
                  'Corrected by a later entry'
                ) : e.effectiveFrom > todayInManila() ? (
                  'Not yet in force'
                ) : (
                  'Earlier'
                )}
              </TableCell>
              <TableCell>{e.createdByName ? `${e.createdByName}, ${formatDateTime(e.createdAt)}` : 'Seeded'}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setShown(shown === e.id ? null : e.id)}>
                  {shown === e.id ? 'Hide figures' : 'Figures'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open && <NewEntryDialog kind={kind} from={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

function NewEntryDialog({ kind, from, onClose }: { kind: StatutoryKind; from: StatutoryEntry; onClose: () => void }) {
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [source, setSource] = useState('');
  const [remarks, setRemarks] = useState('');
  const [figures, setFigures] = useState(JSON.stringify(from.body, null, 2));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useEndpointMutation(createStatutoryTableEndpoint, { invalidates: [listStatutoryTablesEndpoint] });
  const submit = async () => {
    let body: unknown;
    try {
      body = JSON.parse(figures);
    } catch {
      setErrors({ body: ['The figures are not valid JSON.'] });
      return;
    }
    try {
      await create.mutateAsync({ body: { kind, effectiveFrom, source, remarks: remarks || null, body } });
      notify.success('The new entry was saved.');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body) setErrors(err.body.errors);
    }
  };
  const bodyErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith('body'))
    .flatMap(([k, v]) => v.map((m) => `${k}: ${m}`));
  return (
    <FormDialog
      open
      title={`New entry: ${STATUTORY_KIND_LABELS[kind]}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Effective from"
          type="date"
          required
          value={effectiveFrom}
          onChange={(e) => setEffectiveFrom(e.target.value)}
          error={Boolean(errors['effectiveFrom'])}
          helperText={
            errors['effectiveFrom']?.join(' ') ?? 'A correction of an entry uses the same date: the later entry counts.'
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Source (issuance)"
          required
          value={source}
          onChange={(e) => setSource(e.target.value)}
          error={Boolean(errors['source'])}
          helperText={errors['source']?.join(' ') ?? ' '}
        />
        <TextField label="Remarks" value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        <TextField
          label="Figures (decimal strings)"
          multiline
          minRows={8}
          value={figures}
          onChange={(e) => setFigures(e.target.value)}
          error={bodyErrors.length > 0}
          helperText={bodyErrors.join(' ') || 'Start from the figures in force and change what the issuance changes.'}
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
      </Stack>
    </FormDialog>
  );
}
