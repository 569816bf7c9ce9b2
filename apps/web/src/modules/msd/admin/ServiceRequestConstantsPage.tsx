// /admin/service-request-approvers/constants: the office hours the working-hours clock counts.
import { getServiceRequestConstantsEndpoint } from '@ilaw/contracts/msd/service-request-constants/get-service-request-constants';
import {
  serviceRequestConstantsFields,
  type ServiceRequestConstants,
} from '@ilaw/contracts/msd/service-request-constants/service-request-constants';
import { updateServiceRequestConstantsEndpoint } from '@ilaw/contracts/msd/service-request-constants/update-service-request-constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { AdminTabs } from './AdminTabs.tsx';

const EMPTY: ServiceRequestConstants = {
  workdayStart: '08:00',
  breakStart: '12:00',
  breakEnd: '13:00',
  workdayEnd: '17:00',
  saturdayIsWorkday: false,
};

function Screen() {
  const constants = useQuery(endpointQuery(getServiceRequestConstantsEndpoint));
  const save = useEndpointMutation(updateServiceRequestConstantsEndpoint, {
    invalidates: [getServiceRequestConstantsEndpoint],
  });
  const form = useForm(serviceRequestConstantsFields, EMPTY);
  const { setValues } = form;
  useEffect(() => {
    if (constants.data) setValues(constants.data);
  }, [constants.data, setValues]);
  const submit = async () => {
    const body = form.validate();
    if (body === null) return;
    try {
      await save.mutateAsync({ body });
      notify.success('The office hours were saved.');
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  const time = (name: keyof Omit<ServiceRequestConstants, 'saturdayIsWorkday'>, label: string) => (
    <TextField type="time" label={label} {...form.text(name)} slotProps={{ inputLabel: { shrink: true } }} />
  );
  return (
    <Box>
      <PageHeader title="Service Request Constants" subtitle={<AdminTabs current="constants" />} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Types counted in working hours run only within these hours, Monday to Friday (and Saturday when set), never on
          the holidays of the calendar. Requests already filed keep their due time.
        </Typography>
        <GeneralError message={form.errors.generalErrors} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {time('workdayStart', 'Day starts')}
          {time('breakStart', 'Break starts')}
          {time('breakEnd', 'Break ends')}
          {time('workdayEnd', 'Day ends')}
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={form.values.saturdayIsWorkday}
              onChange={(e) => form.set('saturdayIsWorkday', e.target.checked)}
            />
          }
          label="Saturday is a working day"
        />
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
            Save
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

export default function ServiceRequestConstantsPage() {
  return (
    <ScreenAccess reads={updateServiceRequestConstantsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
