import { formatDate } from '@ilaw/contracts/format';
import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { listEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/list-equipment';
import type { ResponseOf } from '@ilaw/contracts/http';
import Paper from '@mui/material/Paper';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';

export const EQUIPMENT_READS = [listEquipmentEndpoint, getEquipmentEndpoint];

type Owner = ResponseOf<typeof getEquipmentEndpoint>['owners'][number];

/** Who was accountable, newest first. */
export function OwnersTable({ owners }: { owners: readonly Owner[] }) {
  return (
    <Paper variant="outlined">
      <SimpleTable
        columns={[
          { key: 'employee', header: 'Employee', render: (o: Owner) => o.employee },
          { key: 'from', header: 'From', render: (o: Owner) => formatDate(o.fromDate) },
          { key: 'to', header: 'To', render: (o: Owner) => (o.toDate ? formatDate(o.toDate) : 'present') },
          { key: 'remarks', header: 'Remarks', render: (o: Owner) => o.remarks ?? '-' },
        ]}
        rows={owners}
        rowKey={(o) => `${o.employeeId}-${o.fromDate}`}
        caption="Ownership history"
        emptyText="Nobody has been accountable for it yet."
      />
    </Paper>
  );
}
