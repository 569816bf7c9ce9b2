// Approvers per service request type (decision 072): pick a type that needs approval and the
// users (holders of ServiceRequestApprover) who sign its first and second step; a step left empty
// keeps the chain's members.
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { getTypeApproversEndpoint } from '@ilaw/contracts/msd/service-request-types/get-type-approvers';
import type { ServiceRequestType } from '@ilaw/contracts/msd/service-request-types/service-request-type';
import { updateTypeApproversEndpoint } from '@ilaw/contracts/msd/service-request-types/update-type-approvers';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';

interface Pick {
  id: number;
  fullName: string;
}

export function TypeApproversPanel({ types }: { types: ServiceRequestType[] }) {
  const [typeId, setTypeId] = useState<number | ''>('');
  const approvers = useQuery({
    ...endpointQuery(getTypeApproversEndpoint, { params: { id: typeId === '' ? 0 : typeId } }),
    enabled: typeId !== '',
  });
  const users = useQuery(
    endpointQuery(listUsersEndpoint, {
      query: { role: 'ServiceRequestApprover', isActive: 'true', page: 1, itemsPerPage: 100 },
    }),
  );
  const options: Pick[] = (users.data?.data ?? []).map((u) => ({ id: u.id, fullName: u.fullName }));
  const [first, setFirst] = useState<Pick[]>([]);
  const [second, setSecond] = useState<Pick[]>([]);
  useEffect(() => {
    const d = approvers.data;
    if (!d) return;
    const of = (step: number) =>
      (d.steps.find((s) => s.step === step)?.approvers ?? []).map((a) => ({ id: a.userId, fullName: a.fullName }));
    setFirst(of(1));
    setSecond(of(2));
  }, [approvers.data]);
  const save = useEndpointMutation(updateTypeApproversEndpoint, { invalidates: [getTypeApproversEndpoint] });
  const submit = async () => {
    if (typeId === '') return;
    try {
      await save.mutateAsync({
        params: { id: typeId },
        body: { firstApprovers: first.map((u) => u.id), secondApprovers: second.map((u) => u.id) },
      });
      notify.success('The approvers of the type were saved.');
    } catch {
      // The toast said why.
    }
  };
  const picker = (label: string, value: Pick[], set: (v: Pick[]) => void) => (
    <Autocomplete<Pick, true>
      multiple
      options={options}
      value={value}
      getOptionLabel={(u) => u.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => set(v)}
      renderInput={(params) => <TextField {...params} label={label} helperText="Empty: the chain's members sign." />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" gutterBottom>
        Approvers per type
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          label="Type"
          name="approverType"
          value={typeId}
          onChange={(e) => setTypeId(Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          {types.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {typeId !== '' && (
          <>
            {picker('First approvers', first, setFirst)}
            {picker('Second approvers', second, setSecond)}
            <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
              Save
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
