// A small warehouse set-up through the API: its staff, two locations and materials of unique codes.
import { decideApprovalEndpoint } from '@ilaw/contracts/approvals/requests/decide-approval-request';
import type { BodyOf } from '@ilaw/contracts/http';
import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import type { StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import { uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

type Client = TestClient & { userId: number };

export interface Warehouse {
  clerk: Client;
  approver: Client;
  viewer: Client;
  main: number;
  branch: number;
  unitId: number;
  typeId: number;
  categoryId: number;
  material(description?: string): Promise<number>;
  file(
    body: Omit<BodyOf<typeof createStockDocumentEndpoint>, 'documentDate'> & { documentDate?: string },
  ): Promise<StockDocument>;
  approve(doc: StockDocument): Promise<void>;
  receive(locationId: number, materialId: number, quantity: string, unitPrice: string): Promise<StockDocument>;
}

export async function setUpWarehouse(t: TestApp): Promise<Warehouse> {
  const tag = uniqueTag();
  const clerk = await t.userWithRoles(['WarehouseMan']);
  const approver = await t.userWithRoles(['WarehouseAdmin']);
  const viewer = await t.userWithRoles(['AccountingViewer']);
  const main = await clerk.call(createLocationEndpoint, {
    body: { code: `M${tag}`.slice(0, 10), name: `Main ${tag}`, branchCode: 5 },
  });
  const branch = await clerk.call(createLocationEndpoint, {
    body: { code: `B${tag}`.slice(0, 10), name: `Rizal ${tag}`, branchCode: 10 },
  });
  const unitId = (await clerk.call(listUnitsEndpoint, {})).find((u) => u.code === 'pc')!.id;
  const typeId = (await clerk.call(listMaterialTypesEndpoint, {})).find((x) => x.code === 'LM')!.id;
  const categoryId = (await clerk.call(listMaterialCategoriesEndpoint, {})).find((x) => x.code === 'LINE')!.id;
  const w: Warehouse = {
    clerk,
    approver,
    viewer,
    main: main.id,
    branch: branch.id,
    unitId,
    typeId,
    categoryId,
    async material(description = `Bolt ${uniqueTag()}`) {
      const m = await clerk.call(createMaterialEndpoint, {
        body: { description, unitId, typeId, categoryId, criticalLevel: '5' },
      });
      return m.id;
    },
    async file(body) {
      return clerk.call(createStockDocumentEndpoint, { body: { documentDate: '2026-11-02', ...body } });
    },
    async approve(doc) {
      await approver.call(decideApprovalEndpoint, {
        params: { id: doc.approval!.requestId },
        body: { approve: true },
      });
    },
    async receive(locationId, materialId, quantity, unitPrice) {
      const doc = await w.file({
        kind: 'MRR',
        locationId,
        supplier: 'Philippine Wire Corp.',
        vatType: 'Exclusive',
        lines: [{ materialId, quantity, unitPrice }],
      });
      await w.approve(doc);
      return doc;
    },
  };
  return w;
}
