// Pieces the motor pool screens share: vehicle and driver pickers, the service alert chip, and
// the reads each change refreshes.
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import type { ServiceDueState } from '@ilaw/contracts/motorpool/common';
import { listGasSlipsEndpoint } from '@ilaw/contracts/motorpool/gas-slips/list-gas-slips';
import { listMaintenanceEndpoint } from '@ilaw/contracts/motorpool/maintenance/list-maintenance';
import { getStatusBoardEndpoint } from '@ilaw/contracts/motorpool/status-board/get-status-board';
import { getTripTicketEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/get-trip-ticket';
import { listTripTicketsEndpoint } from '@ilaw/contracts/motorpool/trip-tickets/list-trip-tickets';
import { listVehiclesEndpoint } from '@ilaw/contracts/motorpool/vehicles/list-vehicles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

/** Everything a motor pool change may move (vehicles' odometer, the board, trips, fuel, services). */
export const MOTORPOOL_READS = [
  listVehiclesEndpoint,
  getStatusBoardEndpoint,
  listTripTicketsEndpoint,
  getTripTicketEndpoint,
  listGasSlipsEndpoint,
  listMaintenanceEndpoint,
];

const DUE: Record<ServiceDueState, { key: string; label: string } | null> = {
  None: null,
  Ok: null,
  DueSoon: { key: 'pending', label: 'Service due soon' },
  Overdue: { key: 'failed', label: 'Service overdue' },
};

export function ServiceDueChip({ state }: { state: ServiceDueState }) {
  const d = DUE[state];
  return d ? <StatusChip status={d.key} label={d.label} /> : null;
}

interface PickerProps {
  name: string;
  label: string;
  value: number | string | null;
  onChange: (id: number) => void;
  error: string | undefined;
}

/** Vehicles in service. */
export function VehiclePicker({ name, label, value, onChange, error }: PickerProps) {
  const vehicles = useQuery(endpointQuery(listVehiclesEndpoint, { query: { status: 'Active' } }));
  return (
    <TextField
      select
      fullWidth
      required
      name={name}
      label={label}
      value={value ? String(value) : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      error={error !== undefined}
      helperText={error ?? ' '}
    >
      {(vehicles.data ?? []).map((v) => (
        <MenuItem key={v.id} value={String(v.id)}>
          {`${v.vehicleNo} ${v.name} (${v.plateNo})`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Drivers are employees (the staff directory). */
export function DriverPicker({
  name,
  label,
  value,
  onChange,
  error,
  required = true,
}: PickerProps & { required?: boolean }) {
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: {} }));
  return (
    <TextField
      select
      fullWidth
      required={required}
      name={name}
      label={label}
      value={value ? String(value) : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      error={error !== undefined}
      helperText={error ?? ' '}
    >
      {!required && <MenuItem value="">-</MenuItem>}
      {(employees.data ?? []).map((e) => (
        <MenuItem key={e.id} value={String(e.id)}>
          {`${e.fullName} (${e.employeeId})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
