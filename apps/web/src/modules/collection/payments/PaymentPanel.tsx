// Taking a payment, keyboard first: account (number, name or meter serial), Enter, amount, Enter.
// The bills are paid oldest first (the server allocates); checks and a 2307 are optional tenders.
// The idempotency key is made when the account opens, so a double Enter or a retry posts once.
import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import type { AccountMatch } from '@ilaw/contracts/collection/accounts/account';
import { createPaymentEndpoint } from '@ilaw/contracts/collection/payments/create-payment';
import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import { centavosToPesos, pesosToCentavos } from '@ilaw/contracts/collection/teller-days/cash-count';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { ReceiptDialog } from './ReceiptDialog.tsx';
import { linesText } from '../non-power/vat-lines.ts';

const newKey = () => crypto.randomUUID();
/** Pesos added in whole centavos (exact). */
const sumPesos = (values: readonly string[]) => centavosToPesos(values.reduce((s, v) => s + pesosToCentavos(v), 0));

/**
 * What the window takes: the bills (the DCR's window and Partial Payment), an advance payment only
 * (the DCR's Advance Payment: every peso to the advance balance), or non-power bills only.
 */
export type WindowMode = 'bills' | 'advance' | 'non-power';

export function PaymentPanel({
  partial,
  canCollect,
  mode = 'bills',
}: {
  partial: boolean;
  canCollect: boolean;
  mode?: WindowMode;
}) {
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<AccountMatch[] | null>(null);
  const [consumerId, setConsumerId] = useState<number | null>(null);
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [nonPower, setNonPower] = useState<Set<number>>(new Set());
  const [cash, setCash] = useState('');
  const [check, setCheck] = useState<{ bank: string; checkNo: string; checkDate: string; amount: string } | null>(null);
  const [form2307, setForm2307] = useState<{ certificateNo: string; ewtAmount: string; vatAmount: string } | null>(
    null,
  );
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [receipt, setReceipt] = useState<Payment | null>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const account = useQuery({
    ...endpointQuery(getAccountEndpoint, { params: { consumerId: consumerId ?? 0 } }),
    enabled: consumerId !== null,
  });
  useEffect(() => {
    if (account.data) amountRef.current?.focus();
  }, [account.data]);

  const post = useEndpointMutation(createPaymentEndpoint, { invalidates: COLLECTION_READS });

  const reset = () => {
    setSearch('');
    setMatches(null);
    setConsumerId(null);
    setExcluded(new Set());
    setNonPower(new Set());
    setCash('');
    setCheck(null);
    setForm2307(null);
    setErrors({});
    setKey(newKey());
    setTimeout(() => accountRef.current?.focus(), 0);
  };

  const find = async (e: FormEvent) => {
    e.preventDefault();
    if (search.trim() === '') return;
    const found = await callEndpoint(findAccountsEndpoint, { query: { search: search.trim() } });
    const exact = found.find((f) => f.accountNo.toLowerCase() === search.trim().toLowerCase());
    if (exact || found.length === 1) choose((exact ?? found[0])!.consumerId);
    else setMatches(found);
  };
  const choose = (id: number) => {
    setMatches(null);
    setConsumerId(id);
    setExcluded(new Set());
    setNonPower(new Set());
    setKey(newKey());
  };

  const bills = mode === 'bills' ? (account.data?.bills ?? []) : [];
  const nonPowerBills = mode === 'advance' ? [] : (account.data?.nonPowerBills ?? []);
  const chosen = bills.filter((b) => !excluded.has(b.billId));
  const chosenNonPower = nonPowerBills.filter((n) => nonPower.has(n.id));
  const due = sumPesos([...chosen.map((b) => b.amountDue), ...chosenNonPower.map((n) => n.amount)]);

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (consumerId === null || post.isPending) return;
    // The Non Power Bill screen pays non-power bills only: nothing chosen would go to the advance balance.
    if (mode === 'non-power' && chosenNonPower.length === 0) {
      setErrors({ generalErrors: 'Choose the non-power bills to pay.' });
      return;
    }
    setErrors({});
    try {
      const paid = await post.mutateAsync({
        body: {
          idempotencyKey: key,
          consumerId,
          billIds: chosen.map((b) => b.billId),
          nonPowerBillIds: chosenNonPower.map((n) => n.id),
          partial,
          ...(cash.trim() !== '' ? { cash: cash.trim() } : {}),
          ...(check ? { checks: [check] } : {}),
          ...(form2307 ? { form2307 } : {}),
        },
        quietStatuses: [400, 409],
      });
      setReceipt(paid);
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        const general = err.body?.errors['generalErrors']?.[0];
        setErrors({ ...fields, ...(general ? { generalErrors: general } : {}) });
      } else throw err;
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Box component="form" onSubmit={(e) => void find(e)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          inputRef={accountRef}
          label="Account no., name or meter serial"
          name="accountSearch"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
          disabled={!canCollect}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="outlined" disabled={!canCollect} sx={{ mt: 1 }}>
          Find
        </Button>
      </Box>
      {matches !== null && (
        <Stack sx={{ mt: 1 }} spacing={0.5} data-testid="account-matches">
          {matches.length === 0 && <Typography>No consumer matches.</Typography>}
          {matches.map((m) => (
            <Button key={m.consumerId} onClick={() => choose(m.consumerId)} sx={{ justifyContent: 'flex-start' }}>
              {m.accountNo} · {m.name} · {m.meterSerial ?? '-'} · {m.town}
            </Button>
          ))}
        </Stack>
      )}
      {account.data && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h6">
            {account.data.consumer.accountNo} · {account.data.consumer.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {account.data.consumer.address ?? account.data.consumer.town} · class {account.data.consumer.consumerClass}{' '}
            · advance balance <span data-testid="advance-balance">{formatPeso(account.data.advanceBalance)}</span>
          </Typography>
          <Table size="small" sx={{ mt: 1 }} aria-label="Unpaid bills">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Bill month</TableCell>
                <TableCell>Bill no.</TableCell>
                <TableCell>Due</TableCell>
                <TableCell align="right">Unpaid</TableCell>
                <TableCell align="right">Surcharge</TableCell>
                <TableCell align="right">Amount due</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {mode === 'advance' && (
                <TableRow>
                  <TableCell colSpan={7}>Advance payment: the whole amount goes to the advance balance.</TableCell>
                </TableRow>
              )}
              {mode !== 'advance' && bills.length === 0 && nonPowerBills.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>
                    {mode === 'non-power'
                      ? 'No unpaid non-power bill.'
                      : 'No unpaid bill: a payment goes to the advance balance.'}
                  </TableCell>
                </TableRow>
              )}
              {bills.map((b) => (
                <TableRow key={b.billId}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={!excluded.has(b.billId)}
                      slotProps={{ input: { 'aria-label': `Pay bill ${b.billNo}` } }}
                      onChange={(e) => {
                        const next = new Set(excluded);
                        if (e.target.checked) next.delete(b.billId);
                        else next.add(b.billId);
                        setExcluded(next);
                      }}
                    />
                  </TableCell>
                  <TableCell>{b.period}</TableCell>
                  <TableCell>{b.billNo}</TableCell>
                  <TableCell>{formatDate(b.dueDate)}</TableCell>
                  <TableCell align="right">{formatPeso(b.balance)}</TableCell>
                  <TableCell align="right">{formatPeso(sumPesos([b.surcharge, b.surchargeVat]))}</TableCell>
                  <TableCell align="right">{formatPeso(b.amountDue)}</TableCell>
                </TableRow>
              ))}
              {nonPowerBills.map((n) => (
                <TableRow key={`np-${n.id}`}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={nonPower.has(n.id)}
                      slotProps={{ input: { 'aria-label': `Pay ${n.billNo}` } }}
                      onChange={(e) => {
                        const next = new Set(nonPower);
                        if (e.target.checked) next.add(n.id);
                        else next.delete(n.id);
                        setNonPower(next);
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    {n.typeName}
                    {/* Its lines, VATable or VAT-exempt (decision 118). */}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {linesText(n.lines, n.typeName)}
                    </Typography>
                  </TableCell>
                  <TableCell>{n.billNo}</TableCell>
                  <TableCell>{formatDate(n.billDate)}</TableCell>
                  <TableCell align="right" colSpan={3}>
                    {formatPeso(n.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 1 }}>
            Amount due: <strong data-testid="amount-due">{formatPeso(due)}</strong>
          </Typography>
          <Box component="form" onSubmit={(e) => void pay(e)} sx={{ mt: 2 }}>
            <GeneralError message={errors['generalErrors']} />
            {partial && (
              <Alert severity="info" sx={{ mb: 1 }}>
                Partial payment: the older bills are paid first and the rest stays on the ledger.
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <TextField
                inputRef={amountRef}
                label="Cash received"
                name="cash"
                value={cash}
                onChange={(e) => setCash(e.target.value)}
                error={errors['cash'] !== undefined}
                helperText={errors['cash'] ?? ' '}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={post.isPending}
                sx={{ alignSelf: 'flex-start', mt: 1 }}
              >
                Post payment
              </Button>
            </Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={check !== null}
                  onChange={(e) =>
                    setCheck(
                      e.target.checked
                        ? { bank: '', checkNo: '', checkDate: account.data.paymentDate, amount: '' }
                        : null,
                    )
                  }
                />
              }
              label="Check"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={form2307 !== null}
                  onChange={(e) =>
                    setForm2307(e.target.checked ? { certificateNo: '', ewtAmount: '', vatAmount: '' } : null)
                  }
                />
              }
              label="BIR 2307"
            />
            {check && (
              <Stack direction="row" spacing={1}>
                {(['bank', 'checkNo', 'checkDate', 'amount'] as const).map((f) => (
                  <TextField
                    key={f}
                    size="small"
                    label={{ bank: 'Bank', checkNo: 'Check no.', checkDate: 'Check date', amount: 'Check amount' }[f]}
                    type={f === 'checkDate' ? 'date' : 'text'}
                    value={check[f]}
                    onChange={(e) => setCheck({ ...check, [f]: e.target.value })}
                    error={errors[`checks.0.${f}`] !== undefined}
                    helperText={errors[`checks.0.${f}`] ?? ' '}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
              </Stack>
            )}
            {form2307 && (
              <Stack direction="row" spacing={1}>
                {(['certificateNo', 'ewtAmount', 'vatAmount'] as const).map((f) => (
                  <TextField
                    key={f}
                    size="small"
                    label={{ certificateNo: 'Certificate no.', ewtAmount: '2% EWT', vatAmount: '5% VAT' }[f]}
                    value={form2307[f]}
                    onChange={(e) => setForm2307({ ...form2307, [f]: e.target.value })}
                    error={errors[`form2307.${f}`] !== undefined}
                    helperText={
                      errors[`form2307.${f}`] ??
                      (f === 'ewtAmount'
                        ? `at most ${formatPeso(sumPesos(chosen.map((b) => b.maxEwt)))}`
                        : f === 'vatAmount'
                          ? `at most ${formatPeso(sumPesos(chosen.map((b) => b.maxVat)))}`
                          : ' ')
                    }
                  />
                ))}
              </Stack>
            )}
          </Box>
        </Box>
      )}
      {receipt && (
        <ReceiptDialog
          payment={receipt}
          autoPrint
          onClose={() => {
            setReceipt(null);
            reset();
          }}
        />
      )}
    </Paper>
  );
}
