// Opening balances through the one import pipeline (decision 016), good rows only. The rows post
// together as one receiving report "Opening balance" posted at once by the same posting code as
// any document, so the bin card starts with a receipt at the cost given. A bin with movements is
// refused (its balance comes from its documents), as is a bin repeated in the file.
import { DocumentKind, VatType } from '@ilaw/contracts/warehouse/enums';
import { importWarehouseOpeningBalancesEndpoint } from '@ilaw/contracts/warehouse/opening-balances/import-opening-balances';
import {
  warehouseOpeningImportSpec,
  type WarehouseOpeningRow,
} from '@ilaw/contracts/warehouse/opening-balances/opening-balance';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubjects } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { OPENING_IMPORTERS } from '../access.ts';
import { postStockDocument } from '../stock-documents/post-stock-document.ts';
import { stockKey } from '../stock-documents/stock.ts';

export const WAREHOUSE_OPENING_IMPORT: ImportDefinition<WarehouseOpeningRow> = {
  kind: 'warehouse-opening-balances',
  spec: warehouseOpeningImportSpec,
  mode: 'good-rows-only',
  what: 'opening balance template',
  maxRows: 10_000,
  auditType: 'warehouse-document',
};

export const importWarehouseOpeningBalances = defineRoute({
  endpoint: importWarehouseOpeningBalancesEndpoint,
  access: anyRole(...OPENING_IMPORTERS),
  async handler(ctx) {
    return runImport(ctx, WAREHOUSE_OPENING_IMPORT, {
      target: 'all',
      async post(trx, rows, out, file) {
        const codes = [...new Set(rows.map((r) => r.value.itemCode.toLowerCase()))];
        const materials = codes.length
          ? await trx
              .selectFrom('wh_materials')
              .select(['id', sql<string>`lower(item_code)`.as('code')])
              .where(sql`lower(item_code)`, 'in', codes)
              .execute()
          : [];
        const materialOf = new Map(materials.map((m) => [m.code, m.id]));
        const locations = await trx.selectFrom('wh_locations').select(['id', 'code', 'is_active']).execute();
        const locationOf = new Map(locations.filter((l) => l.is_active).map((l) => [l.code.toLowerCase(), l.id]));
        const byLocation = new Map<number, { row: number; materialId: number; quantity: string; unitCost: string }[]>();
        const seen = new Map<string, number>();
        const wanted: { row: number; r: WarehouseOpeningRow; materialId: number; locationId: number }[] = [];
        for (const { row, value: r } of rows) {
          const materialId = materialOf.get(r.itemCode.toLowerCase());
          if (materialId === undefined) {
            out.fail(row, 'Item Code', `No material has the item code '${r.itemCode}'.`, r.itemCode);
            continue;
          }
          const locationId = locationOf.get(r.location.toLowerCase());
          if (locationId === undefined) {
            out.fail(row, 'Location', `'${r.location}' is not the code of an active location.`, r.location);
            continue;
          }
          const key = stockKey(materialId, locationId);
          const earlier = seen.get(key);
          if (earlier !== undefined) {
            out.fail(
              row,
              'Item Code',
              `Row ${earlier} already gives this material an opening balance here.`,
              r.itemCode,
            );
            continue;
          }
          seen.set(key, row);
          wanted.push({ row, r, materialId, locationId });
        }
        // Bins are locked before they are looked at, as every posting does.
        await lockSubjects(
          trx,
          'warehouse-stock',
          wanted.map((w) => stockKey(w.materialId, w.locationId)),
        );
        for (const w of wanted) {
          const moved = await trx
            .selectFrom('wh_movements')
            .select('id')
            .where('material_id', '=', w.materialId)
            .where('location_id', '=', w.locationId)
            .limit(1)
            .executeTakeFirst();
          if (moved) {
            out.fail(
              w.row,
              'Item Code',
              'This material already has movements at the location; correct it with documents.',
              w.r.itemCode,
            );
            continue;
          }
          const list = byLocation.get(w.locationId) ?? [];
          list.push({ row: w.row, materialId: w.materialId, quantity: w.r.quantity, unitCost: w.r.unitCost });
          byLocation.set(w.locationId, list);
        }
        const today = manilaToday();
        const year = today.slice(0, 4);
        const posted: { controlNo: string; lines: number }[] = [];
        for (const [locationId, lines] of byLocation) {
          const controlNo = formatDocumentNumber(
            DocumentKind.MRR,
            year,
            await nextDocumentNumber(trx, `warehouse-${DocumentKind.MRR}`, year),
          );
          const doc = await trx
            .insertInto('wh_documents')
            .values({
              kind: DocumentKind.MRR,
              control_no: controlNo,
              document_date: today,
              location_id: locationId,
              particulars: `Opening balance (${file.name})`,
              supplier: 'Opening balance',
              vat_type: VatType.Exempt,
              freight: '0',
              created_by: ctx.actor.userId!,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('wh_document_lines')
            .values(
              lines.map((l, i) => ({
                document_id: doc.id,
                line_no: i + 1,
                material_id: l.materialId,
                quantity: l.quantity,
                unit_price: l.unitCost,
              })),
            )
            .execute();
          await postStockDocument(trx, doc.id, ctx.actor, today);
          for (const l of lines) out.posted(l.row, `Posted on ${controlNo}.`);
          posted.push({ controlNo, lines: lines.length });
        }
        return posted.length > 0 ? { documents: posted } : undefined;
      },
    });
  },
});
