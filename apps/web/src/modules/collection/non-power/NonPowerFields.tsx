// The two fields both non-power forms start with (decision 057): the bill type, whose default
// amount fills the amount, and the consumer found by account no., name or meter serial.
import { findAccountsEndpoint } from '@ilaw/contracts/collection/accounts/find-accounts';
import type { AccountMatch } from '@ilaw/contracts/collection/accounts/account';
import type { NonPowerType } from '@ilaw/contracts/collection/non-power/non-power';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';

export function NonPowerTypeField({
  active,
  value,
  onChange,
  error,
}: {
  /** The active bill types. */
  active: NonPowerType[];
  value: number;
  onChange: (type: NonPowerType) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      select
      label="Type"
      value={value || ''}
      onChange={(e) => {
        const t = active.find((x) => x.id === Number(e.target.value));
        if (t) onChange(t);
      }}
      error={!!error}
      helperText={error}
    >
      {active.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function useConsumerFinder() {
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<AccountMatch[]>([]);
  const [consumer, setConsumer] = useState<AccountMatch | null>(null);
  const find = async () => {
    const wanted = search.trim();
    if (wanted === '') return;
    const found = await callEndpoint(findAccountsEndpoint, { query: { search: wanted } });
    setMatches(found);
    // An exact account no. or a single match is taken; several leave the choice to the user.
    setConsumer(found.find((f) => f.accountNo === wanted) ?? (found.length === 1 ? found[0]! : null));
  };
  return { search, setSearch, matches, consumer, setConsumer, find };
}

export function ConsumerFinderField({
  finder,
  error,
  emptyHint,
}: {
  finder: ReturnType<typeof useConsumerFinder>;
  error: string | undefined;
  /** What the helper line says while no consumer is chosen. */
  emptyHint: string;
}) {
  const { search, setSearch, matches, consumer, setConsumer, find } = finder;
  return (
    <>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Consumer (account no., name or meter serial)"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
          sx={{ flex: 1 }}
          error={!!error}
          helperText={error ?? (consumer ? `${consumer.accountNo} ${consumer.name}` : emptyHint)}
        />
        <Button onClick={() => void find()}>Find</Button>
      </Stack>
      {matches.length > 1 && !consumer && (
        <TextField
          select
          label="Matches"
          value=""
          onChange={(e) => setConsumer(matches.find((m) => m.consumerId === Number(e.target.value)) ?? null)}
        >
          {matches.map((m) => (
            <MenuItem key={m.consumerId} value={m.consumerId}>
              {m.accountNo} {m.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
