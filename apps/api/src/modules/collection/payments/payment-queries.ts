import type { Payment } from '@ilaw/contracts/collection/payments/payment';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { hasRole } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { billLabels, billVatBases } from '../../billing/public.ts';
import { nonPowerLineVat } from '../compute/non-power-vat.ts';
import { vatBreakdown } from '../compute/vat-breakdown.ts';
import { billLines, linesOf } from '../non-power/non-power-queries.ts';
import { ALL_TELLERS_ROLES } from '../access.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const seesAllTellers = (user: SessionUser) => hasRole(user, ...ALL_TELLERS_ROLES);

const ITEM_LABEL = {
  Bill: 'Power bill',
  Surcharge: 'Surcharge',
  SurchargeVat: 'VAT on surcharge',
  NonPower: 'Non-power bill',
  Advance: 'Advance payment',
} as const;

export async function loadPayment(db: Db, id: number, user?: SessionUser): Promise<Payment> {
  const p = await db
    .selectFrom('collection_payments as p')
    .innerJoin('collection_tellers as t', 't.id', 'p.teller_id')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .select([
      'p.id',
      'p.or_number',
      'p.payment_date',
      'p.status',
      'p.day_id',
      't.name as teller_name',
      't.user_id as teller_user_id',
      't.branch_code',
      't.collection_office',
      'c.id as consumer_id',
      'c.account_no',
      'c.name as consumer_name',
      'c.address',
      'p.payer_name',
      'p.total_tendered',
      'p.applied_to_bills',
      'p.surcharge',
      'p.non_power',
      'p.to_advance',
      'p.is_partial',
      'p.cancelled_on',
      'p.created_at',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  // A teller reads their own receipts only; a wrong id and another's receipt look the same.
  if (!p || (user && !seesAllTellers(user) && p.teller_user_id !== user.id))
    throw notFound('The payment was not found.');
  const tenders = await db
    .selectFrom('collection_payment_tenders')
    .selectAll()
    .where('payment_id', '=', id)
    .orderBy('seq')
    .execute();
  const items = await db
    .selectFrom('collection_payment_items as i')
    .leftJoin('collection_non_power_bills as n', 'n.id', 'i.non_power_bill_id')
    .leftJoin('collection_non_power_types as nt', 'nt.id', 'n.type_id')
    .select([
      'i.kind',
      'i.bill_id',
      'i.amount',
      'n.bill_no as np_bill_no',
      'nt.name as np_type',
      'n.vat_percent',
      billLines.as('lines'),
    ])
    .where('i.payment_id', '=', id)
    .orderBy('i.seq')
    .execute();
  const labels = await billLabels(
    db,
    items.flatMap((i) => (i.bill_id !== null ? [i.bill_id] : [])),
  );
  const vatBases = await billVatBases(
    db,
    items.flatMap((i) => (i.bill_id !== null ? [i.bill_id] : [])),
  );
  const pending = await db
    .selectFrom('collection_payment_cancellations')
    .select('id')
    .where('payment_id', '=', id)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  const lines = await db
    .selectFrom('collection_receipt_lines')
    .selectAll()
    .orderBy('position')
    .orderBy('seq')
    .execute();
  return {
    id: p.id,
    orNumber: p.or_number,
    paymentDate: p.payment_date,
    status: p.status,
    dayId: p.day_id,
    tellerName: p.teller_name,
    branchCode: p.branch_code,
    collectionOffice: p.collection_office,
    consumer:
      p.consumer_id !== null && p.account_no !== null && p.consumer_name !== null
        ? { id: p.consumer_id, accountNo: p.account_no, name: p.consumer_name, address: p.address }
        : null,
    payerName: p.payer_name,
    totalTendered: p.total_tendered,
    appliedToBills: p.applied_to_bills,
    surcharge: p.surcharge,
    nonPower: p.non_power,
    toAdvance: p.to_advance,
    isPartial: p.is_partial,
    tenders: tenders.map((t) => ({
      kind: t.kind,
      amount: t.amount,
      bank: t.bank,
      checkNo: t.check_no,
      checkDate: t.check_date,
      certificateNo: t.certificate_no,
      ewtAmount: t.ewt_amount,
      vatAmount: t.vat_amount,
      reference: t.reference,
    })),
    items: items.map((i) => {
      const bill = i.bill_id !== null ? labels.get(i.bill_id) : undefined;
      return {
        kind: i.kind,
        reference: bill?.billNo ?? i.np_bill_no ?? null,
        period: bill?.period ?? null,
        description: bill ? `${ITEM_LABEL[i.kind]} ${bill.period}` : (i.np_type ?? ITEM_LABEL[i.kind]),
        amount: i.amount,
        ...(i.kind === 'NonPower' && {
          lines: linesOf(i).map((l) => ({ ...l, ...nonPowerLineVat(l) })),
        }),
      };
    }),
    vatBreakdown: vatBreakdown(
      items.map((i) => ({
        kind: i.kind,
        billId: i.bill_id,
        amount: i.amount,
        ...(i.kind === 'NonPower' && { lines: linesOf(i) }),
      })),
      vatBases,
    ),
    cancelledOn: p.cancelled_on,
    cancellationPending: pending !== undefined,
    receiptHeader: lines.filter((l) => l.position === 'header').map((l) => l.text),
    receiptFooter: lines.filter((l) => l.position === 'footer').map((l) => l.text),
    createdAt: p.created_at.toISOString(),
  };
}
