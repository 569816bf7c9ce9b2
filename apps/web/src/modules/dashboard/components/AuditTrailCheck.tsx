// Admin and AuditViewer check the audit trail: every entry's keyed hash, and its end against the
// signed checkpoints kept outside it (docs/decisions/013). The server walks the whole trail.
import { type AuditVerification } from '@ilaw/contracts/platform/audit';
import { verifyAuditChainEndpoint } from '@ilaw/contracts/platform/audit/verify-audit-chain';
import { formatNumber } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';

export function AuditTrailCheck() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AuditVerification | null>(null);
  const verify = async () => {
    setBusy(true);
    try {
      setResult(await callEndpoint(verifyAuditChainEndpoint, {}));
    } catch {
      // The call layer showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="audit-trail-check">
      <Typography variant="h2" component="h2" gutterBottom>
        Audit trail
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Check that no entry of the audit trail was changed, removed or added outside the portal.
        </Typography>
        <Button variant="outlined" onClick={() => void verify()} loading={busy}>
          Verify audit trail
        </Button>
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {result.ok
            ? `The audit trail is intact: ${formatNumber(result.checked, 0)} entries checked.`
            : `${result.problem ?? 'The audit trail does not verify.'} (${formatNumber(result.checked, 0)} entries checked before the break.)`}
        </Alert>
      )}
    </Paper>
  );
}
