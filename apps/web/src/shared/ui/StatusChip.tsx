import Chip from '@mui/material/Chip';
import { statusColour } from './status-colour.ts';

export { statusColour, type StatusColour } from './status-colour.ts';

export function StatusChip({ status, label }: { status: string; label?: string }) {
  return (
    <Chip
      size="small"
      label={label ?? status}
      color={statusColour(status)}
      variant="filled"
      data-status={status.toLowerCase()}
      sx={{ fontWeight: 600 }}
    />
  );
}
