// /tsd/distribution-transformer/brand: the brands the registry form offers.
import { createTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/create-transformer-brand';
import { listTransformerBrandsEndpoint } from '@ilaw/contracts/tsd/transformer-brands/list-transformer-brands';
import {
  transformerBrandFields,
  type TransformerBrand,
} from '@ilaw/contracts/tsd/transformer-brands/transformer-brand';
import { updateTransformerBrandEndpoint } from '@ilaw/contracts/tsd/transformer-brands/update-transformer-brand';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

function BrandDialog({ row, onClose, onSaved }: CrudDialogProps<TransformerBrand>) {
  const form = useForm(transformerBrandFields, { name: row?.name ?? '', isActive: row?.isActive ?? true });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createTransformerBrandEndpoint, { body })
        : callEndpoint(updateTransformerBrandEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={row === null ? 'New brand' : `Edit ${row.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('name')} label="Brand" required fullWidth sx={{ mt: 1 }} />
      <ActiveSwitch checked={form.values.isActive} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<TransformerBrand>[] = [
  { key: 'name', header: 'Brand', render: (b) => b.name },
  { key: 'count', header: 'Transformers', align: 'right', render: (b) => b.transformers.toLocaleString('en-PH') },
  activeStatusColumn((b) => b.isActive),
];

function Screen() {
  const can = useCan();
  const brands = useQuery(endpointQuery(listTransformerBrandsEndpoint));
  return (
    <CrudListPage
      title="Distribution Transformer Brand"
      newLabel="New brand"
      caption="Transformer brands"
      list={brands}
      invalidates={[listTransformerBrandsEndpoint]}
      columns={columns}
      rowKey={(b) => b.id}
      rowName={(b) => b.name}
      savedMessage={(b) => `${b.name} saved.`}
      Dialog={BrandDialog}
      canEdit={can(createTransformerBrandEndpoint)}
    />
  );
}

export default function TransformerBrandsPage() {
  return (
    <ScreenAccess reads={listTransformerBrandsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
