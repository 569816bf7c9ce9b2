// /fsd/collection/daily-collection-report/:id?/non-power-bill/types: what the window charges for
// (decision 057): each non-power bill type with its GL account and default amount, for the teller.
import { PAYMENT_KIND } from '@ilaw/contracts/collection/common';
import { listNonPowerTypesEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-types';
import { formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const kindLabel = (value: number | null) => Object.values(PAYMENT_KIND).find((k) => k.value === value)?.label ?? '-';

function NonPowerTypes() {
  const types = useQuery(endpointQuery(listNonPowerTypesEndpoint));
  const active = (types.data ?? []).filter((t) => t.isActive);
  return (
    <Box>
      <PageHeader title="Non Power Bill Types" subtitle="What the window collects besides power bills." />
      <Table size="small" aria-label="Non-power bill types">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Payment kind</TableCell>
            <TableCell>GL account</TableCell>
            <TableCell align="right">Default amount</TableCell>
            <TableCell align="right">VAT</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {active.map((t) => (
            <TableRow key={t.id}>
              <TableCell>{t.code}</TableCell>
              <TableCell>{t.name}</TableCell>
              <TableCell>{kindLabel(t.paymentKind)}</TableCell>
              <TableCell>{t.glCode}</TableCell>
              <TableCell align="right">{t.defaultAmount ? formatPeso(t.defaultAmount) : '-'}</TableCell>
              <TableCell align="right">{Number(t.vatPercent) > 0 ? `${t.vatPercent}%` : 'Exempt'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function NonPowerTypesPage() {
  return (
    <ScreenAccess reads={listNonPowerTypesEndpoint}>
      <NonPowerTypes />
    </ScreenAccess>
  );
}
