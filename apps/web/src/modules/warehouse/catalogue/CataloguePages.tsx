// The catalogue's short lists: units, material types, locations per branch, and accounting's
// material categories. Each is added to (codes are unique) and read by every warehouse viewer.
import { BRANCH_CODE } from '@ilaw/contracts/billing/enums';
import type { EndpointDef } from '@ilaw/contracts/http';
import { createLocationEndpoint } from '@ilaw/contracts/warehouse/locations/create-location';
import { listLocationsEndpoint } from '@ilaw/contracts/warehouse/locations/list-locations';
import { locationFields, type Location } from '@ilaw/contracts/warehouse/locations/location';
import { createMaterialCategoryEndpoint } from '@ilaw/contracts/warehouse/material-categories/create-material-category';
import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import {
  materialCategoryFields,
  type MaterialCategory,
} from '@ilaw/contracts/warehouse/material-categories/material-category';
import { createMaterialTypeEndpoint } from '@ilaw/contracts/warehouse/material-types/create-material-type';
import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { materialTypeFields, type MaterialType } from '@ilaw/contracts/warehouse/material-types/material-type';
import { createUnitEndpoint } from '@ilaw/contracts/warehouse/units/create-unit';
import { listUnitsEndpoint } from '@ilaw/contracts/warehouse/units/list-units';
import { unitFields, type Unit } from '@ilaw/contracts/warehouse/units/unit';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm, type FormSchema } from '#web/shared/forms/use-form.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const branchName = (code: number) => Object.values(BRANCH_CODE).find((b) => b.value === code)?.label ?? String(code);

/** A list with a New button and its dialog, shown to those who may add. */
function CodeListPage<Row extends { id: number }>({
  title,
  newLabel,
  list,
  create,
  columns,
  dialog,
}: {
  title: string;
  newLabel: string;
  list: EndpointDef;
  create: EndpointDef;
  columns: Column<Row>[];
  dialog: (close: () => void, saved: (name: string) => void) => ReactNode;
}) {
  const rows = useQuery(endpointQuery(list));
  const can = useCan();
  const invalidate = useInvalidateEndpoints();
  const [open, setOpen] = useState(false);
  return (
    <ScreenAccess reads={list}>
      <PageHeader
        title={title}
        actions={
          can(create) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(true)}>
              {newLabel}
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption={title}
          columns={columns}
          rows={rows.data as Row[] | undefined}
          loading={rows.isFetching}
          rowKey={(r) => r.id}
        />
      </Paper>
      {open &&
        dialog(
          () => setOpen(false),
          (name) => {
            notify.success(`${name} saved.`);
            setOpen(false);
            void invalidate(list);
          },
        )}
    </ScreenAccess>
  );
}

type Form<V extends object, O> = ReturnType<typeof useForm<V, O>>;

function CodeNameDialog<V extends { code: string; name: string }, O>({
  title,
  schema,
  save,
  onClose,
  onSaved,
  children,
  initial,
}: {
  title: string;
  schema: FormSchema<O>;
  initial: V;
  save: (body: O) => Promise<{ name: string }>;
  onClose: () => void;
  onSaved: (name: string) => void;
  children?: (form: Form<V, O>) => ReactNode;
}) {
  const form = useForm(schema, initial);
  const { busy, submit } = useDialogSubmit(form, save, (r) => onSaved(r.name));
  return (
    <FormDialog open title={title} onClose={onClose} onSubmit={() => void submit()} submitting={busy}>
      <GeneralError message={form.errors.generalErrors} />
      <TextField
        {...form.text('code' as Extract<keyof V, string>)}
        label="Code"
        required
        autoFocus
        sx={{ mt: 1 }}
        fullWidth
      />
      <TextField {...form.text('name' as Extract<keyof V, string>)} label="Name" required fullWidth />
      {children?.(form)}
    </FormDialog>
  );
}

const codeName = <R extends { code: string; name: string }>(): Column<R>[] => [
  { key: 'code', header: 'Code', render: (r) => <strong>{r.code}</strong> },
  { key: 'name', header: 'Name', render: (r) => r.name },
];

export function UnitsPage() {
  return (
    <CodeListPage<Unit>
      title="Material Unit"
      newLabel="New unit"
      list={listUnitsEndpoint}
      create={createUnitEndpoint}
      columns={codeName<Unit>()}
      dialog={(close, saved) => (
        <CodeNameDialog
          title="New unit"
          schema={unitFields}
          initial={{ code: '', name: '' }}
          save={(body) => callEndpoint(createUnitEndpoint, { body })}
          onClose={close}
          onSaved={saved}
        />
      )}
    />
  );
}

export function MaterialTypesPage() {
  return (
    <CodeListPage<MaterialType>
      title="Material Type"
      newLabel="New material type"
      list={listMaterialTypesEndpoint}
      create={createMaterialTypeEndpoint}
      columns={codeName<MaterialType>()}
      dialog={(close, saved) => (
        <CodeNameDialog
          title="New material type"
          schema={materialTypeFields}
          initial={{ code: '', name: '' }}
          save={(body) => callEndpoint(createMaterialTypeEndpoint, { body })}
          onClose={close}
          onSaved={saved}
        />
      )}
    />
  );
}

export function MaterialCategoriesPage() {
  return (
    <CodeListPage<MaterialCategory>
      title="Material Category"
      newLabel="New material category"
      list={listMaterialCategoriesEndpoint}
      create={createMaterialCategoryEndpoint}
      columns={[
        ...codeName<MaterialCategory>(),
        { key: 'account', header: 'Account code', render: (r) => r.accountCode },
      ]}
      dialog={(close, saved) => (
        <CodeNameDialog
          title="New material category"
          schema={materialCategoryFields}
          initial={{ code: '', name: '', accountCode: '' }}
          save={(body) => callEndpoint(createMaterialCategoryEndpoint, { body })}
          onClose={close}
          onSaved={saved}
        >
          {(form) => <TextField {...form.text('accountCode')} label="Account code" required fullWidth />}
        </CodeNameDialog>
      )}
    />
  );
}

export function LocationsPage() {
  return (
    <CodeListPage<Location>
      title="Location"
      newLabel="New location"
      list={listLocationsEndpoint}
      create={createLocationEndpoint}
      columns={[
        ...codeName<Location>(),
        { key: 'branch', header: 'Branch', render: (r) => branchName(r.branchCode) },
        { key: 'active', header: 'Status', render: (r) => (r.isActive ? 'Active' : 'Inactive') },
      ]}
      dialog={(close, saved) => (
        <CodeNameDialog
          title="New location"
          schema={locationFields}
          initial={{ code: '', name: '', branchCode: 5 as number | string, isActive: true }}
          save={(body) => callEndpoint(createLocationEndpoint, { body })}
          onClose={close}
          onSaved={saved}
        >
          {(form) => (
            <TextField
              select
              name="branchCode"
              label="Branch"
              value={form.values.branchCode}
              onChange={(e) => form.set('branchCode', Number(e.target.value))}
              fullWidth
            >
              {Object.values(BRANCH_CODE).map((b) => (
                <MenuItem key={b.value} value={b.value}>
                  {b.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </CodeNameDialog>
      )}
    />
  );
}
