import {
  type ForgotPasswordRequest,
  forgotPasswordEndpoint,
  forgotPasswordRequest,
} from '@ilaw/contracts/auth/forgot-password';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { AuthCard } from './AuthCard.tsx';

export default function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordRequest, ForgotPasswordRequest>(forgotPasswordRequest, { usernameOrEmail: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate();
    if (body === null) return;
    setBusy(true);
    try {
      setSent((await callEndpoint(forgotPasswordEndpoint, { body })).message);
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your username or email address and we will email you a reset link."
    >
      {sent !== null ? (
        <Alert severity="success" data-testid="forgot-password-sent">
          {sent}
        </Alert>
      ) : (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField {...form.text('usernameOrEmail')} label="Username or email" autoComplete="username" autoFocus />
          <Button type="submit" variant="contained" fullWidth loading={busy}>
            Send reset link
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
