// /cpd/it-equipment-inventory/history-owner/:id?: the ownership history of one piece of equipment.
import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { OwnersTable } from './equipment-parts.tsx';

export default function OwnerHistoryPage() {
  const raw = useParams()['id'];
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  const q = useQuery({ ...endpointQuery(getEquipmentEndpoint, { params: { id: id ?? 0 } }), enabled: id !== null });
  return (
    <ScreenAccess reads={getEquipmentEndpoint}>
      <Box>
        <PageHeader
          title={q.data ? `Ownership history of ${q.data.propertyNo}` : 'Ownership history'}
          actions={
            <Button
              component={RouterLink}
              to={id ? `/cpd/it-equipment-inventory/${id}` : '/cpd/it-equipment-inventory'}
            >
              Back
            </Button>
          }
        />
        {id === null ? (
          <Typography>Open a piece of equipment from the inventory to see its owners.</Typography>
        ) : (
          <OwnersTable owners={q.data?.owners ?? []} />
        )}
      </Box>
    </ScreenAccess>
  );
}
