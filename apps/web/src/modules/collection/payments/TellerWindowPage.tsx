// Daily Collection Report (Teller): today's window (open the day, take payments) and the list of
// collection days. The cashier and manager see every teller's days here (My work links to the
// closed ones waiting to be received). Partial Payment is the same window accepting short payments.
import { getTellerAuthorizationEndpoint } from '@ilaw/contracts/collection/teller-authorization/get-teller-authorization';
import { openTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/open-teller-day';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { TellerDaysTable } from '../teller-days/TellerDaysTable.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';

function TellerWindow({ partial }: { partial: boolean }) {
  const auth = useQuery(endpointQuery(getTellerAuthorizationEndpoint));
  const open = useEndpointMutation(openTellerDayEndpoint, { invalidates: COLLECTION_READS });
  const a = auth.data;
  if (!a) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {a.teller && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="teller-status">
          {a.teller.name} · {a.teller.collectionOffice} · next OR {a.nextOrNumber ?? '-'} · {a.receiptsLeft} receipts
          left
          {a.day && (
            <>
              {' · '}
              <Link component={RouterLink} to={`/fsd/collection/daily-collection-report/${a.day.id}`}>
                today&apos;s DCR ({a.day.status})
              </Link>
            </>
          )}
        </Typography>
      )}
      {a.reason && (
        <Alert
          severity={a.canOpenDay ? 'info' : 'warning'}
          sx={{ mb: 2 }}
          action={
            a.canOpenDay ? (
              <Button color="inherit" disabled={open.isPending} onClick={() => void open.mutateAsync({ body: {} })}>
                Open today&apos;s collection
              </Button>
            ) : undefined
          }
        >
          {a.reason}
        </Alert>
      )}
      {a.canCollect && <PaymentPanel partial={partial} canCollect={a.canCollect} />}
    </Box>
  );
}

export function TellerWindowPage({ partial }: { partial: boolean }) {
  const user = useCurrentUser();
  const isTeller = user.data?.roles.includes('Teller') ?? false;
  return (
    <Box>
      <PageHeader
        title={partial ? 'Partial Payment' : 'Daily Collection Report'}
        subtitle={
          partial
            ? 'Pay part of what is due; the rest stays on the ledger.'
            : 'Account, amount, Enter: one OR per payment.'
        }
      />
      {isTeller && <TellerWindow partial={partial} />}
      {!partial && <TellerDaysTable />}
    </Box>
  );
}

export default function DailyCollectionReportPage() {
  return <TellerWindowPage partial={false} />;
}
