// /tsd/distribution-transformer?view=settings (menu TSD > Settings, decision 121): every dated
// technical-services setting on one screen. Each section shows its versions, newest first, and adds
// a version in force from a date (today or later, the server refuses a past one); a version is never
// edited. Sections show to who may read them; the add button to who may add (the administrator).
import { formatDate } from '@ilaw/contracts/format';
import { FEE_ITEM_LABELS, PRICED_FEE_ITEMS } from '@ilaw/contracts/tsd/enums';
import { createInterruptionSettingsEndpoint } from '@ilaw/contracts/tsd/interruption-settings/create-interruption-settings';
import { interruptionSettingsFields } from '@ilaw/contracts/tsd/interruption-settings/interruption-settings';
import { listInterruptionSettingsEndpoint } from '@ilaw/contracts/tsd/interruption-settings/list-interruption-settings';
import { createTsdLimitsEndpoint } from '@ilaw/contracts/tsd/limits/create-tsd-limits';
import { tsdLimitsFields, type TsdLimits } from '@ilaw/contracts/tsd/limits/limits';
import { listTsdLimitsEndpoint } from '@ilaw/contracts/tsd/limits/list-tsd-limits';
import { createMeterLimitsEndpoint } from '@ilaw/contracts/tsd/meter-limits/create-meter-limits';
import { listMeterLimitsEndpoint } from '@ilaw/contracts/tsd/meter-limits/list-meter-limits';
import {
  meterLimitsFields,
  type MeterLimits as MeterLimitsVersion,
} from '@ilaw/contracts/tsd/meter-limits/meter-limits';
import { createSamplingSettingsEndpoint } from '@ilaw/contracts/tsd/sampling-settings/create-sampling-settings';
import { listSamplingSettingsEndpoint } from '@ilaw/contracts/tsd/sampling-settings/list-sampling-settings';
import { samplingSettingsFields } from '@ilaw/contracts/tsd/sampling-settings/sampling-settings';
import { createSystemLossCapEndpoint } from '@ilaw/contracts/tsd/system-loss-caps/create-system-loss-cap';
import { listSystemLossCapsEndpoint } from '@ilaw/contracts/tsd/system-loss-caps/list-system-loss-caps';
import { systemLossCapFields } from '@ilaw/contracts/tsd/system-loss-caps/system-loss-cap';
import { createTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/create-transformer-fees';
import { listTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/list-transformer-fees';
import { createFeeVersionBody, type FeeVersion } from '@ilaw/contracts/tsd/transformer-fees/transformer-fee';
import type { EndpointDef } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import type { FormSchema } from '#web/shared/forms/use-form.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

type Reads = Pick<EndpointDef, 'method' | 'path'>;

export default function TsdSettingsPage() {
  const can = useCan();
  if (!can.ready) return null;
  const readable = [
    listTsdLimitsEndpoint,
    listMeterLimitsEndpoint,
    listTransformerFeesEndpoint,
    listSystemLossCapsEndpoint,
    listSamplingSettingsEndpoint,
    listInterruptionSettingsEndpoint,
  ].some((e) => can(e));
  if (!readable) return <ScreenAccess reads={createTsdLimitsEndpoint}>{null}</ScreenAccess>;
  return (
    <Box>
      <PageHeader
        title="TSD Settings"
        subtitle="Every technical-services limit, tolerance, price and threshold by the date it is in force from. A new version takes effect today or later; past versions are never changed."
      />
      <Stack spacing={3}>
        {can(listTsdLimitsEndpoint) && <TransformerLimits />}
        {can(listMeterLimitsEndpoint) && <MeterLimits />}
        {can(listTransformerFeesEndpoint) && <FeePriceList />}
        {can(listSystemLossCapsEndpoint) && <SystemLossCaps />}
        {can(listSamplingSettingsEndpoint) && <SamplingLevels />}
        {can(listInterruptionSettingsEndpoint) && <InterruptionThresholds />}
      </Stack>
    </Box>
  );
}

/** One setting: its title, what it governs, the add button and the versions. */
function Section({
  title,
  about,
  adds,
  onAdd,
  children,
}: {
  title: string;
  about: string;
  adds: Reads;
  onAdd: () => void;
  children: ReactNode;
}) {
  const can = useCan();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {about}
          </Typography>
        </Box>
        {can(adds) && (
          <Button variant="outlined" startIcon={<Add />} onClick={onAdd} aria-label={`New version: ${title}`}>
            New version
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

interface FieldDef {
  key: string;
  label: string;
}

/**
 * Adds a version from flat fields (each typed as text and checked by the contract), with `extra`
 * merged into the body and `children` for the inputs of anything that is not a flat field.
 */
function AddVersionDialog<O>({
  title,
  fields,
  initial,
  schema,
  extra = {},
  save,
  onClose,
  children,
  maxWidth = 'sm',
}: {
  title: string;
  fields: FieldDef[];
  initial: Record<string, string>;
  schema: FormSchema<O>;
  extra?: object;
  save: (body: O) => Promise<unknown>;
  onClose: () => void;
  children?: (errors: Record<string, string>) => ReactNode;
  maxWidth?: 'sm' | 'md';
}) {
  const [values, setValues] = useState<Record<string, string>>({ effectiveFrom: today(), ...initial });
  const form = useErrorMap(() => schema.safeParse({ ...values, ...extra }));
  const { busy, submit } = useDialogSubmit(form, save, () => {
    notify.success(`${title}: the version from ${formatDate(values['effectiveFrom'] ?? '')} is saved.`);
    onClose();
  });
  const e = form.errors;
  return (
    <FormDialog
      open
      title={`New version: ${title}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      maxWidth={maxWidth}
    >
      <GeneralError message={e['generalErrors']} />
      <TextField
        name="effectiveFrom"
        type="date"
        label="In force from"
        fullWidth
        sx={{ mt: 1 }}
        value={values['effectiveFrom'] ?? ''}
        onChange={(ev) => setValues((v) => ({ ...v, effectiveFrom: ev.target.value }))}
        error={e['effectiveFrom'] !== undefined}
        helperText={e['effectiveFrom'] ?? 'Today or later.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {fields.map((f) => (
          <TextField
            key={f.key}
            name={f.key}
            label={f.label}
            value={values[f.key] ?? ''}
            onChange={(ev) => setValues((v) => ({ ...v, [f.key]: ev.target.value }))}
            error={e[f.key] !== undefined}
            helperText={e[f.key] ?? ' '}
          />
        ))}
      </Box>
      {children?.(e)}
    </FormDialog>
  );
}

/** The latest version's values as the new version's starting text. */
function startFrom(latest: object | undefined, keys: FieldDef[]): Record<string, string> {
  const row = (latest ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k.key, row[k.key] === undefined ? '' : String(row[k.key])]));
}

function useVersions<T>(list: EndpointDef & { response?: unknown }) {
  return useQuery(endpointQuery(list as never, {})) as { data: T[] | undefined; isLoading: boolean };
}

const dateColumn = <T extends { effectiveFrom: string }>(): Column<T> => ({
  key: 'from',
  header: 'In force from',
  phone: 'title',
  render: (r) => formatDate(r.effectiveFrom),
});

// --- Transformer test and load limits -------------------------------------------------------------

const LIMIT_FIELDS: FieldDef[] = [
  { key: 'turnsRatioTolerancePct', label: 'Turns-ratio tolerance (±%)' },
  { key: 'additiveMaxKva', label: 'Additive polarity up to (kVA)' },
  { key: 'additiveMaxHvVolts', label: 'Additive polarity up to HV (V)' },
  { key: 'minPolarizationIndex', label: 'Minimum polarization index' },
  { key: 'overloadPct', label: 'Overload above (%)' },
  { key: 'underloadPct', label: 'Underload below (%)' },
  { key: 'imbalancePct', label: 'Imbalanced above (%)' },
];

function TransformerLimits() {
  const invalidate = useInvalidateEndpoints();
  const versions = useVersions<TsdLimits>(listTsdLimitsEndpoint);
  const [adding, setAdding] = useState(false);
  const latest = versions.data?.[0];
  const [minimums, setMinimums] = useState<{ maxClassVolts: string; minMegohms: string; testVoltageVolts: string }[]>(
    [],
  );
  const open = () => {
    setMinimums(
      (latest?.insulationMinimums ?? []).map((m) => ({
        maxClassVolts: String(m.maxClassVolts),
        minMegohms: m.minMegohms,
        testVoltageVolts: String(m.testVoltageVolts),
      })),
    );
    setAdding(true);
  };
  const columns: Column<TsdLimits>[] = [
    dateColumn(),
    { key: 'ttr', header: 'Turns ratio ±%', align: 'right', render: (r) => r.turnsRatioTolerancePct },
    {
      key: 'polarity',
      header: 'Additive up to',
      render: (r) => `${r.additiveMaxKva} kVA, ${r.additiveMaxHvVolts.toLocaleString('en-PH')} V`,
    },
    { key: 'pi', header: 'Min. PI', align: 'right', render: (r) => r.minPolarizationIndex },
    {
      key: 'ir',
      header: 'Insulation minimums',
      render: (r) =>
        r.insulationMinimums
          .map((m) => `≤${m.maxClassVolts.toLocaleString('en-PH')} V: ${m.minMegohms} MΩ at ${m.testVoltageVolts} V`)
          .join('; '),
    },
    {
      key: 'load',
      header: 'Over / under / imbalance %',
      render: (r) => `${r.overloadPct} / ${r.underloadPct} / ${r.imbalancePct}`,
    },
  ];
  return (
    <Section
      title="Transformer test and load limits"
      about="Turns-ratio tolerance, polarity rule, insulation resistance minimums, overload, underload and imbalance thresholds."
      adds={createTsdLimitsEndpoint}
      onAdd={open}
    >
      <SimpleTable
        columns={columns}
        rows={versions.data}
        loading={versions.isLoading}
        rowKey={(r) => r.effectiveFrom}
        caption="Transformer limits versions"
      />
      {adding && (
        <AddVersionDialog
          title="Transformer test and load limits"
          maxWidth="md"
          fields={LIMIT_FIELDS}
          initial={startFrom(latest, LIMIT_FIELDS)}
          schema={tsdLimitsFields}
          extra={{ insulationMinimums: minimums }}
          save={async (body) => {
            const saved = await callEndpoint(createTsdLimitsEndpoint, { body });
            await invalidate(listTsdLimitsEndpoint);
            return saved;
          }}
          onClose={() => setAdding(false)}
        >
          {(errors) => (
            <Box role="group" aria-label="Insulation minimums">
              <Typography variant="subtitle2">Insulation resistance minimums by winding class</Typography>
              {minimums.map((m, i) => (
                <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  {(
                    [
                      ['maxClassVolts', 'Windings up to (V)'],
                      ['minMegohms', 'Minimum (MΩ)'],
                      ['testVoltageVolts', 'Test voltage (V)'],
                    ] as const
                  ).map(([key, label]) => (
                    <TextField
                      key={key}
                      size="small"
                      name={`insulationMinimums.${i}.${key}`}
                      label={label}
                      value={m[key]}
                      onChange={(ev) =>
                        setMinimums((all) => all.map((x, j) => (j === i ? { ...x, [key]: ev.target.value } : x)))
                      }
                      error={errors[`insulationMinimums.${i}.${key}`] !== undefined}
                      helperText={errors[`insulationMinimums.${i}.${key}`] ?? ' '}
                    />
                  ))}
                  <Button size="small" onClick={() => setMinimums((all) => all.filter((_, j) => j !== i))}>
                    Remove
                  </Button>
                </Stack>
              ))}
              <Button
                size="small"
                onClick={() =>
                  setMinimums((all) => [...all, { maxClassVolts: '', minMegohms: '', testVoltageVolts: '' }])
                }
              >
                Add a class
              </Button>
              {errors['insulationMinimums'] && (
                <Typography color="error" variant="body2">
                  {errors['insulationMinimums']}
                </Typography>
              )}
            </Box>
          )}
        </AddVersionDialog>
      )}
    </Section>
  );
}

// --- kWh meter weights and tolerances ---------------------------------------------------------------

const METER_FIELDS: FieldDef[] = [
  { key: 'lightLoadWeight', label: 'Light-load weight' },
  { key: 'fullLoadWeight', label: 'Full-load weight' },
  { key: 'acceptanceTolerancePct', label: 'New meters: tolerance (±%)' },
  { key: 'inServiceTolerancePct', label: 'In-service meters: tolerance (±%)' },
];

function MeterLimits() {
  const invalidate = useInvalidateEndpoints();
  const versions = useVersions<MeterLimitsVersion>(listMeterLimitsEndpoint);
  const [adding, setAdding] = useState(false);
  const columns: Column<MeterLimitsVersion>[] = [
    dateColumn(),
    {
      key: 'weights',
      header: 'Weights light / full',
      render: (r) => `${r.lightLoadWeight} / ${r.fullLoadWeight}`,
    },
    { key: 'new', header: 'New ±%', align: 'right', render: (r) => r.acceptanceTolerancePct },
    { key: 'service', header: 'In service ±%', align: 'right', render: (r) => r.inServiceTolerancePct },
  ];
  return (
    <Section
      title="kWh meter weights and tolerances"
      about="The weighted average error of a meter test and the tolerance new and in-service meters are judged by."
      adds={createMeterLimitsEndpoint}
      onAdd={() => setAdding(true)}
    >
      <SimpleTable
        columns={columns}
        rows={versions.data}
        loading={versions.isLoading}
        rowKey={(r) => r.effectiveFrom}
        caption="Meter limits versions"
      />
      {adding && (
        <AddVersionDialog
          title="kWh meter weights and tolerances"
          fields={METER_FIELDS}
          initial={startFrom(versions.data?.[0], METER_FIELDS)}
          schema={meterLimitsFields}
          save={async (body) => {
            const saved = await callEndpoint(createMeterLimitsEndpoint, { body });
            await invalidate(listMeterLimitsEndpoint);
            return saved;
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}

// --- Transformer application fee price list ----------------------------------------------------------

function FeePriceList() {
  const invalidate = useInvalidateEndpoints();
  const versions = useVersions<FeeVersion>(listTransformerFeesEndpoint);
  const [adding, setAdding] = useState(false);
  const [prices, setPrices] = useState<Record<string, { unitPrice: string; vatRate: string }>>({});
  const open = () => {
    const now = versions.data?.find((v) => v.inForce) ?? versions.data?.[0];
    setPrices(
      Object.fromEntries(
        PRICED_FEE_ITEMS.map((item) => {
          const p = now?.prices.find((x) => x.item === item);
          return [item, { unitPrice: p?.unitPrice ?? '', vatRate: p?.vatRate ?? '' }];
        }),
      ),
    );
    setAdding(true);
  };
  const columns: Column<FeeVersion>[] = [
    dateColumn(),
    { key: 'force', header: 'In force', render: (v) => (v.inForce ? 'In force' : '') },
    {
      key: 'prices',
      header: 'Prices (VAT %)',
      render: (v) => v.prices.map((p) => `${FEE_ITEM_LABELS[p.item]} ${p.unitPrice} (${p.vatRate})`).join('; '),
    },
  ];
  return (
    <Section
      title="Transformer application fees"
      about="The price list of fee and material items (with their VAT rate) a transformer application is priced by on its evaluation date."
      adds={createTransformerFeesEndpoint}
      onAdd={open}
    >
      <SimpleTable
        columns={columns}
        rows={versions.data}
        loading={versions.isLoading}
        rowKey={(v) => v.effectiveFrom}
        caption="Fee price list versions"
      />
      {adding && (
        <AddVersionDialog
          title="Transformer application fees"
          maxWidth="md"
          fields={[]}
          initial={{}}
          schema={createFeeVersionBody}
          extra={{
            prices: Object.entries(prices)
              .filter(([, p]) => p.unitPrice.trim() !== '')
              .map(([item, p]) => ({ item, unitPrice: p.unitPrice, vatRate: p.vatRate })),
          }}
          save={async (body) => {
            const saved = await callEndpoint(createTransformerFeesEndpoint, { body });
            await invalidate(listTransformerFeesEndpoint);
            return saved;
          }}
          onClose={() => setAdding(false)}
        >
          {(errors) => (
            <Box role="group" aria-label="Prices">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Leave a price empty to leave the item out of this version.
              </Typography>
              {errors['prices'] && (
                <Typography color="error" variant="body2">
                  {errors['prices']}
                </Typography>
              )}
              {PRICED_FEE_ITEMS.map((item) => (
                <Stack key={item} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ flexGrow: 1 }}>{FEE_ITEM_LABELS[item]}</Typography>
                  <TextField
                    size="small"
                    name={`${item}.unitPrice`}
                    label="Unit price"
                    value={prices[item]?.unitPrice ?? ''}
                    onChange={(ev) =>
                      setPrices((all) => ({
                        ...all,
                        [item]: { unitPrice: ev.target.value, vatRate: all[item]?.vatRate ?? '' },
                      }))
                    }
                  />
                  <TextField
                    size="small"
                    name={`${item}.vatRate`}
                    label="VAT %"
                    value={prices[item]?.vatRate ?? ''}
                    onChange={(ev) =>
                      setPrices((all) => ({
                        ...all,
                        [item]: { unitPrice: all[item]?.unitPrice ?? '', vatRate: ev.target.value },
                      }))
                    }
                  />
                </Stack>
              ))}
            </Box>
          )}
        </AddVersionDialog>
      )}
    </Section>
  );
}

// --- System-loss cap, sampling quality levels, interruption thresholds --------------------------------

function SimpleSetting<T extends { effectiveFrom: string }>({
  title,
  about,
  list,
  create,
  schema,
  fields,
  columns,
}: {
  title: string;
  about: string;
  list: EndpointDef;
  create: EndpointDef;
  schema: FormSchema<unknown>;
  fields: FieldDef[];
  columns: Column<T>[];
}) {
  const invalidate = useInvalidateEndpoints();
  const versions = useVersions<T>(list);
  const [adding, setAdding] = useState(false);
  return (
    <Section title={title} about={about} adds={create} onAdd={() => setAdding(true)}>
      <SimpleTable
        columns={[dateColumn<T>(), ...columns]}
        rows={versions.data}
        loading={versions.isLoading}
        rowKey={(r) => r.effectiveFrom}
        caption={`${title} versions`}
      />
      {adding && (
        <AddVersionDialog
          title={title}
          fields={fields}
          initial={startFrom(versions.data?.[0], fields)}
          schema={schema}
          save={async (body) => {
            const saved = await callEndpoint(create as never, { body } as never);
            await invalidate(list);
            return saved;
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}

function SystemLossCaps() {
  return (
    <SimpleSetting<{ effectiveFrom: string; capPct: string }>
      title="System-loss cap"
      about="The monthly system loss (energy purchased less billed and company use) above this share of the energy purchased is flagged."
      list={listSystemLossCapsEndpoint}
      create={createSystemLossCapEndpoint}
      schema={systemLossCapFields}
      fields={[{ key: 'capPct', label: 'Cap (% of energy purchased)' }]}
      columns={[{ key: 'cap', header: 'Cap %', align: 'right', render: (r) => r.capPct }]}
    />
  );
}

function SamplingLevels() {
  return (
    <SimpleSetting<{ effectiveFrom: string; acceptanceAql: string; inServiceAql: string }>
      title="Meter sampling quality levels"
      about="The acceptable quality level (AQL, % defective) new meters' acceptance lots and in-service lots are sampled at (ANSI/ASQ Z1.4, level II)."
      list={listSamplingSettingsEndpoint}
      create={createSamplingSettingsEndpoint}
      schema={samplingSettingsFields}
      fields={[
        { key: 'acceptanceAql', label: 'Acceptance lots AQL (%)' },
        { key: 'inServiceAql', label: 'In-service lots AQL (%)' },
      ]}
      columns={[
        { key: 'acc', header: 'Acceptance AQL', align: 'right', render: (r) => r.acceptanceAql },
        { key: 'svc', header: 'In-service AQL', align: 'right', render: (r) => r.inServiceAql },
      ]}
    />
  );
}

function InterruptionThresholds() {
  return (
    <SimpleSetting<{ effectiveFrom: string; momentaryMaxMinutes: number; noticeMinDays: number }>
      title="Interruption thresholds"
      about="Interruptions this short or shorter are momentary and left out of the reliability indices; a scheduled one announced fewer days ahead is flagged."
      list={listInterruptionSettingsEndpoint}
      create={createInterruptionSettingsEndpoint}
      schema={interruptionSettingsFields}
      fields={[
        { key: 'momentaryMaxMinutes', label: 'Momentary up to (minutes)' },
        { key: 'noticeMinDays', label: 'Notice at least (days)' },
      ]}
      columns={[
        { key: 'momentary', header: 'Momentary up to (min)', align: 'right', render: (r) => r.momentaryMaxMinutes },
        { key: 'notice', header: 'Notice at least (days)', align: 'right', render: (r) => r.noticeMinDays },
      ]}
    />
  );
}
