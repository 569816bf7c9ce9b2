// Import Opening Balance: download the template for a fiscal year, upload it filled; good rows
// post together and each bad row is listed with its row, column and reason (the shared ImportPanel).
import { downloadOpeningBalanceTemplateEndpoint } from '@ilaw/contracts/leave/opening-balances/download-opening-balance-template';
import { importOpeningBalancesEndpoint } from '@ilaw/contracts/leave/opening-balances/import-opening-balances';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { useFiscalYearOptions } from '#web/shared/reference/reference-data.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';

function ImportOpeningBalancePageScreen() {
  const url = useUrlState();
  const active = useActiveFiscalYearId();
  const fiscalYearId = url.num('fiscalYearId') || active;
  const year = useFiscalYearOptions().data?.find((y) => y.id === fiscalYearId);

  return (
    <Box>
      <PageHeader
        title="Import Opening Balance"
        subtitle={`Opening leave balances for ${year?.name ?? 'a fiscal year'}, posted as of its first day.`}
        actions={<FiscalYearSelect value={fiscalYearId} onChange={(id) => url.set({ fiscalYearId: id })} />}
      />
      {/* Keyed by the year: another year starts with no result shown. */}
      <ImportPanel
        key={fiscalYearId ?? 0}
        endpoint={importOpeningBalancesEndpoint}
        call={{ query: { fiscalYearId } }}
        template={{ endpoint: downloadOpeningBalanceTemplateEndpoint, call: { query: { fiscalYearId } } }}
        invalidates={LEAVE_POSTING_READS}
        fileLabel="Opening balance file"
        disabled={fiscalYearId === undefined}
      >
        <Typography variant="body2">
          The template lists every active employee with each leave type earned monthly and the opening balance already
          posted. Fill <strong>Days</strong> (up to 3 decimals) and import it (.xlsx, or saved as .csv). A row equal to
          the posted balance changes nothing; a different value reverses the old one (kept as Cancelled) and posts the
          new one. Your own opening balance is imported by another leave officer.
        </Typography>
      </ImportPanel>
    </Box>
  );
}

/** Users who may not read importOpeningBalances see the no-access state instead (decision 015). */
export default function ImportOpeningBalancePage() {
  return (
    <ScreenAccess reads={importOpeningBalancesEndpoint}>
      <ImportOpeningBalancePageScreen />
    </ScreenAccess>
  );
}
