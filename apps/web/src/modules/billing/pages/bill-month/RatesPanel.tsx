import { type BillMonth, listRateHeadersEndpoint } from '@ilaw/contracts/billing/bill-months-rates';
import { ratesTemplateEndpoint } from '@ilaw/contracts/billing/rates/download-rate-template';
import { importRatesEndpoint } from '@ilaw/contracts/billing/rates/import-rates';
import { CONSUMER_CLASS_CODES } from '@ilaw/contracts/billing/enums';
import { formatDateTime } from '@ilaw/contracts/format';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { billMonthLabel } from '../../components/BillMonthField.tsx';
import { CLASS_OPTIONS } from '../billing-screen-kit.ts';
import { RatesDialog } from './RatesDialog.tsx';
import { MonthDiscounts, RateComponentsTable } from './RateTables.tsx';

/** Under the months: the chosen month's rates, one tab per consumer class (?class=), and its discounts. */
export function RatesPanel({ month, canEdit }: { month: BillMonth; canEdit: boolean }) {
  const url = useUrlState();
  const cls = CONSUMER_CLASS_CODES.find((c) => c === url.get('class')) ?? 'R';
  const rates = useQuery(endpointQuery(listRateHeadersEndpoint, { query: { billMonthId: month.id } }));
  const headers = rates.data ?? [];
  const current = headers.find((h) => h.consumerClass === cls);
  const [editing, setEditing] = useState(false);
  const open = month.status === 'Open';

  return (
    <Paper variant="outlined" sx={{ mt: 2 }} data-testid="rates-panel">
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          Rates of {billMonthLabel(month.period)}
        </Typography>
        {canEdit && (
          <>
            <Button variant="contained" startIcon={<Edit />} disabled={!open} onClick={() => setEditing(true)}>
              {current === undefined ? `Enter class ${cls} rates` : `Edit class ${cls} rates`}
            </Button>
          </>
        )}
      </Box>
      {canEdit && (
        <Box sx={{ px: 2 }}>
          <ImportPanel
            key={month.id}
            endpoint={importRatesEndpoint}
            call={{ body: { billMonthId: month.id } }}
            template={{ endpoint: ratesTemplateEndpoint, label: 'Template' }}
            invalidates={[listRateHeadersEndpoint]}
            fileLabel="Rates workbook"
            importLabel="Import rates"
            disabled={!open}
          >
            <Typography variant="body2">
              Import the month’s rates from the template (.xlsx, or saved as .csv). Each class in the file replaces that
              class’s rates; one bad row and nothing is imported.
            </Typography>
          </ImportPanel>
        </Box>
      )}
      <Tabs
        value={cls}
        onChange={(_, v: string) => url.set({ class: v })}
        variant="scrollable"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CLASS_OPTIONS.map((c) => (
          <Tab
            key={c.value}
            value={c.value}
            label={`${c.value} ${c.label}${headers.some((h) => h.consumerClass === c.value) ? '' : ' (none)'}`}
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
        <Box sx={{ flex: 2, minWidth: 420 }}>
          {current === undefined ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {rates.isLoading
                ? 'Loading rates…'
                : `No rates for class ${cls} this month: its consumers cannot be billed.`}
            </Typography>
          ) : (
            <RateComponentsTable header={current} />
          )}
          {current !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {current.remarks ? `${current.remarks} · ` : ''}Updated {formatDateTime(current.updatedAt)}
            </Typography>
          )}
        </Box>
        <MonthDiscounts month={month} />
      </Box>
      {editing && (
        <RatesDialog
          month={month}
          consumerClass={cls}
          current={current}
          others={headers.filter((h) => h.consumerClass !== cls)}
          onClose={() => setEditing(false)}
          onSaved={() => {
            notify.success(`Class ${cls} rates saved.`);
            setEditing(false);
          }}
        />
      )}
    </Paper>
  );
}
