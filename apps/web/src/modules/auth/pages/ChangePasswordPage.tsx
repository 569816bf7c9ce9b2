import {
  type ChangePasswordRequest,
  changePasswordEndpoint,
  changePasswordRequest,
} from '@ilaw/contracts/auth/change-password';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { CURRENT_USER_KEY, useCurrentUser } from '#web/shared/auth/session.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { PasswordField } from '#web/shared/forms/PasswordField.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { AuthCard } from './AuthCard.tsx';

export default function ChangePasswordPage() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<ChangePasswordRequest, ChangePasswordRequest>(changePasswordRequest, {
    currentPassword: '',
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
      await callEndpoint(changePasswordEndpoint, { body });
      notify.success('Your password has been changed.');
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      form.reset();
      await navigate('/dashboard');
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Change Password" subtitle="Your other signed-in sessions will be signed out.">
      {user?.mustChangePassword === true && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="must-change-password">
          You are using a temporary password. Choose your own password to continue.
        </Alert>
      )}
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          {...form.text('currentPassword')}
          label="Current password"
          autoComplete="current-password"
          size="small"
          fullWidth
          autoFocus
        />
        <PasswordField
          {...form.text('newPassword')}
          label="New password"
          autoComplete="new-password"
          size="small"
          fullWidth
        />
        <PasswordField
          {...form.text('confirmPassword')}
          label="Confirm new password"
          autoComplete="new-password"
          size="small"
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth loading={busy}>
          Change password
        </Button>
      </Box>
    </AuthCard>
  );
}
