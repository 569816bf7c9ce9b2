// The sections of the employee profile: family, attachments, employment history, salary
// history and the record history. Each loads its own list and edits it in a dialog.
import { EMPLOYMENT_TYPE, FILE_KIND, SALARY_TYPE, enumLabel, enumOptions } from '@ilaw/contracts/enums';
import { formatDate, formatDateTime, formatPeso } from '@ilaw/contracts/format';
import {
  deleteAttachmentEndpoint,
  downloadAttachmentEndpoint,
  listAttachmentsEndpoint,
  uploadAttachmentEndpoint,
} from '@ilaw/contracts/hr/attachments/attachment';
import {
  createEmploymentHistoryEndpoint,
  deleteEmploymentHistoryEndpoint,
  employmentHistoryFieldsSchema,
  listEmploymentHistoriesEndpoint,
  updateEmploymentHistoryEndpoint,
  type EmploymentHistory,
  type EmploymentHistoryFields,
} from '@ilaw/contracts/hr/employment-histories/employment-history';
import {
  FAMILY_RELATIONSHIPS,
  createFamilyMemberEndpoint,
  deleteFamilyMemberEndpoint,
  familyMemberFieldsSchema,
  listFamilyEndpoint,
  updateFamilyMemberEndpoint,
  type FamilyMember,
  type FamilyMemberFields,
} from '@ilaw/contracts/hr/family/family-member';
import {
  createSalaryEndpoint,
  deleteSalaryEndpoint,
  listSalariesEndpoint,
  salaryFieldsSchema,
  updateSalaryEndpoint,
  type Salary,
  type SalaryFields,
} from '@ilaw/contracts/hr/salaries/salary';
import { recordHistoryEndpoint, type AuditEntry } from '@ilaw/contracts/platform/audit';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { downloadFile } from '../../../shared/browser/download.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useDialogSubmit } from '../../../shared/crud/use-dialog-submit.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';

function SimpleTable<T>({
  rows,
  columns,
  rowKey,
  empty,
}: {
  rows: T[];
  columns: { header: string; render: (r: T) => ReactNode; align?: 'right' }[];
  rowKey: (r: T) => number;
  empty: string;
}) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.header} align={c.align} sx={{ fontWeight: 700 }}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={rowKey(r)}>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align}>
                {c.render(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
              {empty}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

function SectionBar({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}

const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
const rowActions = (label: string, onEdit: () => void, onDelete: () => void) => (
  <Box sx={{ whiteSpace: 'nowrap' }}>
    <IconButton size="small" aria-label={`Edit ${label}`} onClick={onEdit}>
      <Edit fontSize="small" />
    </IconButton>
    <IconButton size="small" color="error" aria-label={`Delete ${label}`} onClick={onDelete}>
      <DeleteOutline fontSize="small" />
    </IconButton>
  </Box>
);

// ---- Family ----
export function FamilySection({ employeeId }: { employeeId: number }) {
  const qc = useQueryClient();
  const q = endpointQuery(listFamilyEndpoint, { params: { employeeId } });
  const family = useQuery(q);
  const [editing, setEditing] = useState<FamilyMember | 'new' | null>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: q.queryKey });
  return (
    <Box>
      <SectionBar
        title="Family"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add family member
          </Button>
        }
      />
      <SimpleTable
        rows={family.data ?? []}
        rowKey={(m) => m.id}
        empty="No family members recorded."
        columns={[
          { header: 'Relationship', render: (m) => m.relationship },
          { header: 'Name', render: (m) => m.fullName },
          { header: 'Birth date', render: (m) => formatDate(m.birthDate) },
          { header: 'Occupation', render: (m) => m.occupation ?? '-' },
          { header: 'Dependent', render: (m) => (m.isDependent ? 'Yes' : 'No') },
          {
            header: 'Actions',
            align: 'right',
            render: (m) =>
              rowActions(
                m.fullName,
                () => setEditing(m),
                () => setRemoving(m),
              ),
          },
        ]}
      />
      {editing && (
        <FamilyDialog
          employeeId={employeeId}
          member={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), void refresh())}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove family member"
        message={`Remove ${removing?.fullName ?? ''} from this employee's family?`}
        danger
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await callEndpoint(deleteFamilyMemberEndpoint, { params: { id: removing.id } });
          setRemoving(null);
          await refresh();
        }}
      />
    </Box>
  );
}

function FamilyDialog({
  employeeId,
  member,
  onClose,
  onSaved,
}: {
  employeeId: number;
  member: FamilyMember | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm(familyMemberFieldsSchema, {
    relationship: member?.relationship ?? 'Child',
    fullName: member?.fullName ?? '',
    birthDate: member?.birthDate ?? '',
    occupation: member?.occupation ?? '',
    contactNumber: member?.contactNumber ?? '',
    isDependent: member?.isDependent ?? false,
  } as FamilyMemberFields);
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (member) await callEndpoint(updateFamilyMemberEndpoint, { params: { id: member.id }, body });
      else await callEndpoint(createFamilyMemberEndpoint, { params: { employeeId }, body });
    },
    onSaved,
  );
  return (
    <FormDialog
      open
      title={member ? 'Edit family member' : 'Add family member'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            name="relationship"
            label="Relationship"
            value={form.values.relationship}
            onChange={(e) => form.set('relationship', e.target.value as FamilyMemberFields['relationship'])}
            error={!!form.errors.relationship}
            helperText={form.errors.relationship ?? ' '}
          >
            {FAMILY_RELATIONSHIPS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('fullName')} label="Full name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('birthDate')} label="Birth date" fullWidth {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('occupation')} label="Occupation" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('contactNumber')} label="Contact number" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={!!form.values.isDependent}
                onChange={(e) => form.set('isDependent', e.target.checked)}
              />
            }
            label="Dependent"
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

// ---- Attachments ----
export function AttachmentsSection({ employeeId }: { employeeId: number }) {
  const qc = useQueryClient();
  const q = endpointQuery(listAttachmentsEndpoint, { params: { employeeId } });
  const attachments = useQuery(q);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [description, setDescription] = useState('');
  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      await callEndpoint(uploadAttachmentEndpoint, {
        params: { employeeId },
        body: { description },
        files: { file: Array.from(files) },
      });
      notify.success(files.length === 1 ? 'The file was attached.' : `${files.length} files were attached.`);
      setDescription('');
      await qc.invalidateQueries({ queryKey: q.queryKey });
    } catch {
      // The toast said why.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box>
      <SectionBar
        title="Attachments"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              label="Description"
              name="attachmentDescription"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <Button startIcon={<UploadFile />} loading={busy} onClick={() => input.current?.click()}>
              Attach files
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              aria-label="Attachment files"
              onChange={(e) => void upload(e.target.files)}
            />
          </Stack>
        }
      />
      <SimpleTable
        rows={attachments.data ?? []}
        rowKey={(a) => a.id}
        empty="No attachments."
        columns={[
          { header: 'File', render: (a) => a.fileName },
          { header: 'Kind', render: (a) => enumLabel(FILE_KIND, a.fileKind) },
          { header: 'Description', render: (a) => a.description ?? '-' },
          { header: 'Size', align: 'right', render: (a) => `${Math.max(1, Math.round(a.sizeBytes / 1024))} KB` },
          {
            header: 'Uploaded',
            render: (a) => `${formatDateTime(a.uploadedAt)}${a.uploadedBy ? ` by ${a.uploadedBy}` : ''}`,
          },
          {
            header: 'Actions',
            align: 'right',
            render: (a) => (
              <Box sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={`Download ${a.fileName}`}
                  onClick={() =>
                    void downloadFile(downloadAttachmentEndpoint, { params: { id: a.id } }).catch(() => undefined)
                  }
                >
                  <Download fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Delete ${a.fileName}`}
                  onClick={() =>
                    void callEndpoint(deleteAttachmentEndpoint, { params: { id: a.id } })
                      .then(() => qc.invalidateQueries({ queryKey: q.queryKey }))
                      .catch(() => undefined)
                  }
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            ),
          },
        ]}
      />
    </Box>
  );
}

// ---- Employment history ----
export function EmploymentHistorySection({ employeeId }: { employeeId: number }) {
  const qc = useQueryClient();
  const q = endpointQuery(listEmploymentHistoriesEndpoint, { query: { employeeId, itemsPerPage: 100 } });
  const histories = useQuery(q);
  const [editing, setEditing] = useState<EmploymentHistory | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['GET', listEmploymentHistoriesEndpoint.path] });
  return (
    <Box>
      <SectionBar
        title="Employment history"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add entry
          </Button>
        }
      />
      <SimpleTable
        rows={histories.data?.data ?? []}
        rowKey={(h) => h.id}
        empty="No employment history recorded."
        columns={[
          { header: 'From', render: (h) => formatDate(h.dateFrom) },
          { header: 'To', render: (h) => (h.dateTo ? formatDate(h.dateTo) : 'Present') },
          { header: 'Position', render: (h) => h.position },
          { header: 'Department', render: (h) => h.departmentName ?? '-' },
          { header: 'Employment', render: (h) => enumLabel(EMPLOYMENT_TYPE, h.employmentType) },
          { header: 'Grade', render: (h) => h.salaryGrade ?? '-' },
          { header: 'Rate', align: 'right', render: (h) => (h.rate ? formatPeso(h.rate) : '-') },
          { header: 'Remarks', render: (h) => h.remarks ?? '-' },
          {
            header: 'Actions',
            align: 'right',
            render: (h) =>
              rowActions(
                h.position,
                () => setEditing(h),
                () =>
                  void callEndpoint(deleteEmploymentHistoryEndpoint, { params: { id: h.id } })
                    .then(refresh)
                    .catch(() => undefined),
              ),
          },
        ]}
      />
      {editing && (
        <HistoryDialog
          employeeId={employeeId}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), void refresh())}
        />
      )}
    </Box>
  );
}

function HistoryDialog({
  employeeId,
  entry,
  onClose,
  onSaved,
}: {
  employeeId: number;
  entry: EmploymentHistory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const form = useForm(employmentHistoryFieldsSchema, {
    employeeId,
    position: entry?.position ?? '',
    departmentId: entry?.departmentId ?? null,
    employmentType: entry?.employmentType ?? null,
    salaryGrade: entry?.salaryGrade ?? '',
    rate: entry?.rate ?? '',
    dateFrom: entry?.dateFrom ?? '',
    dateTo: entry?.dateTo ?? '',
    remarks: entry?.remarks ?? '',
  } as EmploymentHistoryFields);
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (entry) await callEndpoint(updateEmploymentHistoryEndpoint, { params: { id: entry.id }, body });
      else await callEndpoint(createEmploymentHistoryEndpoint, { body });
    },
    onSaved,
  );
  const numSelect = (
    name: 'departmentId' | 'employmentType',
    label: string,
    options: { value: number; label: string }[],
  ) => (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={form.values[name] ?? ''}
      onChange={(e) => form.set(name, e.target.value === '' ? null : Number(e.target.value))}
      error={!!form.errors[name]}
      helperText={form.errors[name] ?? ' '}
    >
      <MenuItem value="">-</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      title={entry ? 'Edit employment history' : 'Add employment history'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('position')} label="Position" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {numSelect(
            'departmentId',
            'Department',
            (departments.data ?? []).map((d) => ({ value: d.id, label: d.code })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {numSelect('employmentType', 'Employment type', enumOptions(EMPLOYMENT_TYPE))}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...form.text('salaryGrade')} label="Salary grade" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...form.text('rate')} label="Rate (₱)" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('dateFrom')} label="From" required fullWidth {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('dateTo')} label="To (empty while current)" fullWidth {...dateProps} />
        </Grid>
        <Grid size={12}>
          <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

// ---- Salaries ----
export function SalarySection({ employeeId }: { employeeId: number }) {
  const qc = useQueryClient();
  const salaries = useQuery(endpointQuery(listSalariesEndpoint, { query: { employeeId, itemsPerPage: 100 } }));
  const [editing, setEditing] = useState<Salary | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['GET', listSalariesEndpoint.path] });
  return (
    <Box>
      <SectionBar
        title="Salary history"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add salary
          </Button>
        }
      />
      <SimpleTable
        rows={salaries.data?.data ?? []}
        rowKey={(s) => s.id}
        empty="No salary recorded."
        columns={[
          { header: 'Effective', render: (s) => formatDate(s.effectiveDate) },
          { header: 'Type', render: (s) => enumLabel(SALARY_TYPE, s.salaryType) },
          { header: 'Amount', align: 'right', render: (s) => formatPeso(s.amount) },
          { header: 'Remarks', render: (s) => s.remarks ?? '-' },
          { header: 'In effect', render: (s) => (s.isCurrent ? 'Current' : '') },
          {
            header: 'Actions',
            align: 'right',
            render: (s) =>
              rowActions(
                `salary of ${s.effectiveDate}`,
                () => setEditing(s),
                () =>
                  void callEndpoint(deleteSalaryEndpoint, { params: { id: s.id } })
                    .then(refresh)
                    .catch(() => undefined),
              ),
          },
        ]}
      />
      {editing && (
        <SalaryDialog
          employeeId={employeeId}
          salary={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), void refresh())}
        />
      )}
    </Box>
  );
}

export function SalaryDialog({
  employeeId,
  salary,
  onClose,
  onSaved,
  employeePicker,
}: {
  employeeId: number | null;
  salary: Salary | null;
  onClose: () => void;
  onSaved: () => void;
  employeePicker?: ReactNode;
}) {
  const form = useForm(salaryFieldsSchema, {
    employeeId: salary?.employeeId ?? employeeId ?? ('' as unknown as number),
    salaryType: salary?.salaryType ?? SALARY_TYPE.Monthly.value,
    amount: salary?.amount ?? '',
    effectiveDate: salary?.effectiveDate ?? '',
    remarks: salary?.remarks ?? '',
  } as SalaryFields);
  // On the salaries screen the employee is chosen in the dialog (the picker above the fields).
  const { set } = form;
  useEffect(() => {
    if (employeeId !== null && !salary) set('employeeId', employeeId);
  }, [employeeId, salary, set]);
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (salary) await callEndpoint(updateSalaryEndpoint, { params: { id: salary.id }, body });
      else await callEndpoint(createSalaryEndpoint, { body });
    },
    onSaved,
  );
  return (
    <FormDialog
      open
      title={salary ? 'Edit salary' : 'Add salary'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        {employeePicker && !salary && <Grid size={12}>{employeePicker}</Grid>}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            name="salaryType"
            label="Salary type"
            value={form.values.salaryType}
            onChange={(e) => form.set('salaryType', Number(e.target.value))}
            error={!!form.errors.salaryType}
            helperText={form.errors.salaryType ?? ' '}
          >
            {enumOptions(SALARY_TYPE).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('amount')} label="Amount (₱)" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('effectiveDate')} label="Effective date" required fullWidth {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('remarks')} label="Remarks" fullWidth />
        </Grid>
        {form.errors.employeeId && (
          <Grid size={12}>
            <Typography color="error" variant="body2">
              Employee: {form.errors.employeeId}
            </Typography>
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}

// ---- Record history (audit) ----
function describe(values: Record<string, unknown> | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(
      ([k, v]) =>
        `${k}: ${v === null || v === undefined || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(', ');
}

export function RecordHistorySection({
  entityType,
  entityId,
  title = 'History',
}: {
  entityType: string;
  entityId: number;
  title?: string;
}) {
  const history = useQuery(
    endpointQuery(recordHistoryEndpoint, { params: { entityType, entityId: String(entityId) } }),
  );
  const rows: AuditEntry[] = [...(history.data ?? [])].reverse();
  return (
    <Box>
      <SectionBar title={title} />
      <SimpleTable
        rows={rows}
        rowKey={(h) => h.id}
        empty="No changes recorded."
        columns={[
          { header: 'When', render: (h) => formatDateTime(h.at) },
          { header: 'Who', render: (h) => h.actorName ?? 'System' },
          { header: 'What', render: (h) => h.action },
          {
            header: 'Before',
            render: (h) => <Box sx={{ maxWidth: 380, wordBreak: 'break-word' }}>{describe(h.oldValues)}</Box>,
          },
          {
            header: 'After',
            render: (h) => <Box sx={{ maxWidth: 380, wordBreak: 'break-word' }}>{describe(h.newValues)}</Box>,
          },
        ]}
      />
    </Box>
  );
}
