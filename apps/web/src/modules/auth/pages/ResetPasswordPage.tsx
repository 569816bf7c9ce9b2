import {
  RESET_TOKEN_INVALID,
  type ResetPasswordRequest,
  resetPasswordEndpoint,
  resetPasswordRequest,
} from '@ilaw/contracts/auth/reset-password';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { PasswordField } from '#web/shared/forms/PasswordField.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { AuthCard } from './AuthCard.tsx';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const form = useForm<ResetPasswordRequest, ResetPasswordRequest>(resetPasswordRequest, {
    token,
    newPassword: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (body === null) return;
    setBusy(true);
    try {
      await callEndpoint(resetPasswordEndpoint, { body });
      notify.success('Your password has been changed. Sign in with the new password.');
      await navigate('/', { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password of at least 8 characters.">
      {token === '' || form.errors.token !== undefined ? (
        <Alert severity="error" data-testid="reset-token-invalid">
          {RESET_TOKEN_INVALID}
        </Alert>
      ) : (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <GeneralError message={form.errors.generalErrors} />
          <PasswordField
            {...form.text('newPassword')}
            label="New password"
            autoComplete="new-password"
            size="small"
            fullWidth
            autoFocus
          />
          <PasswordField
            {...form.text('confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
            size="small"
            fullWidth
          />
          <Button type="submit" variant="contained" fullWidth loading={busy}>
            Set new password
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/user/forgot-password" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        Ask for a new reset link
      </Link>
    </AuthCard>
  );
}
