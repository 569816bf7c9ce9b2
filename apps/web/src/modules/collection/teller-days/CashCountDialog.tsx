// Closing the day: pieces per BSP denomination and the checks on hand; the total and the
// over/short against the DCR are shown as they are typed (whole centavos, exact).
import {
  cashCountTotal,
  DENOMINATIONS,
  overShort,
  type CashCount,
} from '@ilaw/contracts/collection/teller-days/cash-count';
import { closeTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/close-teller-day';
import type { Dcr } from '@ilaw/contracts/collection/teller-days/teller-day';
import { formatPeso } from '@ilaw/contracts/format';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';

const PESOS = /^\d{1,12}(\.\d{1,2})?$/;

export function CashCountDialog({ dcr, onClose }: { dcr: Dcr; onClose: () => void }) {
  const [pieces, setPieces] = useState<Record<string, string>>({});
  const [checks, setChecks] = useState(dcr.expectedChecks);
  const [error, setError] = useState<string | undefined>(undefined);
  const close = useEndpointMutation(closeTellerDayEndpoint, { invalidates: COLLECTION_READS });
  const count: CashCount = {};
  for (const d of DENOMINATIONS) {
    const n = Number(pieces[d.key] ?? '');
    if (Number.isInteger(n) && n > 0) count[d.key] = n;
  }
  const cash = cashCountTotal(count);
  const result = PESOS.test(checks.trim()) ? overShort(cash, checks.trim(), dcr.expectedTotal) : null;
  const submit = async () => {
    try {
      await close.mutateAsync({
        params: { id: dcr.id },
        body: { cashCount: count, checksTotal: checks.trim(), remarks: null },
        quietStatuses: [400, 409],
      });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.fieldErrors())[0] ?? e.message);
      else throw e;
    }
  };
  return (
    <FormDialog
      open
      title="Count cash and close the day"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={close.isPending}
      submitLabel="Close the day"
    >
      <GeneralError message={error} />
      <Grid container spacing={1} sx={{ mt: 0.5 }}>
        {DENOMINATIONS.map((d) => (
          <Grid key={d.key} size={{ xs: 6, sm: 4 }}>
            <TextField
              size="small"
              label={`${d.kind === 'note' ? 'Note' : 'Coin'} ${d.label}`}
              name={d.key}
              value={pieces[d.key] ?? ''}
              onChange={(e) => setPieces({ ...pieces, [d.key]: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </Grid>
        ))}
      </Grid>
      <TextField
        size="small"
        label="Checks on hand"
        name="checksTotal"
        value={checks}
        onChange={(e) => setChecks(e.target.value)}
        sx={{ mt: 2 }}
        fullWidth
      />
      <Typography sx={{ mt: 2 }}>
        Cash counted <strong data-testid="cash-total">{formatPeso(cash)}</strong> · collected{' '}
        {formatPeso(dcr.expectedTotal)} · over/short{' '}
        <strong data-testid="over-short">{result === null ? '-' : formatPeso(result)}</strong>
      </Typography>
    </FormDialog>
  );
}
