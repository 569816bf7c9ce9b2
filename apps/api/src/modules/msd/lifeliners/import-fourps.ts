// The DSWD 4Ps household list on the one import pipeline (decision 016), good rows only, matched
// against the residential accounts (decision 116): an exact match files a 4Ps lifeline application
// (pending: another officer decides it, as any), a near-match is kept for a clerk's review, the
// rest are reported unmatched. A household with an open application, or one already awaiting
// review, is unchanged; a household twice in the file fails its second row.
import { fourPsImportSpec, FOURPS_MESSAGES, type FourPsImportRow } from '@ilaw/contracts/msd/lifeliners/fourps';
import { importFourPsEndpoint } from '@ilaw/contracts/msd/lifeliners/import-fourps';
import { sql, type Insertable } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import type { MsdTables } from '../tables.ts';
import { matchListedPerson, normalizeText, type ConsumerName } from '../compute/fourps-match.ts';
import { filingDay, insertLifeliner } from './file-application.ts';

export const FOURPS_IMPORT: ImportDefinition<FourPsImportRow> = {
  kind: 'msd-fourps',
  spec: fourPsImportSpec,
  mode: 'good-rows-only',
  what: '4Ps household list',
  maxRows: 20_000,
  auditType: 'msd-fourps-list',
};

interface Account extends ConsumerName {
  id: number;
  account_no: string;
}

/** The word of a last name worth indexing: its longest ("DELA CRUZ": CRUZ). */
const lastNameKey = (lastName: string) =>
  normalizeText(lastName)
    .split(' ')
    .reduce((a, b) => (b.length > a.length ? b : a), '');

export const importFourPs = defineRoute({
  endpoint: importFourPsEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  handler: (ctx) =>
    runImport(ctx, FOURPS_IMPORT, {
      target: 'all',
      async post(trx, rows, out, file) {
        const seen = new Map<string, number>();
        const fresh: typeof rows = [];
        for (const r of rows) {
          const key = r.value.householdId.toLowerCase();
          const earlier = seen.get(key);
          if (earlier !== undefined) {
            out.fail(r.row, 'Household ID', FOURPS_MESSAGES.repeatInFile(earlier), r.value.householdId);
            continue;
          }
          seen.set(key, r.row);
          fresh.push(r);
        }
        if (fresh.length === 0) return;
        const households = fresh.map((r) => r.value.householdId.toLowerCase());
        // Households already applied for (open), or awaiting review from an earlier list.
        const known = new Set(
          [
            ...(await trx
              .selectFrom('msd_lifeliner_applications')
              .select(sql<string>`lower(household_id)`.as('h'))
              .where(sql<boolean>`lower(household_id) = ANY(${households})`)
              .where('status', 'in', ['Pending', 'Approved'])
              .execute()),
            ...(await trx
              .selectFrom('msd_fourps_lines')
              .select(sql<string>`lower(household_id)`.as('h'))
              .where(sql<boolean>`lower(household_id) = ANY(${households})`)
              .where('outcome', '=', 'Pending')
              .execute()),
          ].map((x) => x.h),
        );
        // The residential accounts, indexed by barangay and by the last name's longest word.
        const accounts: Account[] = await trx
          .selectFrom('billing_consumers')
          .select(['id', 'account_no', 'name', 'barangay', 'address'])
          .where('consumer_class', '=', 'R')
          .where('account_status', '<>', 2)
          .execute();
        const byPlace = new Map<string, Account[]>();
        const byWord = new Map<string, Account[]>();
        const push = (m: Map<string, Account[]>, k: string, a: Account) => {
          const list = m.get(k);
          if (list) list.push(a);
          else m.set(k, [a]);
        };
        for (const a of accounts) {
          push(byPlace, normalizeText(a.barangay), a);
          for (const w of normalizeText(a.name).split(' ')) if (w.length > 1) push(byWord, w, a);
        }
        const open = new Set(
          (
            await trx
              .selectFrom('msd_lifeliner_applications')
              .select('consumer_id')
              .where('status', 'in', ['Pending', 'Approved'])
              .execute()
          ).map((x) => x.consumer_id),
        );
        const day = await filingDay(trx);
        // The lines are written together at the end (one statement per 500).
        const toWrite: Insertable<MsdTables['msd_fourps_lines']>[] = [];
        let filed = 0;
        let near = 0;
        let unmatched = 0;
        for (const r of fresh) {
          const v = r.value;
          if (known.has(v.householdId.toLowerCase())) {
            out.unchanged(r.row);
            continue;
          }
          const pool = new Set([
            ...(byPlace.get(normalizeText(v.barangay)) ?? []),
            ...(byWord.get(lastNameKey(v.lastName)) ?? []),
          ]);
          const m = matchListedPerson(
            { lastName: v.lastName, firstName: v.firstName, middleName: v.middleName, barangay: v.barangay },
            [...pool],
          );
          const candidates = m.candidates.map((c) => ({
            consumerId: c.consumer.id,
            score: c.score,
            samePlace: c.samePlace,
          }));
          const line = {
            file_name: file.name,
            row_no: r.row,
            household_id: v.householdId,
            last_name: v.lastName,
            first_name: v.firstName,
            middle_name: v.middleName,
            barangay: v.barangay,
            address: v.address,
            birth_date: v.birthDate,
            match: m.kind,
            candidates: JSON.stringify(candidates),
            created_by: ctx.user.id,
          };
          const exact = m.kind === 'Exact' ? m.candidates[0]!.consumer : null;
          if (exact) {
            await lockSubject(trx, 'msd-lifeliner-consumer', exact.id);
            if (open.has(exact.id)) {
              toWrite.push({
                ...line,
                outcome: 'Skipped',
                consumer_id: exact.id,
                note: `Account ${exact.account_no} already has a lifeline application.`,
              });
              out.posted(r.row, `Matched account ${exact.account_no}, which already has a lifeline application.`);
              continue;
            }
            const beneficiaryName = `${v.lastName}, ${v.firstName}${v.middleName ? ` ${v.middleName}` : ''}`;
            const a = await insertLifeliner(
              trx,
              ctx.actor,
              ctx.user.id,
              {
                consumerId: exact.id,
                basis: 'FourPs',
                householdId: v.householdId,
                beneficiaryName,
                certificateDate: null,
                netMetering: false,
                pilferageViolation: false,
                socializedHousing: false,
              },
              day,
              { source: `${file.name} row ${r.row}` },
            );
            open.add(exact.id);
            toWrite.push({ ...line, outcome: 'Filed', consumer_id: exact.id, lifeliner_id: a.id });
            filed += 1;
            out.posted(r.row, `Matched account ${exact.account_no}; application ${a.applicationNo} filed.`);
          } else if (m.kind === 'Near') {
            toWrite.push({ ...line, outcome: 'Pending' });
            near += 1;
            out.posted(
              r.row,
              `Near match (${candidates.length} account${candidates.length === 1 ? '' : 's'}): for review.`,
            );
          } else {
            toWrite.push({ ...line, outcome: 'Unmatched' });
            unmatched += 1;
            out.posted(r.row, 'No account matched.');
          }
        }
        for (let i = 0; i < toWrite.length; i += 500) {
          await trx
            .insertInto('msd_fourps_lines')
            .values(toWrite.slice(i, i + 500))
            .execute();
        }
        return { filed, near, unmatched };
      },
    }),
});
