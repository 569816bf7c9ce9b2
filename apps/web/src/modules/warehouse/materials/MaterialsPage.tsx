// /isd/warehouse/materials: the list of materials with their stock on hand; the same list filtered
// is Material Critical Stock/s (at or below the reorder level) and Material Not-For-Stock.
import { formatNumber } from '@ilaw/contracts/format';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import { materialFields, type Material } from '@ilaw/contracts/warehouse/materials/material';
import { updateMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/update-material';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ActiveSwitch, CrudListPage, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { text } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

function Choice({
  name,
  label,
  value,
  options,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  options: { id: number; label: string }[] | undefined;
  error: string | undefined;
  onChange: (id: number) => void;
}) {
  return (
    <TextField
      select
      name={name}
      label={label}
      value={options === undefined || value === 0 ? '' : value}
      onChange={(e) => onChange(Number(e.target.value))}
      error={error !== undefined}
      helperText={error ?? ' '}
      required
      fullWidth
    >
      {(options ?? []).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function MaterialDialog({ row, onClose, onSaved }: CrudDialogProps<Material>) {
  const units = useQuery(endpointQuery(listUnitsEndpoint));
  const types = useQuery(endpointQuery(listMaterialTypesEndpoint));
  const categories = useQuery(endpointQuery(listMaterialCategoriesEndpoint));
  const form = useForm(materialFields, {
    description: row?.description ?? '',
    unitId: row?.unitId ?? 0,
    typeId: row?.typeId ?? 0,
    categoryId: row?.categoryId ?? 0,
    criticalLevel: row?.criticalLevel ?? '0',
    notForStock: row?.notForStock ?? false,
    isActive: row?.isActive ?? true,
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createMaterialEndpoint, { body })
        : callEndpoint(updateMaterialEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={row === null ? 'New material' : `Edit ${row.itemCode}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('description')} label="Description" required autoFocus fullWidth sx={{ mt: 1 }} />
      <Choice
        name="typeId"
        label="Material type"
        value={form.values.typeId}
        options={types.data?.map((t) => ({ id: t.id, label: `${t.code} - ${t.name}` }))}
        error={form.errors.typeId}
        onChange={(v) => form.set('typeId', v)}
      />
      <Choice
        name="unitId"
        label="Unit"
        value={form.values.unitId}
        options={units.data?.map((u) => ({ id: u.id, label: `${u.code} (${u.name})` }))}
        error={form.errors.unitId}
        onChange={(v) => form.set('unitId', v)}
      />
      <Choice
        name="categoryId"
        label="Material category (account)"
        value={form.values.categoryId}
        options={categories.data?.map((c) => ({ id: c.id, label: `${c.name} (${c.accountCode})` }))}
        error={form.errors.categoryId}
        onChange={(v) => form.set('categoryId', v)}
      />
      <TextField {...form.text('criticalLevel')} label="Critical (reorder) level" inputMode="decimal" fullWidth />
      <FormControlLabel
        control={
          <Switch checked={form.values.notForStock} onChange={(e) => form.set('notForStock', e.target.checked)} />
        }
        label="Not for stock"
      />
      <ActiveSwitch checked={form.values.isActive} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

export type MaterialsView = 'all' | 'critical' | 'not-for-stock';

const TITLES: Record<MaterialsView, string> = {
  all: 'List of Materials',
  critical: 'Material Critical Stock/s',
  'not-for-stock': 'Material Not-For-Stock',
};

function Screen({ view }: { view: MaterialsView }) {
  const list = useListParams({ filters: { search: text } });
  const can = useCan();
  const firstLocation = useQuery(endpointQuery(listLocationsEndpoint)).data?.[0]?.id;
  const materials = usePagedEndpoint(listMaterialsEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.search ? { search: list.filters.search } : {}),
      ...(view === 'critical' ? { criticalOnly: 'true' as const } : {}),
      ...(view === 'not-for-stock' ? { notForStock: 'true' as const } : {}),
    },
  });
  const columns: Column<Material>[] = [
    {
      key: 'code',
      header: 'Item code',
      phone: 'title',
      render: (m) =>
        firstLocation === undefined ? (
          m.itemCode
        ) : (
          <Link component={RouterLink} to={`/isd/warehouse/bincard?materialId=${m.id}&locationId=${firstLocation}`}>
            {m.itemCode}
          </Link>
        ),
    },
    { key: 'description', header: 'Description', render: (m) => m.description },
    { key: 'unit', header: 'Unit', render: (m) => m.unitCode },
    { key: 'type', header: 'Type', render: (m) => m.typeName },
    { key: 'account', header: 'Account', render: (m) => m.accountCode },
    { key: 'onHand', header: 'On hand', align: 'right', render: (m) => formatNumber(m.quantityOnHand) },
    { key: 'reserved', header: 'Reserved', align: 'right', render: (m) => formatNumber(m.reserved) },
    { key: 'critical', header: 'Reorder level', align: 'right', render: (m) => formatNumber(m.criticalLevel) },
  ];
  return (
    <CrudListPage
      title={TITLES[view]}
      subtitle={view === 'critical' ? 'Materials at or below their reorder level, over every location.' : undefined}
      newLabel="New material"
      caption="Materials"
      invalidates={[listMaterialsEndpoint]}
      columns={columns}
      rowKey={(m) => m.id}
      rowName={(m) => m.itemCode}
      savedMessage={(m) => `${m.itemCode} ${m.description} saved.`}
      Dialog={MaterialDialog}
      canEdit={can(createMaterialEndpoint)}
      filters={
        <SearchField
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
          label="Search item code or description"
        />
      }
      renderTable={(withActions) => (
        <DataTable
          caption="Materials"
          columns={withActions}
          result={materials.data}
          loading={materials.isFetching}
          {...list.table}
          rowKey={(m) => m.id}
        />
      )}
    />
  );
}

export function MaterialsPage({ view = 'all' }: { view?: MaterialsView }) {
  return (
    <ScreenAccess reads={listMaterialsEndpoint}>
      <Screen view={view} />
    </ScreenAccess>
  );
}

export default MaterialsPage;
export const CriticalStocksPage = () => <MaterialsPage view="critical" />;
export const NotForStockPage = () => <MaterialsPage view="not-for-stock" />;
