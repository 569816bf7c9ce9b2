// The DCR on paper (legal, portrait), with the count and "Prepared by".
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { PrintPage } from '#web/shared/ui/PrintPage.tsx';
import { DcrSections } from './DcrSections.tsx';

export default function DcrPrintPage() {
  const { id } = useParams();
  const dcr = useQuery({
    ...endpointQuery(getTellerDayEndpoint, { params: { id: Number(id) } }),
    enabled: Number(id) > 0,
  });
  const d = dcr.data;
  if (!d) return null;
  return (
    <PrintPage size="legal">
      <Box sx={{ p: '12mm', fontSize: 12 }}>
        <Typography variant="h6" align="center">
          DAILY COLLECTION REPORT
        </Typography>
        <Typography align="center" sx={{ mb: 2 }}>
          {d.tellerName} · {d.collectionOffice} · {formatDate(d.businessDate)} · {d.status}
        </Typography>
        <DcrSections dcr={d} />
        <Typography>
          Cash counted {formatPeso(d.cashTotal)} · checks {formatPeso(d.checksTotal)} · collected{' '}
          {formatPeso(d.expectedTotal)} · over/short {formatPeso(d.overShort)}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 6 }}>
          <Box>
            Prepared by: <strong>{d.tellerName}</strong>
          </Box>
          <Box>
            Received by: <strong>{d.receivedBy ?? '____________________'}</strong>
          </Box>
        </Box>
      </Box>
    </PrintPage>
  );
}
