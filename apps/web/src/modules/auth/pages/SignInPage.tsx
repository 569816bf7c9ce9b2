import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  type LoginRequest,
  loginEndpoint,
  loginRequest,
} from '@ilaw/contracts/auth/login';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { CURRENT_USER_KEY, useCurrentUser, usePortalInfo } from '#web/shared/auth/session.ts';
import { assignExternal, isExternal, safeReturnPath } from '#web/shared/browser/navigate-external.ts';
import { PasswordField } from '#web/shared/forms/PasswordField.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { BootProgress } from '#web/app/shell/RootShell.tsx';

const HOME = '/dashboard';

function signInFailure(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return LOGIN_FAILED_MESSAGE;
  if (error.status === 429) return LOGIN_THROTTLED_MESSAGE;
  if (error.status === 400) return error.body?.errors['generalErrors']?.[0] ?? null;
  return null;
}

export default function SignInPage() {
  const { data: user, isPending } = useCurrentUser();
  const { data: portal } = usePortalInfo();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest, LoginRequest>(loginRequest, { username: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const back = safeReturnPath(searchParams.get('redirect')) ?? HOME;

  if (isPending) return <BootProgress />;
  if (user) return <Navigate to={back} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (body === null) return;
    setBusy(true);
    setFailure(null);
    try {
      // Wrong credentials are answered on the form itself, not with the generic toasts.
      const signedIn = await callEndpoint(loginEndpoint, { body, quietStatuses: [400, 401, 429] });
      queryClient.setQueryData(CURRENT_USER_KEY, signedIn);
      if (isExternal(back)) assignExternal(back);
      else await navigate(back, { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
      setFailure(signInFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
            }}
          >
            <LightbulbOutlined />
          </Box>
          <Box>
            <Typography variant="h1" component="h1" data-testid="product-name">
              {portal?.name ?? 'Ilaw'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Staff portal · sign in to continue
            </Typography>
          </Box>
        </Stack>
        {portal?.demoMode === true && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="demo-marker">
            Demonstration portal: the data here is made up.
          </Alert>
        )}
        {failure !== null && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="sign-in-error">
            {failure}
          </Alert>
        )}
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField {...form.text('username')} label="Username" autoComplete="username" autoFocus sx={{ mb: 1 }} />
          <PasswordField
            {...form.text('password')}
            label="Password"
            autoComplete="current-password"
            size="small"
            fullWidth
            sx={{ mb: 1 }}
          />
          <Button type="submit" variant="contained" fullWidth size="large" loading={busy}>
            Sign in
          </Button>
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
          <Link component={RouterLink} to="/user/forgot-password" variant="body2">
            Forgot password?
          </Link>
          <Link component={RouterLink} to="/request" variant="body2">
            Look up my DTR
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
