// Walk-in payers on the DCR's Non Power Bill screen (decision 057): a non-power bill billed to a
// named payer without an account (materials, services) is found by bill no. or payer and paid in
// full on one OR, like a consumer's.
import { listNonPowerBillsEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-bills';
import type { NonPowerBill } from '@ilaw/contracts/collection/non-power/non-power';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import { centavosToPesos, pesosToCentavos } from '@ilaw/contracts/collection/teller-days/cash-count';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { ReceiptDialog } from './ReceiptDialog.tsx';
import { linesText } from '../non-power/vat-lines.ts';

export function WalkInNonPowerPanel() {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<NonPowerBill[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [cash, setCash] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const post = useEndpointMutation(createPaymentEndpoint, { invalidates: COLLECTION_READS });

  const find = async (e: FormEvent) => {
    e.preventDefault();
    if (search.trim() === '') return;
    const page = await callEndpoint(listNonPowerBillsEndpoint, {
      query: { search: search.trim(), status: 'Unpaid', itemsPerPage: 50 },
    });
    setFound(page.data.filter((b) => b.consumerId === null));
    setChosen(new Set());
    setKey(crypto.randomUUID());
  };
  const bills = (found ?? []).filter((b) => chosen.has(b.id));
  const due = centavosToPesos(bills.reduce((s, b) => s + pesosToCentavos(b.amount), 0));
  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (post.isPending) return;
    if (bills.length === 0) {
      setErrors({ generalErrors: 'Choose the non-power bills to pay.' });
      return;
    }
    setErrors({});
    try {
      const paid = await post.mutateAsync({
        body: {
          idempotencyKey: key,
          consumerId: null,
          nonPowerBillIds: bills.map((b) => b.id),
          ...(cash.trim() !== '' ? { cash: cash.trim() } : {}),
        },
        quietStatuses: [400, 409],
      });
      setReceipt(paid);
    } catch (err) {
      if (err instanceof ApiError) {
        const general = err.body?.errors['generalErrors']?.[0];
        setErrors({ ...err.fieldErrors(), ...(general ? { generalErrors: general } : {}) });
      } else throw err;
    }
  };
  return (
    <Paper sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6">Walk-in payer</Typography>
      <Box component="form" onSubmit={(e) => void find(e)} sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <TextField
          label="Non-power bill no. or payer"
          name="walkInSearch"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="outlined">
          Find bills
        </Button>
      </Box>
      {found !== null && (
        <Box component="form" onSubmit={(e) => void pay(e)} sx={{ mt: 2 }}>
          <Table size="small" aria-label="Walk-in non-power bills">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Bill no.</TableCell>
                <TableCell>Payer</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>No unpaid walk-in bill matches.</TableCell>
                </TableRow>
              )}
              {found.map((b) => (
                <TableRow key={b.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={chosen.has(b.id)}
                      slotProps={{ input: { 'aria-label': `Pay ${b.billNo}` } }}
                      onChange={(e) => {
                        const next = new Set(chosen);
                        if (e.target.checked) next.add(b.id);
                        else next.delete(b.id);
                        setChosen(next);
                      }}
                    />
                  </TableCell>
                  <TableCell>{b.billNo}</TableCell>
                  <TableCell>{b.payerName}</TableCell>
                  <TableCell>
                    {b.typeName}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {linesText(b.lines, b.typeName)}
                    </Typography>
                  </TableCell>
                  <TableCell>{formatDate(b.billDate)}</TableCell>
                  <TableCell align="right">{formatPeso(b.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 1 }}>
            Amount due: <strong data-testid="walk-in-due">{formatPeso(due)}</strong>
          </Typography>
          <GeneralError message={errors['generalErrors']} />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <TextField
              label="Cash received from the payer"
              name="walkInCash"
              value={cash}
              onChange={(e) => setCash(e.target.value)}
              error={errors['cash'] !== undefined}
              helperText={errors['cash'] ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <Button type="submit" variant="contained" disabled={post.isPending} sx={{ alignSelf: 'flex-start', mt: 1 }}>
              Post walk-in payment
            </Button>
          </Stack>
        </Box>
      )}
      {receipt && (
        <ReceiptDialog
          payment={receipt}
          autoPrint
          onClose={() => {
            setReceipt(null);
            setFound(null);
            setSearch('');
            setCash('');
            setChosen(new Set());
          }}
        />
      )}
    </Paper>
  );
}
