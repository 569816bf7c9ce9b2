// Pieces the technical-services screens share: the transformer picker and the result chip.
import type { Transformer } from '@ilaw/contracts/tsd/transformers/transformer';
import { searchTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/search-transformers';
import { PHASE_LABELS } from '@ilaw/contracts/tsd/enums';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

export const transformerLabel = (t: Pick<Transformer, 'serialNo' | 'kva' | 'phase' | 'poleNo'>) =>
  `${t.serialNo} · ${t.kva} kVA ${PHASE_LABELS[t.phase]}${t.poleNo ? ` · pole ${t.poleNo}` : ''}`;

/** Finds a transformer by the start of its serial or pole no. */
export function TransformerPicker({
  value,
  onChange,
  error,
}: {
  value: Transformer | null;
  onChange: (t: Transformer | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    ...endpointQuery(searchTransformersEndpoint, { query: { search } }),
    enabled: search.length >= 2,
  });
  return (
    <Autocomplete<Transformer>
      options={found.data ?? []}
      value={value}
      onChange={(_, t) => onChange(t)}
      onInputChange={(_, v) => setText(v)}
      filterOptions={(x) => x}
      getOptionLabel={transformerLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={search.length < 2 ? 'Type the serial or pole no.' : 'No transformer matches.'}
      renderInput={(params) => (
        <TextField
          {...params}
          name="transformer"
          label="Transformer"
          required
          error={error !== undefined}
          helperText={error ?? 'Serial or pole no.'}
          sx={{ mt: 1 }}
        />
      )}
    />
  );
}

export function ResultChip({ result }: { result: string | null }) {
  return result === null ? <StatusChip status="pending" label="Pending" /> : <StatusChip status={result} />;
}
