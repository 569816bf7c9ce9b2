// Reference lists the menu loads on its first display (SPEC.md section 2) and pages reuse from
// the query cache.
import { useQuery } from '@tanstack/react-query';
import type { EndpointDef } from '@ilaw/contracts/http';
import { listBranchesEndpoint } from '@ilaw/contracts/reference/branches';
import { fiscalYearOptionsEndpoint } from '@ilaw/contracts/reference/fiscal-years';
import { ApiError } from '../api/api-error.ts';
import { callEndpoint } from '../api/call-endpoint.ts';
import { endpointQuery } from '../api/query.ts';

const REFERENCE_STALE_TIME = 10 * 60_000;

export const fiscalYearOptionsQuery = { ...endpointQuery(fiscalYearOptionsEndpoint), staleTime: REFERENCE_STALE_TIME };
export const branchesQuery = { ...endpointQuery(listBranchesEndpoint), staleTime: REFERENCE_STALE_TIME };

/**
 * GET /api/options/LeaveTypes has no contract yet (api.txt names it, SPEC.md gives no fields),
 * so its rows stay `unknown` until the leave module declares them.
 */
const leaveTypeOptionsEndpoint = {
  method: 'GET',
  path: '/api/options/LeaveTypes',
  summary: 'Leave types for pickers.',
} as const satisfies EndpointDef;

export const leaveTypeOptionsQuery = {
  queryKey: ['GET', leaveTypeOptionsEndpoint.path],
  // The endpoint may not exist yet: a 404 means "no leave types", silently.
  queryFn: async (): Promise<unknown[]> => {
    try {
      const rows: unknown = await callEndpoint(leaveTypeOptionsEndpoint, { quietStatuses: [404] });
      return Array.isArray(rows) ? rows : [];
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },
  staleTime: REFERENCE_STALE_TIME,
};

export const useFiscalYearOptions = () => useQuery(fiscalYearOptionsQuery);
export const useBranches = () => useQuery(branchesQuery);
export const useLeaveTypeOptions = () => useQuery(leaveTypeOptionsQuery);
