// Demo data (issue 16 item 6): three warehouses (San Jose main, Magsaysay, Rizal), a catalogue of
// 1,500 materials, and a year of posted documents on a working set of them: monthly deliveries
// (MRR) into the main warehouse, crews' charge tickets (MCT), transfers to the branches, returns
// (MCRT) at the cost charged, salvage (MST) into its own items. The bin cards are written by the same posting code as real use. The
// last days hold documents waiting for the warehouse administrator's approval.
import { DocumentKind, type SalvageCondition, type VatType } from '@ilaw/contracts/warehouse/enums';
import type { Kysely, Transaction } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import {
  formatDocumentNumber,
  nextDocumentNumber,
  nextDocumentNumbers,
} from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { postStockDocument, RESERVING_KINDS } from '../stock-documents/post-stock-document.ts';
import { reserve, wantedPerMaterial } from '../stock-documents/stock.ts';
import { documentTypeOf } from '../stock-documents/stock-document-queries.ts';
import { seedRequisitionsDemo } from './seed-requisitions-demo.ts';

const MATERIALS = 1_500;
const WORKING_SET = 60;

/** [type, unit, category, description, base price, variants] */
const BASES: [string, string, string, string, number, string[]][] = [
  ['LM', 'pc', 'LINE', 'Concrete pole', 9_800, ['30 ft', '35 ft', '40 ft', '45 ft']],
  ['LM', 'pc', 'LINE', 'Wooden pole, treated', 6_200, ['25 ft', '30 ft', '35 ft']],
  ['LM', 'm', 'LINE', 'Bare aluminum conductor ACSR', 38, ['#4', '#2', '1/0', '2/0', '4/0', '336.4 MCM']],
  ['LM', 'm', 'LINE', 'Duplex service drop wire', 24, ['#6', '#4']],
  ['LM', 'm', 'LINE', 'Triplex wire', 52, ['#4', '#2', '1/0']],
  ['LM', 'pc', 'LINE', 'Pin insulator', 310, ['ANSI 55-4', 'ANSI 55-5', 'ANSI 56-1']],
  ['LM', 'pc', 'LINE', 'Suspension insulator', 680, ['ANSI 52-1', 'ANSI 52-3', 'polymer 15 kV']],
  ['LM', 'pc', 'LINE', 'Fuse cut-out', 2_900, ['15 kV 100 A', '27 kV 100 A']],
  ['LM', 'pc', 'LINE', 'Fuse link', 85, ['3 K', '6 K', '10 K', '15 K', '25 K', '40 K']],
  ['LM', 'pc', 'LINE', 'Lightning arrester', 3_400, ['9 kV', '10 kV', '18 kV']],
  ['LM', 'pc', 'LINE', 'Cross arm, steel', 1_250, ['8 ft', '10 ft']],
  ['LM', 'pc', 'LINE', 'Machine bolt', 46, ['5/8 x 10', '5/8 x 12', '5/8 x 14', '3/4 x 16']],
  ['LM', 'pc', 'LINE', 'Guy strand clamp', 160, ['3-bolt', '2-bolt']],
  ['LM', 'm', 'LINE', 'Guy wire', 31, ['3/8', '5/16']],
  ['LM', 'pc', 'LINE', 'Secondary rack', 420, ['1-spool', '2-spool', '3-spool']],
  ['LM', 'pc', 'LINE', 'Wire connector, compression', 38, ['#4-#4', '#2-#4', '1/0-#2']],
  [
    'TR',
    'unit',
    'XFMR',
    'Distribution transformer, pole type',
    78_000,
    ['10 kVA', '15 kVA', '25 kVA', '37.5 kVA', '50 kVA'],
  ],
  ['MT', 'unit', 'METER', 'kWh meter, single phase', 1_650, ['Class 100', 'Class 200']],
  ['MT', 'pc', 'METER', 'Meter seal', 6, ['plastic', 'lead']],
  ['MT', 'pc', 'METER', 'Meter socket', 540, ['4-jaw', '5-jaw']],
  ['OS', 'ream', 'OFFICE', 'Bond paper', 245, ['short', 'long', 'A4']],
  ['OS', 'box', 'OFFICE', 'Ballpen', 180, ['black', 'blue', 'red']],
  ['OS', 'pc', 'OFFICE', 'Printer ink', 390, ['black', 'cyan', 'magenta', 'yellow']],
  ['TL', 'set', 'TOOLS', 'Hot stick', 18_500, ['shotgun 8 ft', 'shotgun 10 ft']],
  ['TL', 'pc', 'TOOLS', 'Safety harness', 4_800, ['full body', 'lineman belt']],
];

const SUPPLIERS: [string, VatType][] = [
  ['Mindoro Electrical Supply', 'Inclusive'],
  ['Philippine Wire Corp.', 'Exclusive'],
  ['Luzon Pole Industries', 'Inclusive'],
  ['Manila Office Depot', 'Exempt'],
];
const ACCOUNTS = [
  '107.1 Construction work in progress',
  '593 Maintenance of lines',
  '586 Meter expenses',
  '921 Office supplies',
];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

interface DemoLine {
  materialId: number;
  quantity: string;
  unitPrice?: string | null;
  chargedLineId?: number | null;
  condition?: SalvageCondition;
}

async function fileDocument(
  trx: Transaction<Database>,
  actorId: number,
  doc: {
    kind: DocumentKind;
    date: string;
    locationId: number;
    toLocationId?: number;
    supplier?: [string, VatType];
    chargeAccount?: string;
    chargedDocumentId?: number;
    particulars: string;
    lines: DemoLine[];
  },
) {
  const year = doc.date.slice(0, 4);
  const controlNo = formatDocumentNumber(doc.kind, year, await nextDocumentNumber(trx, `warehouse-${doc.kind}`, year));
  const row = await trx
    .insertInto('wh_documents')
    .values({
      kind: doc.kind,
      control_no: controlNo,
      document_date: doc.date,
      location_id: doc.locationId,
      to_location_id: doc.toLocationId ?? null,
      particulars: doc.particulars,
      supplier: doc.supplier?.[0] ?? null,
      po_no: doc.supplier ? `PO-${year}-${controlNo.slice(-4)}` : null,
      invoice_no: doc.supplier ? `SI-${controlNo.slice(-5)}` : null,
      vat_type: doc.supplier?.[1] ?? null,
      freight: doc.supplier ? '500' : '0',
      charge_account: doc.chargeAccount ?? null,
      work_order_no: doc.chargeAccount ? `MWO-${controlNo.slice(-4)}` : null,
      charged_document_id: doc.chargedDocumentId ?? null,
      created_by: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = await trx
    .insertInto('wh_document_lines')
    .values(
      doc.lines.map((l, i) => ({
        document_id: row.id,
        line_no: i + 1,
        material_id: l.materialId,
        quantity: l.quantity,
        unit_price: l.unitPrice ?? null,
        charged_line_id: l.chargedLineId ?? null,
        condition: l.condition ?? null,
      })),
    )
    .returning(['id', 'material_id', 'quantity'])
    .execute();
  return { id: row.id, controlNo, lines };
}

export async function seedWarehouseDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const already = await db.selectFrom('wh_materials').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name'])
    .where('username', 'in', ['warehouse.man', 'warehouse.admin'])
    .execute();
  const clerk = users.find((u) => u.username === 'warehouse.man');
  const admin = users.find((u) => u.username === 'warehouse.admin');
  if (!clerk || !admin) return;
  const clerkActor: Actor = { userId: clerk.id, name: clerk.full_name, ip: null };
  const adminActor: Actor = { userId: admin.id, name: admin.full_name, ip: null };
  const rnd = random(20_261_123);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;

  const { locations, working } = await db.transaction().execute(async (trx) => {
    const locs = await trx
      .insertInto('wh_locations')
      .values([
        { code: 'SJ-MAIN', name: 'San Jose Main Warehouse', branch_code: 5 },
        { code: 'MAG-WH', name: 'Magsaysay Warehouse', branch_code: 10 },
        { code: 'RIZ-WH', name: 'Rizal Warehouse', branch_code: 15 },
      ])
      .returning('id')
      .execute();
    const units = new Map(
      (await trx.selectFrom('wh_units').select(['id', 'code']).execute()).map((u) => [u.code, u.id]),
    );
    const types = new Map(
      (await trx.selectFrom('wh_material_types').select(['id', 'code']).execute()).map((u) => [u.code, u.id]),
    );
    const cats = new Map(
      (await trx.selectFrom('wh_material_categories').select(['id', 'code']).execute()).map((u) => [u.code, u.id]),
    );
    // Every base and variant first (the working set), then lot and brand variants up to 1,500.
    const specs: { base: (typeof BASES)[number]; description: string }[] = [];
    for (const b of BASES) for (const v of b[5]) specs.push({ base: b, description: `${b[3]}, ${v}` });
    const brands = ['Brand A', 'Brand B', 'Brand C', 'Brand D', 'Brand E', 'Brand F', 'Brand G', 'Brand H'];
    for (let i = 0; specs.length < MATERIALS; i++) {
      const s = specs[i % BASES.reduce((n, b) => n + b[5].length, 0)]!;
      specs.push({
        base: s.base,
        description: `${s.description} (${brands[Math.floor(i / 80) % brands.length]}, lot ${1 + (i % 80)})`,
      });
    }
    const year = manilaToday().slice(0, 4);
    const firstOf = new Map<string, number>();
    for (const t of new Set(BASES.map((b) => b[0]))) {
      const count = specs.filter((s) => s.base[0] === t).length;
      firstOf.set(t, await nextDocumentNumbers(trx, `warehouse-item-${t}`, year, count));
    }
    const rows = specs.map((s) => {
      const n = firstOf.get(s.base[0])!;
      firstOf.set(s.base[0], n + 1);
      return {
        item_code: `${s.base[0]}-${year}-${String(n).padStart(4, '0')}`,
        description: s.description,
        unit_id: units.get(s.base[1])!,
        type_id: types.get(s.base[0])!,
        category_id: cats.get(s.base[2])!,
        critical_level: s.base[1] === 'm' ? '500' : s.base[0] === 'TR' ? '2' : '20',
        not_for_stock: s.base[0] === 'TL' && s.description.includes('lot'),
        created_by: clerk.id,
      };
    });
    const ids: { id: number; price: number; unit: string }[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const part = await trx
        .insertInto('wh_materials')
        .values(rows.slice(i, i + 500))
        .returning('id')
        .execute();
      part.forEach((p, j) => ids.push({ id: p.id, price: specs[i + j]!.base[4], unit: specs[i + j]!.base[1] }));
    }
    return { locations: locs.map((l) => l.id), working: ids.slice(0, WORKING_SET) };
  });
  const [main, ...branches] = locations as [number, number, number];
  const qtyFor = (unit: string, scale: number) =>
    String(Math.max(1, Math.round((unit === 'm' ? 400 : unit === 'unit' ? 3 : 30) * scale)));

  const start = new Date();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 11);
  let documents = 0;
  const post = async (trx: Transaction<Database>, id: number, date: string) => {
    await postStockDocument(trx, id, adminActor, date);
    documents++;
  };
  for (let month = 0; month < 12; month++) {
    const day = (d: number) => {
      const x = new Date(start);
      x.setUTCMonth(x.getUTCMonth() + month);
      x.setUTCDate(d);
      return isoDay(x);
    };
    if (day(1) > manilaToday()) break;
    await db.transaction().execute(async (trx) => {
      // Deliveries: most of the working set in the first month, a share of it later; prices drift up.
      for (const part of [0, 1]) {
        const items = working.filter((_, i) => month === 0 || (i + month + part) % 3 === 0);
        if (items.length === 0) continue;
        const supplier = pick(SUPPLIERS);
        const drift = 1 + month * 0.006 + part * 0.01;
        const doc = await fileDocument(trx, clerk.id, {
          kind: DocumentKind.MRR,
          date: day(2 + part * 12),
          locationId: main,
          supplier,
          particulars: 'Delivery per purchase order',
          lines: items.map((m) => ({
            materialId: m.id,
            quantity: qtyFor(m.unit, month === 0 ? 2 : 0.8 + rnd() * 0.5),
            unitPrice: (m.price * drift * (supplier[1] === 'Inclusive' ? 1.12 : 1)).toFixed(2),
          })),
        });
        await post(trx, doc.id, day(3 + part * 12));
      }
      // Transfers to the branch warehouses.
      for (const [b, to] of branches.entries()) {
        const items = working.filter((_, i) => (i + b + month) % 4 === 0).slice(0, 8);
        const doc = await fileDocument(trx, clerk.id, {
          kind: DocumentKind.MTS,
          date: day(5 + b),
          locationId: main,
          toLocationId: to,
          particulars: 'Stock replenishment of the branch warehouse',
          lines: items.map((m) => ({ materialId: m.id, quantity: qtyFor(m.unit, 0.25) })),
        });
        await post(trx, doc.id, day(5 + b));
      }
      // Crews' charge tickets, and now and then a return of unused materials.
      for (let k = 0; k < 8; k++) {
        const from = k < 5 ? main : pick(branches);
        const stock = await trx
          .selectFrom('wh_stock')
          .select(['material_id', 'quantity', 'reserved'])
          .where('location_id', '=', from)
          .where('quantity', '>', '0')
          .execute();
        const lines = stock
          .filter(() => rnd() < 0.15)
          .slice(0, 6)
          .map((s) => ({
            materialId: s.material_id,
            quantity: String(Math.max(1, Math.floor((Number(s.quantity) - Number(s.reserved)) * (0.1 + rnd() * 0.2)))),
          }))
          .filter((l) => Number(l.quantity) >= 1);
        if (lines.length === 0) continue;
        const date = day(8 + k * 2);
        const mct = await fileDocument(trx, clerk.id, {
          kind: DocumentKind.MCT,
          date,
          locationId: from,
          chargeAccount: pick(ACCOUNTS),
          particulars: pick([
            'Line crew maintenance',
            'New service connections',
            'Pole replacement',
            'Meter change-out',
          ]),
          lines,
        });
        await post(trx, mct.id, date);
        if (k % 4 === 1) {
          const line = mct.lines[0]!;
          const cost = await trx
            .selectFrom('wh_movements')
            .select('unit_cost')
            .where('document_line_id', '=', line.id)
            .executeTakeFirstOrThrow();
          const ret = await fileDocument(trx, clerk.id, {
            kind: DocumentKind.MCRT,
            date: day(9 + k * 2),
            locationId: from,
            chargedDocumentId: mct.id,
            particulars: 'Unused materials returned by the crew',
            lines: [
              {
                materialId: line.material_id,
                quantity: String(Math.max(1, Math.floor(Number(line.quantity) / 3))),
                unitPrice: cost.unit_cost,
                chargedLineId: line.id,
              },
            ],
          });
          await post(trx, ret.id, day(9 + k * 2));
        }
        if (k % 4 === 3) {
          // What the crew brought back from the job: usable salvage at a set value, scrap at its NRV.
          const line = mct.lines[0]!;
          const sal = await fileDocument(trx, clerk.id, {
            kind: DocumentKind.MST,
            date: day(10 + k * 2),
            locationId: from,
            particulars: 'Returned by the line crew from the replaced installation',
            lines: [
              { materialId: line.material_id, quantity: '1', unitPrice: '150.00', condition: 'Usable' },
              { materialId: line.material_id, quantity: '1', unitPrice: '12.50', condition: 'Scrap' },
            ],
          });
          await post(trx, sal.id, day(10 + k * 2));
        }
      }
    });
  }
  // Waiting for the warehouse administrator: a delivery and two charge tickets.
  await db.transaction().execute(async (trx) => {
    const today = manilaToday();
    const pending = [
      {
        kind: DocumentKind.MRR,
        supplier: SUPPLIERS[0],
        particulars: 'Delivery per purchase order',
        lines: working
          .slice(0, 3)
          .map((m) => ({ materialId: m.id, quantity: qtyFor(m.unit, 0.5), unitPrice: String(m.price) })),
      },
      {
        kind: DocumentKind.MCT,
        chargeAccount: ACCOUNTS[1],
        particulars: 'Line crew maintenance, Barangay Bubog',
        lines: working.slice(20, 22).map((m) => ({ materialId: m.id, quantity: '1' })),
      },
      {
        kind: DocumentKind.MCT,
        chargeAccount: ACCOUNTS[0],
        particulars: 'New service connections, Poblacion',
        lines: working.slice(24, 26).map((m) => ({ materialId: m.id, quantity: '1' })),
      },
    ] as const;
    for (const p of pending) {
      const doc = await fileDocument(trx, clerk.id, { ...p, lines: [...p.lines], date: today, locationId: main });
      if (RESERVING_KINDS.includes(p.kind)) {
        await reserve(trx, main, wantedPerMaterial([...p.lines]), new Map());
      }
      await submitForApproval(trx, clerkActor, {
        documentType: documentTypeOf(p.kind),
        documentId: doc.id,
        summary: `${doc.controlNo}, ${p.lines.length} line(s), ${p.particulars}`,
      });
    }
    await seedRequisitionsDemo(trx, {
      clerk: { ...clerkActor, userId: clerk.id },
      main,
      branch: branches[0],
      materials: working.slice(30, 34).map((m) => m.id),
      today,
    });
  });
  log(
    `warehouse: ${MATERIALS} materials in 3 warehouses, ${documents} posted documents, 3 documents and 2 requisitions waiting for approval`,
  );
}
