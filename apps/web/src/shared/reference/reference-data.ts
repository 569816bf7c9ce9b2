// Reference lists the menu loads on its first display (SPEC.md section 2) and pages reuse from
// the query cache.
import { useQuery } from '@tanstack/react-query';
import { leaveTypeOptionsEndpoint } from '@ilaw/contracts/leave/leave-types/list-leave-type-options';
import { listBranchesEndpoint } from '@ilaw/contracts/reference/branches';
import { fiscalYearOptionsEndpoint } from '@ilaw/contracts/reference/fiscal-years/fiscal-year-options';
import { endpointQuery } from '../api/query.ts';

const REFERENCE_STALE_TIME = 10 * 60_000;

export const fiscalYearOptionsQuery = { ...endpointQuery(fiscalYearOptionsEndpoint), staleTime: REFERENCE_STALE_TIME };
export const branchesQuery = { ...endpointQuery(listBranchesEndpoint), staleTime: REFERENCE_STALE_TIME };

export const leaveTypeOptionsQuery = { ...endpointQuery(leaveTypeOptionsEndpoint), staleTime: REFERENCE_STALE_TIME };

export const useFiscalYearOptions = () => useQuery(fiscalYearOptionsQuery);
export const useBranches = () => useQuery(branchesQuery);
export const useLeaveTypeOptions = () => useQuery(leaveTypeOptionsQuery);
