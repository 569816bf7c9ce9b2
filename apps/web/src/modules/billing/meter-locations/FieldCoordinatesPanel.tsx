// "From the readers' phones" (Upload Coordinates): a route's consumers without coordinates that a
// reading taken on the field app can place, shown first, then taken in one confirmed step.
import type { FieldCoordinate } from '@ilaw/contracts/billing/meter-locations/field-coordinates';
import { listMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/list-meter-locations';
import { previewFieldCoordinatesEndpoint } from '@ilaw/contracts/billing/meter-locations/preview-field-coordinates';
import { takeFieldCoordinatesEndpoint } from '@ilaw/contracts/billing/meter-locations/take-field-coordinates';
import { formatCount, formatDateTime, formatNumber } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';

const columns: Column<FieldCoordinate>[] = [
  { key: 'seq', header: 'Seq.', align: 'right', render: (p) => p.sequence ?? '-' },
  { key: 'account', header: 'Account no.', render: (p) => p.accountNo },
  { key: 'name', header: 'Name', render: (p) => p.name },
  { key: 'at', header: 'Latitude, longitude', render: (p) => `${p.latitude}, ${p.longitude}` },
  { key: 'read', header: 'Read at', render: (p) => formatDateTime(new Date(p.readAt)) },
];

export function FieldCoordinatesPanel({ routeId }: { routeId: number | undefined }) {
  const preview = useQuery({
    ...endpointQuery(previewFieldCoordinatesEndpoint, { query: { routeId: routeId ?? 0 } }),
    enabled: routeId !== undefined,
  });
  const take = useEndpointMutation(takeFieldCoordinatesEndpoint, {
    invalidates: [previewFieldCoordinatesEndpoint, listMeterLocationsEndpoint],
  });
  const [confirming, setConfirming] = useState(false);
  const proposals = preview.data?.proposals ?? [];
  return (
    <Box component="section" aria-label="From the readers' phones" sx={{ mt: 3 }}>
      <Typography variant="subtitle1">From the readers&apos; phones</Typography>
      {routeId === undefined ? (
        <Typography variant="body2" color="text.secondary">
          Choose a route: its consumers without coordinates are placed where the reader&apos;s phone stood at their
          latest reading.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {preview.data
              ? `Without coordinates on this route: ${formatCount(preview.data.missing, 'consumer')}. A phone reading can place ${formatNumber(proposals.length, 0)} of them.`
              : 'Looking for phone readings...'}
          </Typography>
          {proposals.length > 0 && (
            <>
              <SimpleTable
                caption="Coordinates from phone readings"
                columns={columns}
                rows={proposals}
                loading={preview.isFetching}
                rowKey={(p) => p.consumerId}
              />
              <Button variant="contained" sx={{ mt: 1 }} onClick={() => setConfirming(true)}>
                Place {formatCount(proposals.length, 'consumer')}
              </Button>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Place consumers from phone readings"
        message={`Set the coordinates of ${formatCount(proposals.length, 'consumer')} to where the reader's phone stood at their latest reading? Consumers placed meanwhile are not moved.`}
        confirmLabel="Place"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const r = await take.mutateAsync({
            body: { routeId: routeId ?? 0, consumerIds: proposals.map((p) => p.consumerId) },
          });
          notify.success(
            `Placed ${formatCount(r.placed, 'consumer')}${r.skipped > 0 ? `; ${formatNumber(r.skipped, 0)} skipped` : ''}.`,
          );
          setConfirming(false);
        }}
      />
    </Box>
  );
}
