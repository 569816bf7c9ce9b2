// The field part of Entering Meter Reading (decision 113): the shared outbox panel in a reader's
// words.
import type { FieldReading } from '@ilaw/contracts/billing/readings/sync-field-readings';
import { OutboxPanel } from '#web/shared/offline/OutboxPanel.tsx';
import type { useFieldReadings } from './field-readings.ts';

const TEXTS = {
  noSignal: 'Readings are kept on this phone and sent when it is back online.',
  one: 'reading',
  many: 'readings',
  ready: 'This phone keeps the portal and your route for reading without signal.',
  readyNotice: 'Ready: this route can be read without signal.',
};

export function FieldSyncPanel({
  field,
  onReady,
}: {
  field: ReturnType<typeof useFieldReadings>;
  onReady?: () => Promise<void>;
}) {
  return (
    <OutboxPanel<FieldReading>
      outbox={field}
      texts={TEXTS}
      problemTitle={(p) => `${p.payload.accountNo}: ${p.payload.presentReading} not saved`}
      problemAttributes={(p) => ({ 'data-account': p.payload.accountNo })}
      {...(onReady ? { onReady } : {})}
    />
  );
}
