// 'Receipt Printer' (account menu): this PC's printer service and printer, its status, and a test
// receipt printed through it (decision 055: the printer belongs to the PC, so the choice is kept in
// the browser and the dialog is open to every signed-in user).
import { buildOfficialReceipt, SAMPLE_OFFICIAL_RECEIPT } from '@ilaw/contracts/platform/official-receipt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';
import { printInBrowser } from './browser-print.ts';
import { printReceipt } from './print-receipt.ts';
import {
  discoverService,
  isLoopbackUrl,
  loadPrinterSettings,
  printerStatus,
  savePrinterSettings,
  type PrinterSettings,
} from './printer-client.ts';

export const TEST_RECEIPT_TITLE = 'TEST PRINT - NOT AN OFFICIAL RECEIPT';
export const NOT_LOOPBACK = 'Use this computer’s address, e.g. http://127.0.0.1:9188.';
const testReceipt = () => buildOfficialReceipt(SAMPLE_OFFICIAL_RECEIPT, { title: TEST_RECEIPT_TITLE });

function PrinterSettingsForm({ onClose }: { onClose: () => void }) {
  const [settings, setSettings] = useState<PrinterSettings>(() => loadPrinterSettings());
  const [printing, setPrinting] = useState(false);
  const urlOk = isLoopbackUrl(settings.serviceUrl);
  const serviceUrl = useDebouncedValue(settings.serviceUrl, 400);
  const service = useQuery({
    queryKey: ['printer-service', serviceUrl],
    queryFn: () => discoverService({ ...settings, serviceUrl }),
    enabled: isLoopbackUrl(serviceUrl),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const state = service.data;
  const printers = state?.kind === 'ready' ? state.status.printers : [];
  const chosen = printers.find((p) => p.name === settings.printerName) ?? printers.find((p) => p.isDefault);
  const printerState = useQuery({
    queryKey: ['printer-service', serviceUrl, 'printer', chosen?.name],
    queryFn: () => printerStatus(serviceUrl, chosen?.name ?? ''),
    enabled: chosen !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const save = (next: PrinterSettings) => {
    setSettings(next);
    savePrinterSettings(next);
  };
  const printTest = async () => {
    setPrinting(true);
    try {
      await printReceipt(testReceipt(), { reference: SAMPLE_OFFICIAL_RECEIPT.orNumber, browserFallback: false });
    } finally {
      setPrinting(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Printer service address"
            name="serviceUrl"
            value={settings.serviceUrl}
            onChange={(e) => save({ ...settings, serviceUrl: e.target.value.trim() })}
            error={!urlOk}
            helperText={urlOk ? 'The printer service running on this computer.' : NOT_LOOPBACK}
          />
          {service.isFetching && <Alert severity="info">Checking the printer service…</Alert>}
          {!service.isFetching && state !== undefined && state.kind !== 'ready' && (
            <Alert severity="warning" data-testid="printer-service-state">
              {state.message}
            </Alert>
          )}
          {!service.isFetching && state?.kind === 'ready' && (
            <>
              <Alert severity="success" data-testid="printer-service-state">
                Printer service {state.status.version} answers.
              </Alert>
              <TextField
                select
                label="Printer"
                name="printerName"
                value={chosen?.name ?? ''}
                onChange={(e) => save({ ...settings, printerName: e.target.value })}
                helperText={
                  printerState.data === undefined
                    ? ' '
                    : printerState.data.online
                      ? 'Ready.'
                      : `Not ready: ${printerState.data.message ?? 'the printer does not answer.'}`
                }
              >
                {printers.map((p) => (
                  <MenuItem key={p.name} value={p.name}>
                    {p.name} ({p.kind}){p.isDefault ? ', default' : ''}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void service.refetch()} disabled={!urlOk}>
          Check again
        </Button>
        <Button onClick={() => printInBrowser(testReceipt(), TEST_RECEIPT_TITLE)}>Print in browser</Button>
        <Button variant="contained" onClick={() => void printTest()} disabled={state?.kind !== 'ready' || printing}>
          Print test receipt
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

export default function ReceiptPrinterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="receipt-printer-title">
      <DialogTitle id="receipt-printer-title">Receipt Printer</DialogTitle>
      {open && <PrinterSettingsForm onClose={onClose} />}
    </Dialog>
  );
}
