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
import { PaymentPanel, type WindowMode } from './PaymentPanel.tsx';
import { WalkInNonPowerPanel } from './WalkInNonPowerPanel.tsx';

function TellerWindow({ partial, mode }: { partial: boolean; mode: WindowMode }) {
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
      {a.day && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {mode !== 'bills' && (
            <>
              <Link component={RouterLink} to="/fsd/collection/daily-collection-report">
                Bills
              </Link>
              {' · '}
            </>
          )}
          <Link component={RouterLink} to={`/fsd/collection/daily-collection-report/${a.day.id}/advance-payment`}>
            Advance payment
          </Link>
          {' · '}
          <Link component={RouterLink} to={`/fsd/collection/daily-collection-report/${a.day.id}/non-power-bill`}>
            Non-power bills
          </Link>
          {' · '}
          <Link component={RouterLink} to={`/fsd/collection/daily-collection-report/${a.day.id}/non-power-bill/types`}>
            Non-power bill types
          </Link>
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
      {a.canCollect && <PaymentPanel partial={partial} canCollect={a.canCollect} mode={mode} />}
      {a.canCollect && mode === 'non-power' && <WalkInNonPowerPanel />}
    </Box>
  );
}

const HEADINGS: Record<WindowMode | 'partial', { title: string; subtitle: string }> = {
  bills: { title: 'Daily Collection Report', subtitle: 'Account, amount, Enter: one OR per payment.' },
  partial: { title: 'Partial Payment', subtitle: 'Pay part of what is due; the rest stays on the ledger.' },
  advance: {
    title: 'Advance Payment',
    subtitle: "A deposit on the consumer's advance balance; it pays the next bills when they post.",
  },
  'non-power': {
    title: 'Non Power Bill Payment',
    subtitle: 'Fees, installments, materials and services, in full, on one OR.',
  },
};

export function TellerWindowPage({ partial, mode = 'bills' }: { partial: boolean; mode?: WindowMode }) {
  const user = useCurrentUser();
  const isTeller = user.data?.roles.includes('Teller') ?? false;
  const heading = HEADINGS[partial ? 'partial' : mode];
  return (
    <Box>
      <PageHeader title={heading.title} subtitle={heading.subtitle} />
      {isTeller && <TellerWindow partial={partial} mode={mode} />}
      {!partial && mode === 'bills' && <TellerDaysTable />}
    </Box>
  );
}

export default function DailyCollectionReportPage() {
  return <TellerWindowPage partial={false} />;
}
