import { todayInManila } from '@ilaw/contracts/format';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useMemo } from 'react';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { isIsoDate, monthOf, partOf, periodFromQuery, periodOf, type Period, type PeriodPart } from './period.ts';

/**
 * The period in the URL query (?from=&to=), defaulting to the current month in Manila. A new
 * period starts a list shown under it on its first page.
 */
export function usePeriod(): [Period, (p: Period) => void] {
  const url = useUrlState();
  const from = url.get('from');
  const to = url.get('to');
  const period = useMemo(() => periodFromQuery(from, to, todayInManila()), [from, to]);
  const { set } = url;
  const setPeriod = useCallback((p: Period) => set({ from: p.from, to: p.to, page: null }), [set]);
  return [period, setPeriod];
}

/** Month plus whole/first half/second half, or any from-to span. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const part = partOf(period);
  const month = monthOf(period.from);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        label="Month"
        type="month"
        name="month"
        value={month}
        onChange={(e) => {
          if (/^\d{4}-\d{2}$/.test(e.target.value)) onChange(periodOf(e.target.value, part ?? 'month'));
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 180 }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={part}
        aria-label="Period"
        sx={{ flexShrink: 0, '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
        onChange={(_, v: PeriodPart | null) => v && onChange(periodOf(month, v))}
      >
        <ToggleButton value="month">Whole month</ToggleButton>
        <ToggleButton value="first-half">1-15</ToggleButton>
        <ToggleButton value="second-half">16-end</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label="From"
        type="date"
        name="from"
        value={period.from}
        onChange={(e) =>
          isIsoDate(e.target.value) && e.target.value <= period.to && onChange({ ...period, from: e.target.value })
        }
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <TextField
        label="To"
        type="date"
        name="to"
        value={period.to}
        onChange={(e) =>
          isIsoDate(e.target.value) && e.target.value >= period.from && onChange({ ...period, to: e.target.value })
        }
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
    </Stack>
  );
}
