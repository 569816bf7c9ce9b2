// The DSWD 4Ps list (decision 116): the import (template, file, the one import result) and the
// lines it left, opened on the near-matches awaiting review; a clerk other than the importer
// accepts one of a line's candidate accounts (a 4Ps application is filed) or rejects it.
import { formatDate } from '@ilaw/contracts/format';
import { FOURPS_OUTCOMES, FOURPS_OUTCOME_LABELS } from '@ilaw/contracts/msd/enums';
import { downloadFourPsTemplateEndpoint } from '@ilaw/contracts/msd/lifeliners/download-fourps-template';
import type { FourPsLine } from '@ilaw/contracts/msd/lifeliners/fourps';
import { importFourPsEndpoint } from '@ilaw/contracts/msd/lifeliners/import-fourps';
import { listFourPsLinesEndpoint } from '@ilaw/contracts/msd/lifeliners/list-fourps-lines';
import { listLifelinersEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import { reviewFourPsLineEndpoint } from '@ilaw/contracts/msd/lifeliners/review-fourps-line';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import type { ListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import type { LIFELINER_FILTERS } from './lifeliner-filters.ts';

const READS = [listFourPsLinesEndpoint, listLifelinersEndpoint];
const personOf = (l: FourPsLine) => `${l.lastName}, ${l.firstName}${l.middleName ? ` ${l.middleName}` : ''}`;

export function FourPsReview({ list }: { list: ListParams<typeof LIFELINER_FILTERS> }) {
  const can = useCan();
  const { filters, setFilter } = list;
  const [reviewing, setReviewing] = useState<FourPsLine | null>(null);
  const rows = usePagedEndpoint(listFourPsLinesEndpoint, {
    query: { ...list.query, search: filters.search, outcome: filters.outcome },
  });
  const columns: Column<FourPsLine>[] = [
    { key: 'household', header: 'Household ID', phone: 'title', render: (l) => l.householdId },
    { key: 'person', header: 'Grantee', render: personOf },
    { key: 'barangay', header: 'Barangay', render: (l) => l.barangay },
    {
      key: 'outcome',
      header: 'Outcome',
      render: (l) =>
        l.outcome === 'Pending' && can(reviewFourPsLineEndpoint) ? (
          <Link component="button" onClick={() => setReviewing(l)}>
            Review
          </Link>
        ) : (
          FOURPS_OUTCOME_LABELS[l.outcome]
        ),
    },
    {
      key: 'account',
      header: 'Account',
      render: (l) =>
        l.accountNo
          ? `${l.accountNo}${l.applicationNo ? ` (${l.applicationNo})` : ''}`
          : l.candidates.map((c) => c.accountNo).join(', ') || '-',
    },
    { key: 'file', header: 'List', render: (l) => `${l.fileName} row ${l.rowNo}, ${formatDate(l.createdAt)}` },
    { key: 'note', header: 'Note', render: (l) => l.note ?? '' },
  ];
  return (
    <>
      {can(importFourPsEndpoint) && (
        <ImportPanel
          endpoint={importFourPsEndpoint}
          template={{ endpoint: downloadFourPsTemplateEndpoint, label: 'Download the 4Ps list template' }}
          invalidates={READS}
          fileLabel="4Ps list file"
          importLabel="Import the 4Ps list"
        >
          <Typography variant="body2">
            Each household on the DSWD list is matched against the residential accounts: the same name in the same
            barangay files a 4Ps application; a similar name is listed below for another clerk to accept or reject.
          </Typography>
        </ImportPanel>
      )}
      <Paper variant="outlined" sx={{ mt: 2 }}>
        <ListFilterBar>
          <SearchField
            placeholder="Household ID, name, list file"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Outcome"
            name="Outcome"
            value={filters.outcome}
            onChange={(v) => setFilter('outcome', v)}
            options={FOURPS_OUTCOMES.map((o) => ({ value: o, label: FOURPS_OUTCOME_LABELS[o] }))}
          />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(l) => l.id}
          caption="4Ps list lines"
          emptyText="No 4Ps list lines match."
        />
      </Paper>
      {reviewing && <ReviewDialog line={reviewing} onClose={() => setReviewing(null)} />}
    </>
  );
}

function ReviewDialog({ line, onClose }: { line: FourPsLine; onClose: () => void }) {
  const review = useEndpointMutation(reviewFourPsLineEndpoint, { invalidates: READS });
  const [consumerId, setConsumerId] = useState<number | null>(null);
  const [remarks, setRemarks] = useState('');
  const act = async (action: 'Accept' | 'Reject') => {
    try {
      const l = await review.mutateAsync({
        params: { id: line.id },
        body: { action, consumerId: action === 'Accept' ? consumerId : null, remarks: remarks.trim() || null },
      });
      notify.success(
        action === 'Accept'
          ? `Accepted: application ${l.applicationNo ?? ''} filed for ${l.accountNo ?? ''}.`
          : 'Rejected.',
      );
      onClose();
    } catch {
      // The toast said why.
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="fourps-review">
      <DialogTitle id="fourps-review">Review 4Ps household {line.householdId}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            {personOf(line)} · {line.barangay}
            {line.address ? `, ${line.address}` : ''}
            {line.birthDate ? ` · born ${formatDate(line.birthDate)}` : ''}
          </Typography>
          <RadioGroup
            name="candidate"
            value={consumerId === null ? '' : String(consumerId)}
            onChange={(e) => setConsumerId(Number(e.target.value))}
          >
            {line.candidates.map((c) => (
              <FormControlLabel
                key={c.consumerId}
                value={String(c.consumerId)}
                disabled={c.accountTaken}
                control={<Radio />}
                label={`${c.accountNo} ${c.name} · ${c.barangay}${c.address ? `, ${c.address}` : ''} · ${Math.round(
                  c.score * 100,
                )}% alike${c.samePlace ? '' : ', another barangay'}${c.accountTaken ? ' · already applied' : ''}`}
              />
            ))}
          </RadioGroup>
          {line.candidates.length === 0 && <Alert severity="info">No candidate account is left.</Alert>}
          <TextField
            size="small"
            label="Remarks (required to reject)"
            name="reviewRemarks"
            value={remarks}
            onChange={(e) => setRemarks(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" onClick={() => void act('Reject')} loading={review.isPending}>
          Reject
        </Button>
        <Button
          variant="contained"
          onClick={() => void act('Accept')}
          disabled={consumerId === null}
          loading={review.isPending}
        >
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}
