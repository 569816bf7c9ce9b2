// The reports' filters (date range, branch, type, team), kept in the URL.
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import { listTeamsEndpoint } from '@ilaw/contracts/reference/teams/list-teams';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

export interface ReportFilters {
  dateFrom: string;
  dateTo: string;
  branchCode?: number;
  typeId?: number;
  teamId?: number;
}

export function useReportFilters(): [ReportFilters, (k: keyof ReportFilters, v: string | number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  const f: ReportFilters = {
    dateFrom: params.get('dateFrom') ?? monthStart(),
    dateTo: params.get('dateTo') ?? today(),
    ...(num('branchCode') !== undefined ? { branchCode: num('branchCode')! } : {}),
    ...(num('typeId') !== undefined ? { typeId: num('typeId')! } : {}),
    ...(num('teamId') !== undefined ? { teamId: num('teamId')! } : {}),
  };
  const set = (k: keyof ReportFilters, v: string | number | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
        return next;
      },
      { replace: true },
    );
  return [f, set];
}

export function ReportFilterBar({
  filters,
  set,
}: {
  filters: ReportFilters;
  set: (k: keyof ReportFilters, v: string | number | undefined) => void;
}) {
  const types = useQuery(endpointQuery(listServiceRequestTypesEndpoint, { query: {} }));
  const teams = useQuery(endpointQuery(listTeamsEndpoint));
  const branches = useBranches();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, flexWrap: 'wrap', rowGap: 2 }}
      className="no-print"
    >
      <TextField
        size="small"
        type="date"
        label="From"
        name="dateFrom"
        value={filters.dateFrom}
        onChange={(e) => set('dateFrom', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        name="dateTo"
        value={filters.dateTo}
        onChange={(e) => set('dateTo', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FilterSelect
        label="Branch"
        name="Branch"
        value={filters.branchCode}
        onChange={(v) => set('branchCode', v)}
        options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
      />
      <FilterSelect
        label="Type"
        name="Type"
        value={filters.typeId}
        onChange={(v) => set('typeId', v)}
        options={(types.data ?? []).map((t) => ({
          value: t.id,
          label: t.parentName ? `${t.parentName} / ${t.name}` : t.name,
        }))}
      />
      <FilterSelect
        label="Team"
        name="Team"
        value={filters.teamId}
        onChange={(v) => set('teamId', v)}
        options={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      />
    </Stack>
  );
}
