import Alert from '@mui/material/Alert';

/** A form-wide message (a 409 without a field, a rule across fields) above the fields. */
export function GeneralError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
