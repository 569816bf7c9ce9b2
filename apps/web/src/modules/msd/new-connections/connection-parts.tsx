// Small pieces shared by the new connection screens: the stage chip and labels.
import { formatDateTime } from '@ilaw/contracts/format';
import { CONNECTION_STAGES, CONNECTION_STAGE_LABELS, type ConnectionStage } from '@ilaw/contracts/msd/enums';
import Chip from '@mui/material/Chip';

const COLORS: Record<ConnectionStage, 'default' | 'info' | 'warning' | 'primary' | 'success'> = {
  ForInspection: 'default',
  ForEvaluation: 'info',
  ForPayment: 'warning',
  ForInstalling: 'primary',
  Accomplished: 'success',
};

export function StageChip({ stage }: { stage: ConnectionStage }) {
  return <Chip size="small" color={COLORS[stage]} label={CONNECTION_STAGE_LABELS[stage]} />;
}

export const STAGE_OPTIONS = CONNECTION_STAGES.map((s) => ({ value: s, label: CONNECTION_STAGE_LABELS[s] }));

export const when = (iso: string | null) => (iso === null ? '-' : formatDateTime(new Date(iso)));

/** "12.5 h" under two days, else "3.2 d". */
export function duration(hours: number | null): string {
  if (hours === null) return '-';
  return hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} d`;
}
