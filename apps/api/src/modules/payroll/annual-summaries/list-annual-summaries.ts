// The employees' annual summaries (BIR Form 2316 figures) from the posted payrolls of a year, sums
// in SQL on numeric; the tax due from the annual table in force on 31 December.
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { listAnnualSummariesEndpoint } from '@ilaw/contracts/payroll/annual-summaries/list-annual-summaries';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { taxDue } from '../compute/statutory.ts';
import { MissingTableError, need } from '../compute/tables-in-force.ts';
import { tablesInForceOn } from '../statutory-tables/statutory-table-queries.ts';

export const listAnnualSummaries = defineRoute({
  endpoint: listAnnualSummariesEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ query, db }) {
    const yearEnd = `${query.year}-12-31`;
    let table;
    try {
      table = need(await tablesInForceOn(db, yearEnd), 'withholding-annual', yearEnd).body;
    } catch (error) {
      if (error instanceof MissingTableError) throw fieldError('year', error.message);
      throw error;
    }
    const regular = sql`t.kind = 'Regular'`;
    let q = db
      .selectFrom('payroll_lines as l')
      .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
      .innerJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
      .innerJoin('employees as e', 'e.id', 'l.employee_id')
      .select([
        'e.id',
        'e.employee_id',
        'e.first_name',
        'e.middle_name',
        'e.last_name',
        'e.suffix',
        sql<string>`sum(l.gross_pay - l.tax_refund)::text`.as('gross'),
        sql<string>`coalesce(sum(l.basic_pay - l.absence_deduction - l.lwop_deduction - l.tardiness_deduction) FILTER (WHERE ${regular}), 0)::text`.as(
          'basic',
        ),
        sql<string>`sum(l.overtime_pay + l.premium_pay)::text`.as('overtime'),
        sql<string>`sum(l.allowances)::text`.as('allowances'),
        sql<string>`coalesce(sum(l.basic_pay) FILTER (WHERE NOT ${regular}), 0)::text`.as('benefits'),
        // De minimis beyond its ceiling exempted within the 90,000 pool reports with the 13th month (decision 065).
        sql<string>`(coalesce(sum(l.non_taxable_earnings) FILTER (WHERE NOT ${regular}), 0) + coalesce(sum(l.de_minimis_pooled), 0))::text`.as(
          'benefits_exempt',
        ),
        sql<string>`coalesce(sum(l.non_taxable_earnings - l.de_minimis_pooled - l.tax_refund) FILTER (WHERE ${regular}), 0)::text`.as(
          'non_taxable',
        ),
        sql<string>`sum(l.sss_employee + l.philhealth_employee + l.pagibig_employee)::text`.as('contributions'),
        sql<string>`sum(l.taxable_compensation)::text`.as('taxable'),
        sql<string>`sum(l.withholding_tax - l.tax_refund)::text`.as('withheld'),
        sql<number>`count(DISTINCT p.id)::int`.as('payrolls'),
      ])
      .where('p.status', '=', 'Posted')
      .where('p.period_end', '>=', `${query.year}-01-01`)
      .where('p.period_end', '<=', yearEnd)
      .groupBy('e.id');
    if (query.employeeId !== undefined) q = q.where('e.id', '=', query.employeeId);
    if (query.search) {
      const like = `%${query.search.toLowerCase()}%`;
      q = q.where(
        sql<boolean>`(lower(e.first_name || ' ' || e.last_name) LIKE ${like} OR lower(e.employee_id) LIKE ${like})`,
      );
    }
    const fixed = (v: string) => new Decimal(v).toFixed(2);
    return paginate(
      q
        .orderBy(sql`lower(e.last_name)`)
        .orderBy(sql`lower(e.first_name)`)
        .orderBy('e.id'),
      query,
      (r) => {
        const due = taxDue(table, r.taxable).tax;
        return {
          employeeId: r.id,
          employeeCode: r.employee_id,
          employeeName: employeeDisplayName({
            firstName: r.first_name,
            middleName: r.middle_name,
            lastName: r.last_name,
            suffix: r.suffix,
          }),
          year: query.year,
          grossCompensation: fixed(r.gross),
          basicSalary: fixed(r.basic),
          overtimeAndPremiums: fixed(r.overtime),
          allowances: fixed(r.allowances),
          thirteenthMonthAndOtherBenefits: fixed(r.benefits),
          exemptThirteenthMonthAndOtherBenefits: fixed(r.benefits_exempt),
          deMinimisAndOtherNonTaxable: fixed(r.non_taxable),
          mandatoryContributions: fixed(r.contributions),
          taxableCompensation: fixed(r.taxable),
          taxDue: due.toFixed(2),
          taxWithheld: fixed(r.withheld),
          difference: new Decimal(r.withheld).minus(due).toFixed(2),
          payrolls: r.payrolls,
        };
      },
    );
  },
});
