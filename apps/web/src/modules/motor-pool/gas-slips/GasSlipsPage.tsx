// /isd/motor-pool/transportation-record/form/:id?: Transportation Record. Without an id the gas
// slips issued (new ones here too); with one, the slip on paper. Printing records the print first
// (counted and audited); a reprint says which print it is.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { createGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/create-gas-slip';
import type { GasSlip } from '@ilaw/contracts/motorpool/gas-slips/gas-slip';
import { getGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/get-gas-slip';
import { listGasSlipsEndpoint } from '@ilaw/contracts/motorpool/gas-slips/list-gas-slips';
import { printGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/print-gas-slip';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { MOTORPOOL_READS } from '../motorpool-parts.tsx';
import { GasSlipDialog } from './GasSlipDialog.tsx';

const PATH = '/isd/motor-pool/transportation-record/form';

export default function GasSlipsPage() {
  const raw = useParams()['id'];
  const id = raw === undefined ? null : Number(raw);
  return id === null || !Number.isInteger(id) || id < 1 ? <GasSlipList /> : <GasSlipSheet id={id} />;
}

function GasSlipList() {
  const list = useListParams({ filters: {} });
  const rows = usePagedEndpoint(listGasSlipsEndpoint, { query: { ...list.query } });
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const columns: Column<GasSlip>[] = [
    { key: 'no', header: 'Slip no.', render: (s) => s.slipNo },
    { key: 'date', header: 'Date', render: (s) => formatDate(s.slipDate) },
    { key: 'vehicle', header: 'Vehicle', render: (s) => `${s.vehicle} (${s.plateNo})` },
    { key: 'driver', header: 'Driver', render: (s) => s.driver },
    { key: 'trip', header: 'Trip', render: (s) => s.tripNo ?? '-' },
    { key: 'liters', header: 'Liters', align: 'right', render: (s) => s.liters },
    { key: 'amount', header: 'Amount', align: 'right', render: (s) => formatPeso(s.amount) },
    { key: 'prints', header: 'Prints', align: 'right', render: (s) => s.printCount },
  ];
  return (
    <ScreenAccess reads={listGasSlipsEndpoint}>
      <Box>
        <PageHeader
          title="Transportation Record"
          subtitle="Gas slips issued: liters, price, station; every print counted."
          actions={
            can(createGasSlipEndpoint) ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                New gas slip
              </Button>
            ) : undefined
          }
        />
        <Paper variant="outlined">
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(s) => s.id}
            rowHref={(s) => `${PATH}/${s.id}`}
            caption="Gas slips"
            emptyText="No gas slips."
          />
        </Paper>
        {adding && <GasSlipDialog trip={null} onClose={() => setAdding(false)} />}
      </Box>
    </ScreenAccess>
  );
}

function GasSlipSheet({ id }: { id: number }) {
  const slip = useQuery(endpointQuery(getGasSlipEndpoint, { params: { id } }));
  const [printed, setPrinted] = useState<GasSlip | null>(null);
  const print = useEndpointMutation(printGasSlipEndpoint, { invalidates: [...MOTORPOOL_READS, getGasSlipEndpoint] });
  const shown = printed ?? slip.data ?? null;
  const doPrint = async () => {
    setPrinted(await print.mutateAsync({ params: { id } }));
    // The sheet shows the counted print (a reprint says so) before the browser prints it.
    requestAnimationFrame(() => window.print());
  };
  return (
    <ScreenAccess reads={getGasSlipEndpoint}>
      <Box>
        <PageHeader
          title="Gas Slip"
          actions={
            <>
              <Button component={RouterLink} to={PATH}>
                All gas slips
              </Button>
              <Button variant="contained" onClick={() => void doPrint()} disabled={print.isPending}>
                Print
              </Button>
            </>
          }
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          {shown ? (
            <ReportPrintPack
              title={`GAS SLIP No. ${shown.slipNo}`}
              paper="a5"
              signatories={[
                { title: 'Requested by', name: shown.requestedBy },
                { title: 'Received by', name: shown.driver },
              ]}
            >
              <Typography sx={{ fontWeight: 700 }} data-testid="print-count">
                {shown.printCount > 1
                  ? `REPRINT (print no. ${shown.printCount})`
                  : `Prints so far: ${shown.printCount}`}
              </Typography>
              <Table size="small" aria-label="Gas slip">
                <TableBody>
                  {[
                    ['Date', formatDate(shown.slipDate)],
                    ['Vehicle', `${shown.vehicle} (${shown.plateNo})`],
                    ['Driver', shown.driver],
                    ['Gas station', shown.gasStation],
                    ['Fuel', shown.fuelType + (shown.withContainer ? ', with container' : '')],
                    ['Liters', `${shown.liters} (${shown.litersInWords})`],
                    ['Price per liter', formatPeso(shown.pricePerLiter)],
                    ['Amount', formatPeso(shown.amount)],
                    ['Purpose', shown.purpose],
                    ['Trip ticket', shown.tripNo ?? '-'],
                  ].map(([label, value]) => (
                    <TableRow key={label}>
                      <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '30%' }}>
                        {label}
                      </TableCell>
                      <TableCell>{value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ReportPrintPack>
          ) : (
            <Typography>Loading the gas slip...</Typography>
          )}
        </Paper>
      </Box>
    </ScreenAccess>
  );
}
