// The data privacy agreement at sign-in (decision 101): the portal opens once the user accepts
// the current version; the server refuses everything else to the session until then.
import { acceptAgreementEndpoint } from '@ilaw/contracts/privacy/accept-agreement';
import { getMyAgreementEndpoint } from '@ilaw/contracts/privacy/get-my-agreement';
import { formatDateTime } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { CURRENT_USER_KEY } from '#web/shared/auth/session.ts';
import { useSignOut } from '#web/shared/auth/use-sign-out.ts';
import { BootProgress } from '../shell/RootShell.tsx';

export default function AgreementGate() {
  const mine = useQuery(endpointQuery(getMyAgreementEndpoint));
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [agreed, setAgreed] = useState(false);
  const accept = useEndpointMutation(acceptAgreementEndpoint, {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  if (mine.isPending) return <BootProgress />;
  if (mine.isError) throw mine.error;
  const agreement = mine.data.agreement;
  if (agreement === null) {
    // Nothing to accept (withdrawn meanwhile is impossible: versions are kept); refresh the user.
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    return <BootProgress />;
  }
  return (
    <Box component="main" sx={{ maxWidth: 820, mx: 'auto', my: { xs: 1, sm: 4 }, px: 1 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="overline">Data privacy agreement · version {agreement.version}</Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {agreement.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Published {formatDateTime(agreement.publishedAt)}. Read and accept it to use the portal.
        </Typography>
        <Box
          role="document"
          aria-label="Agreement text"
          tabIndex={0}
          sx={{ whiteSpace: 'pre-wrap', maxHeight: '50vh', overflowY: 'auto', border: 1, borderColor: 'divider', p: 2 }}
        >
          {agreement.body}
        </Box>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label="I have read and understood this agreement, and I consent to it."
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={() => void signOut()}>Sign out</Button>
          <Button
            variant="contained"
            disabled={!agreed}
            loading={accept.isPending}
            onClick={() =>
              void accept.mutateAsync({ body: { version: agreement.version } }).catch(() => mine.refetch())
            }
          >
            Accept and continue
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
