// The office's review of a finding into an action (never by the one who recorded it; decisions 111,
// 115). A service request or a meter change (a defective kWh meter request) is filed in member
// services and a connection order issued for a paid application, all by the review itself; a bill
// adjustment names the adjustment request made on Bill Adjustment for the consumer.
import { CONSUMER_CLASS, TOWNS } from '@ilaw/contracts/billing/enums';
import {
  FINDING_ACTION,
  reviewFieldFindingFields,
  type FieldFinding,
  type FindingAction,
} from '@ilaw/contracts/billing/field-findings/field-finding';
import { getFindingReviewOptionsEndpoint } from '@ilaw/contracts/billing/field-findings/get-finding-review-options';
import { listFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/list-field-findings';
import { reviewFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/review-field-finding';
import { LOCATION_TYPE_LABELS, LOCATION_TYPES, type LocationType } from '@ilaw/contracts/msd/enums';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

interface Values {
  action: FindingAction | '';
  reference: string;
  note: string;
  typeId: string;
  subtypeId: string;
  locationType: LocationType;
  branchCode: string;
  applicationId: string;
  accountNo: string;
  consumerClass: string;
  town: string;
}

const num = (v: string) => (v === '' ? null : Number(v));

/** The request body the review sends: only the part its action uses. */
function bodyOf(v: Values) {
  const files = v.action === 'ServiceRequest' || v.action === 'MeterChange';
  return {
    action: v.action,
    reference: v.action === 'BillAdjustment' ? v.reference : null,
    note: v.note,
    serviceRequest: files
      ? {
          typeId: v.action === 'ServiceRequest' ? num(v.typeId) : null,
          subtypeId: v.action === 'ServiceRequest' ? num(v.subtypeId) : null,
          locationType: v.locationType,
          branchCode: num(v.branchCode),
        }
      : null,
    connectionOrder:
      v.action === 'ConnectionOrder'
        ? {
            applicationId: num(v.applicationId),
            accountNo: v.accountNo,
            consumerClass: v.consumerClass,
            town: v.town,
          }
        : null,
  };
}

/** Field errors of nested parts (`serviceRequest.typeId`) onto the dialog's flat fields. */
const FIELD_OF: Record<string, keyof Values | 'generalErrors'> = {
  'serviceRequest.typeId': 'typeId',
  'serviceRequest.subtypeId': 'subtypeId',
  'serviceRequest.locationType': 'locationType',
  'serviceRequest.branchCode': 'branchCode',
  serviceRequest: 'generalErrors',
  'connectionOrder.applicationId': 'applicationId',
  'connectionOrder.accountNo': 'accountNo',
  'connectionOrder.consumerClass': 'consumerClass',
  'connectionOrder.town': 'town',
  connectionOrder: 'generalErrors',
};
type Errors = Partial<Record<keyof Values | 'generalErrors', string>>;
function errorsAt(entries: readonly (readonly [string, string])[]): Errors {
  const out: Errors = {};
  for (const [path, message] of entries) {
    const field = FIELD_OF[path] ?? (path.split('.')[0] as keyof Values);
    out[field] ??= message;
  }
  return out;
}
/** The contract's own messages (parsed in the browser). */
const issueErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  errorsAt(issues.map((i) => [i.path.map(String).join('.'), i.message] as const));
/** The server's field errors. */
const serverErrors = (errors: Record<string, string[]>) =>
  errorsAt(Object.entries(errors).map(([k, v]) => [k, v[0] ?? ''] as const));

export function ReviewFindingDialog({ finding, onClose }: { finding: FieldFinding; onClose: () => void }) {
  const [v, setV] = useState<Values>({
    action: '',
    reference: '',
    note: '',
    typeId: '',
    subtypeId: '',
    locationType: 'Residential',
    branchCode: finding.branchCode === null ? '' : String(finding.branchCode),
    applicationId: '',
    accountNo: '',
    consumerClass: 'R',
    town: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const options = useQuery(endpointQuery(getFindingReviewOptionsEndpoint, {}));
  const branches = useBranches();
  const review = useEndpointMutation(reviewFieldFindingEndpoint, { invalidates: [listFieldFindingsEndpoint] });
  const set = (name: keyof Values) => (e: { target: { value: string } }) => {
    setV((x) => ({ ...x, [name]: e.target.value, ...(name === 'typeId' ? { subtypeId: '' } : {}) }));
    setErrors((x) => ({ ...x, [name]: undefined }));
  };
  const field = (name: keyof Values) => ({
    name,
    value: v[name],
    onChange: set(name),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? ' ',
  });
  const submit = async () => {
    const parsed = reviewFieldFindingFields.safeParse(bodyOf(v));
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return;
    }
    try {
      const done = await review.mutateAsync({ params: { id: finding.id }, body: parsed.data });
      notify.success(`${finding.findingNo} reviewed${done.actionReference ? `: ${done.actionReference}` : ''}.`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body) setErrors(serverErrors(err.body.errors));
      else throw err;
    }
  };
  const action = v.action;
  const types = options.data?.serviceRequestTypes ?? [];
  const subtypes = types.find((t) => String(t.id) === v.typeId)?.subtypes ?? [];
  return (
    <FormDialog
      open
      title={`Review ${finding.findingNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={review.isPending}
      submitLabel="Save review"
    >
      <GeneralError message={errors.generalErrors} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {finding.accountNo ? `${finding.accountNo} ${finding.name ?? ''}` : finding.locationText} ·{' '}
        {finding.remarks ?? ''}
      </Typography>
      <Stack spacing={1}>
        <TextField select required fullWidth label="Action" {...field('action')}>
          {Object.values(FINDING_ACTION).map((a) => (
            <MenuItem key={a.value} value={a.value}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        {action === 'BillAdjustment' && (
          <TextField fullWidth required label="Adjustment request no." {...field('reference')} />
        )}
        {action === 'ServiceRequest' && (
          <>
            <TextField select required fullWidth label="Service request type" {...field('typeId')}>
              {types.map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            {subtypes.length > 0 && (
              <TextField select fullWidth label="Subtype" {...field('subtypeId')}>
                <MenuItem value="">None</MenuItem>
                {subtypes.map((t) => (
                  <MenuItem key={t.id} value={String(t.id)}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
        {action === 'MeterChange' && (
          <Typography variant="body2" color="text.secondary">
            Filed in member services as a kWh meter service request (defective or stopped meter).
          </Typography>
        )}
        {(action === 'ServiceRequest' || action === 'MeterChange') && (
          <>
            <TextField select required fullWidth label="Location type" {...field('locationType')}>
              {LOCATION_TYPES.map((l) => (
                <MenuItem key={l} value={l}>
                  {LOCATION_TYPE_LABELS[l]}
                </MenuItem>
              ))}
            </TextField>
            {finding.consumerId === null && (
              <TextField select required fullWidth label="Branch" {...field('branchCode')}>
                {(branches.data ?? []).map((b) => (
                  <MenuItem key={b.code} value={String(b.code)}>
                    {b.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </>
        )}
        {action === 'ConnectionOrder' && (
          <>
            <TextField select required fullWidth label="Application (fees paid)" {...field('applicationId')}>
              {(options.data?.applications ?? []).map((a) => (
                <MenuItem key={a.id} value={String(a.id)}>
                  {a.applicationNo} · {a.applicantName}
                </MenuItem>
              ))}
            </TextField>
            <TextField fullWidth required label="Account no. to open" {...field('accountNo')} />
            <TextField select required fullWidth label="Class" {...field('consumerClass')}>
              {Object.values(CONSUMER_CLASS).map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select required fullWidth label="Town" {...field('town')}>
              {TOWNS.map((town) => (
                <MenuItem key={town} value={town}>
                  {town}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        <TextField fullWidth required multiline minRows={2} label="Note" {...field('note')} />
      </Stack>
    </FormDialog>
  );
}
