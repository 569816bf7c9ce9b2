import Alert from '@mui/material/Alert';
import { ApiError } from '#web/shared/api/api-error.ts';

/** The personal screens' 404: the account is not linked to an employee record (server's words). */
export function NotLinked({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {error.message}
    </Alert>
  );
}
