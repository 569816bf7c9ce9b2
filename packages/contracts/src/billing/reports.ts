import { z } from 'zod';
import { endpoint, idParam } from '../http.ts';
import { consumerClassSchema } from './common.ts';
import { branchCode, id, integer, searchText } from '../primitives.ts';

export const summaryQuery = z.object({
  billMonthId: id(),
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  consumerClass: consumerClassSchema.optional(),
  groupBy: z.enum(['branch', 'route', 'class']).default('class'),
});
export const billingSummaryRowSchema = z.object({
  group: z.string(),
  bills: z.number().int(),
  kwh: z.string(),
  charges: z.string(),
  discounts: z.string(),
  vat: z.string(),
  total: z.string(),
});
export const kwhSummaryRowSchema = z.object({
  group: z.string(),
  bills: z.number().int(),
  zeroConsumption: z.number().int(),
  kwh: z.string(),
  averageKwh: z.string(),
});
export const billingSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries',
  summary: 'Billing summary of a bill month by branch, route or class (posted bills).',
  query: summaryQuery,
  response: z.object({ period: z.string(), rows: z.array(billingSummaryRowSchema), totals: billingSummaryRowSchema }),
});
export const billingSummaryExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/export',
  summary: 'The billing summary as .xlsx.',
  query: summaryQuery.extend({ filename: searchText(100).optional() }),
  download: true,
});
export const kwhSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/Kwh',
  summary: 'kWh summary of a bill month by branch, route or class.',
  query: summaryQuery,
  response: z.object({ period: z.string(), rows: z.array(kwhSummaryRowSchema), totals: kwhSummaryRowSchema }),
});
export const kwhSummaryExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/summaries/Kwh/export',
  summary: 'The kWh summary as .xlsx.',
  query: summaryQuery.extend({ filename: searchText(100).optional() }),
  download: true,
});

export const totalBilledRowSchema = z.object({
  billMonthId: z.number().int(),
  period: z.string(),
  status: z.string(),
  bills: z.number().int(),
  kwh: z.string(),
  total: z.string(),
});
export const totalBilledEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/total-billed',
  summary: 'Total billed per bill month (posted bills).',
  response: z.array(totalBilledRowSchema),
});
export const totalBilledDetailEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/total-billed/{id}',
  summary: 'Total billed of one bill month by branch and class.',
  params: idParam,
  response: z.object({
    month: totalBilledRowSchema,
    rows: z.array(
      z.object({
        branchCode: z.number().int(),
        consumerClass: z.string(),
        bills: z.number().int(),
        kwh: z.string(),
        total: z.string(),
      }),
    ),
  }),
});
export const monthlyBilledReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/reports/monthly-bills',
  summary: 'Monthly billed report of a year: per month and class, bills, kWh and amount.',
  query: z.object({ year: integer(2000, 2100) }),
  response: z.array(
    z.object({
      period: z.string(),
      consumerClass: z.string(),
      bills: z.number().int(),
      kwh: z.string(),
      total: z.string(),
    }),
  ),
});
