// Issuing an approved requisition, whole or in part (decision 119): each line's quantity to issue on
// this charge ticket (a transfer, for a transfer request), at most what is left; the rest stays
// reserved for a later one.
import { formatNumber, todayInManila } from '@ilaw/contracts/format';
import type { Requisition } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import type { StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

export function IssueRequisitionDialog({
  r,
  onClose,
  onSaved,
}: {
  r: Requisition;
  onClose: () => void;
  onSaved: (doc: StockDocument) => void;
}) {
  const open = r.lines.filter((l) => Number(l.remaining) > 0);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(open.map((l) => [l.id, l.remaining])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const document = r.kind === 'MTR' ? 'transfer' : 'charge ticket';
  const submit = async () => {
    const lines = open
      .filter((l) => Number(quantities[l.id] ?? 0) > 0)
      .map((l) => ({ materialId: l.materialId, quantity: quantities[l.id]!, requisitionLineId: l.id }));
    if (lines.length === 0) {
      setErrors({ generalErrors: ['Enter a quantity to issue.'] });
      return;
    }
    setBusy(true);
    try {
      const doc = await callEndpoint(createStockDocumentEndpoint, {
        body: {
          kind: r.kind === 'MTR' ? 'MTS' : 'MCT',
          documentDate: todayInManila(),
          locationId: r.locationId,
          ...(r.toLocationId === null ? {} : { toLocationId: r.toLocationId }),
          requisitionId: r.id,
          lines,
        },
        quietStatuses: [400, 409],
      });
      onSaved(doc);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // Line errors name the position among the lines sent: show them on their line.
      const sent = open.filter((l) => Number(quantities[l.id] ?? 0) > 0);
      const byLine: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(e.body?.errors ?? {})) {
        const at = /^lines\.(\d+)\./.exec(field);
        const line = at ? sent[Number(at[1])] : undefined;
        byLine[line ? String(line.id) : 'generalErrors'] = messages;
      }
      setErrors(byLine);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={`Issue ${r.controlNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={`File ${document}`}
    >
      <GeneralError message={errors['generalErrors']?.[0]} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        Issue all that is left or a part of it; what is not issued now stays reserved for another {document}.
      </Typography>
      <Stack spacing={2}>
        {open.map((l) => (
          <TextField
            key={l.id}
            label={`${l.itemCode} ${l.description}`}
            value={quantities[l.id] ?? ''}
            onChange={(e) => setQuantities((q) => ({ ...q, [l.id]: e.target.value }))}
            inputMode="decimal"
            error={Boolean(errors[String(l.id)])}
            helperText={
              errors[String(l.id)]?.[0] ??
              `${formatNumber(l.remaining)} ${l.unitCode} left of ${formatNumber(l.quantity)}`
            }
            fullWidth
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
