// A receiving report's recipients (decision 091): the delivered items handed to the ones who asked
// for them, each signing on the signature pad. `/recipients/:id` lists them; `/form/recipient/:id`
// opens the hand-over at once.
import { formatDate, formatNumber, todayInManila } from '@ilaw/contracts/format';
import { createReceiptRecipientEndpoint } from '@ilaw/contracts/warehouse/receipt-recipients/create-receipt-recipient';
import { listReceiptRecipientsEndpoint } from '@ilaw/contracts/warehouse/receipt-recipients/list-receipt-recipients';
import type { ReceiptRecipient } from '@ilaw/contracts/warehouse/receipt-recipients/receipt-recipient';
import { getStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/get-stock-document';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const SignaturePadDialog = lazy(() => import('../requisitions/SignaturePadDialog.tsx'));

function Screen({ openForm }: { openForm: boolean }) {
  const id = Number(useParams().id) || 0;
  const can = useCan();
  const invalidate = useInvalidateEndpoints();
  const doc = useQuery(endpointQuery(getStockDocumentEndpoint, { params: { id } })).data;
  const recipients = useQuery(endpointQuery(listReceiptRecipientsEndpoint, { params: { id } }));
  const [f, setF] = useState({ documentLineId: 0, recipientName: '', quantity: '', receivedOn: todayInManila() });
  const [signing, setSigning] = useState(false);
  const handing = openForm || can(createReceiptRecipientEndpoint);
  const columns: Column<ReceiptRecipient>[] = [
    { key: 'date', header: 'Date', render: (r) => formatDate(r.receivedOn) },
    { key: 'item', header: 'Item', render: (r) => `${r.itemCode} ${r.description}` },
    { key: 'qty', header: 'Quantity', align: 'right', render: (r) => formatNumber(r.quantity) },
    { key: 'name', header: 'Recipient', render: (r) => r.recipientName },
    {
      key: 'sig',
      header: 'Signature',
      render: (r) => (
        <Box component="img" src={r.signature} alt={`Signature of ${r.recipientName}`} sx={{ height: 36 }} />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={doc ? `Recipients of ${doc.controlNo}` : 'Material Receiving Report Recipients'}
        subtitle={doc?.supplier ?? undefined}
      />
      {handing && doc?.status === 'Posted' && can(createReceiptRecipientEndpoint) && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              name="documentLineId"
              label="Item"
              value={f.documentLineId || ''}
              onChange={(e) => setF((x) => ({ ...x, documentLineId: Number(e.target.value) }))}
              sx={{ minWidth: 260 }}
            >
              {doc.lines.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.itemCode} {l.description} ({formatNumber(l.quantity)} {l.unitCode})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="recipientName"
              label="Recipient"
              value={f.recipientName}
              onChange={(e) => setF((x) => ({ ...x, recipientName: e.target.value }))}
            />
            <TextField
              name="quantity"
              label="Quantity"
              value={f.quantity}
              onChange={(e) => setF((x) => ({ ...x, quantity: e.target.value }))}
            />
            <TextField
              name="receivedOn"
              label="Date"
              type="date"
              value={f.receivedOn}
              onChange={(e) => setF((x) => ({ ...x, receivedOn: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button variant="contained" onClick={() => setSigning(true)}>
              Sign and hand over
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined">
        <SimpleTable
          caption="Recipients"
          columns={columns}
          rows={recipients.data}
          loading={recipients.isFetching}
          rowKey={(r) => r.id}
          emptyText="Nothing handed over yet."
        />
      </Paper>
      {signing && (
        <Suspense fallback={null}>
          <SignaturePadDialog
            title="Recipient's signature"
            defaultName={f.recipientName}
            onClose={() => setSigning(false)}
            onSign={async ({ receivedByName, signature }) => {
              try {
                await callEndpoint(createReceiptRecipientEndpoint, {
                  params: { id },
                  body: { ...f, recipientName: receivedByName, signature },
                  quietStatuses: [400, 409],
                });
              } catch (e) {
                if (e instanceof ApiError) return Object.values(e.body?.errors ?? {}).flat()[0] ?? e.message;
                throw e;
              }
              notify.success(`Handed to ${receivedByName}.`);
              setSigning(false);
              setF((x) => ({ ...x, recipientName: '', quantity: '' }));
              void invalidate(listReceiptRecipientsEndpoint);
              return null;
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function page(openForm: boolean) {
  return function ReceiptRecipients() {
    return (
      <ScreenAccess reads={listReceiptRecipientsEndpoint}>
        <Screen openForm={openForm} />
      </ScreenAccess>
    );
  };
}

export const ReceiptRecipientsPage = page(false);
export const ReceiptRecipientFormPage = page(true);
