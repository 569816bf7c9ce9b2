import { formatNumber } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import type { listBranchesEndpoint } from '@ilaw/contracts/reference/branches';
import type { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UrlValues } from '#web/shared/url/use-url-state.ts';
import { BillMonthField } from '../../bill-months/BillMonthField.tsx';
import type { Scope } from './run-totals.ts';

/** The month and the scope of a run: the whole cooperative, a branch or a route (all in the URL). */
export function ScopeFields({
  billMonthId,
  scope,
  branchCode,
  routeId,
  branches,
  routes,
  onChange,
}: {
  billMonthId: number | undefined;
  scope: Scope;
  branchCode: number | undefined;
  routeId: number | undefined;
  branches: ResponseOf<typeof listBranchesEndpoint> | undefined;
  routes: ResponseOf<typeof listRoutesEndpoint> | undefined;
  onChange: (values: UrlValues) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <BillMonthField
        sx={{ width: 240 }}
        value={billMonthId ?? null}
        onChange={(id) => {
          if (id !== billMonthId) onChange({ month: id });
        }}
      />
      <RadioGroup
        row
        aria-label="Scope"
        value={scope}
        onChange={(e) => onChange({ scope: e.target.value === 'all' ? null : e.target.value })}
      >
        <FormControlLabel value="all" control={<Radio />} label="Whole cooperative" />
        <FormControlLabel value="branch" control={<Radio />} label="Branch" />
        <FormControlLabel value="route" control={<Radio />} label="Route" />
      </RadioGroup>
      {scope !== 'all' && (
        <TextField
          select
          fullWidth={false}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          size="small"
          label="Branch"
          name="branchCode"
          value={branchCode === undefined ? '' : String(branchCode)}
          onChange={(e) => onChange({ branch: e.target.value, route: null })}
          sx={{ minWidth: 180 }}
          helperText=" "
        >
          {scope === 'route' && <MenuItem value="">All branches</MenuItem>}
          {(branches ?? []).map((b) => (
            <MenuItem key={b.code} value={String(b.code)}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {scope === 'route' && (
        <TextField
          select
          fullWidth={false}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          size="small"
          label="Route"
          name="routeId"
          value={routeId === undefined ? '' : String(routeId)}
          onChange={(e) => onChange({ route: e.target.value })}
          sx={{ minWidth: 220 }}
          helperText={routes?.length === 0 ? 'No routes' : ' '}
        >
          {(routes ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.code} - {r.name} ({formatNumber(r.consumerCount, 0)})
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
