import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import type { RateHeader } from '@ilaw/contracts/billing/rates/rate';
import { listRateHeadersEndpoint } from '@ilaw/contracts/billing/rates/list-rates';
import { saveRatesEndpoint } from '@ilaw/contracts/billing/rates/save-rates';
import { type ConsumerClassCode, RATE_UNITS } from '@ilaw/contracts/billing/enums';
import type { BodyOf } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { bodySchemaOf } from '../shared/billing-screen-kit.ts';

type RatesBody = BodyOf<typeof saveRatesEndpoint>;
type ComponentRow = RatesBody['components'][number];
const ratesSchema = bodySchemaOf(saveRatesEndpoint);

/** A class's rate components of an open month, typed in a table (or started from another class's). */
export function RatesDialog({
  month,
  consumerClass,
  current,
  others,
  onClose,
  onSaved,
}: {
  month: BillMonth;
  consumerClass: ConsumerClassCode;
  current: RateHeader | undefined;
  others: readonly RateHeader[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const copy = (h: RateHeader | undefined): ComponentRow[] => (h?.components ?? []).map((c) => ({ ...c }));
  const [rows, setRows] = useState<ComponentRow[]>(copy(current ?? others[0]));
  const [remarks, setRemarks] = useState(current?.remarks ?? '');
  const setRow = (i: number, patch: Partial<ComponentRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const form = useErrorMap(() =>
    ratesSchema.safeParse({
      billMonthId: month.id,
      consumerClass,
      remarks: remarks.trim() === '' ? null : remarks,
      components: rows,
    }),
  );
  const { errors } = form;
  const save = useEndpointMutation(saveRatesEndpoint, { invalidates: [listRateHeadersEndpoint] });
  const { busy, submit } = useDialogSubmit(form, (body) => save.mutateAsync({ body }), onSaved);
  const err = (i: number, k: string) => errors[`components.${i}.${k}`];
  return (
    <FormDialog
      open
      title={`Rates of class ${consumerClass}, ${billMonthLabel(month.period)}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save rates"
      maxWidth="lg"
    >
      <GeneralError message={errors['generalErrors'] ?? errors['components']} />
      {current === undefined && others.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Started from class {others[0]?.consumerClass}’s components; change the rates for class {consumerClass}.
        </Alert>
      )}
      <Table size="small" aria-label="Rate components">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell>VAT</TableCell>
            <TableCell>Discountable</TableCell>
            <TableCell>Lifeline subsidy</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              <TableCell>
                <TextField
                  size="small"
                  value={r.code}
                  onChange={(e) => setRow(i, { code: e.target.value.toUpperCase() })}
                  error={err(i, 'code') !== undefined}
                  helperText={err(i, 'code')}
                  slotProps={{ htmlInput: { 'aria-label': `Code ${i + 1}` } }}
                  sx={{ width: 150 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={r.name}
                  onChange={(e) => setRow(i, { name: e.target.value })}
                  error={err(i, 'name') !== undefined}
                  helperText={err(i, 'name')}
                  slotProps={{ htmlInput: { 'aria-label': `Name ${i + 1}` } }}
                  fullWidth
                />
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={r.unit}
                  onChange={(e) => setRow(i, { unit: e.target.value as ComponentRow['unit'] })}
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Unit ${i + 1}` } }}
                >
                  {RATE_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </TextField>
              </TableCell>
              <TableCell align="right">
                <TextField
                  size="small"
                  value={String(r.rate)}
                  onChange={(e) => setRow(i, { rate: e.target.value })}
                  error={err(i, 'rate') !== undefined}
                  helperText={err(i, 'rate')}
                  slotProps={{
                    htmlInput: { 'aria-label': `Rate ${i + 1}`, inputMode: 'decimal', style: { textAlign: 'right' } },
                  }}
                  sx={{ width: 130 }}
                />
              </TableCell>
              {(['vatable', 'discountable', 'lifelineSubsidy'] as const).map((k) => (
                <TableCell key={k}>
                  <Checkbox
                    size="small"
                    checked={r[k] ?? false}
                    onChange={(e) => setRow(i, { [k]: e.target.checked })}
                    slotProps={{ input: { 'aria-label': `${k} ${i + 1}` } }}
                  />
                </TableCell>
              ))}
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={`Remove component ${i + 1}`}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                code: '',
                name: '',
                unit: 'kWh',
                rate: '0',
                vatable: true,
                discountable: false,
                lifelineSubsidy: false,
              },
            ])
          }
        >
          Add component
        </Button>
        {others.length > 0 && (
          <TextField
            select
            size="small"
            label="Copy from class"
            value=""
            onChange={(e) => setRows(copy(others.find((o) => o.consumerClass === e.target.value)))}
            sx={{ minWidth: 180 }}
          >
            {others.map((o) => (
              <MenuItem key={o.consumerClass} value={o.consumerClass}>
                {o.consumerClass}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label="Remarks"
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          placeholder="e.g. ERC-approved rates per board resolution"
          sx={{ flexGrow: 1 }}
        />
      </Box>
    </FormDialog>
  );
}
