// Picks a material by item code or description, searched on the server (the catalogue is large).
import { listMaterialsEndpoint } from '@ilaw/contracts/warehouse/materials/list-materials';
import type { Material } from '@ilaw/contracts/warehouse/materials/material';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';

export type PickedMaterial = Pick<Material, 'id' | 'itemCode' | 'description' | 'unitCode'>;

export function MaterialPicker({
  value,
  onChange,
  label = 'Material',
  error,
  name = 'material',
}: {
  value: PickedMaterial | null;
  onChange: (m: PickedMaterial | null) => void;
  label?: string;
  error?: string | undefined;
  name?: string;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim());
  const found = useQuery({
    ...endpointQuery(listMaterialsEndpoint, { query: { search, itemsPerPage: 20, page: 1 } }),
    placeholderData: keepPreviousData,
  });
  const options: PickedMaterial[] = found.data?.data ?? [];
  return (
    <Autocomplete
      options={options}
      value={value}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(m) => `${m.itemCode} ${m.description}`}
      onChange={(_, m) => onChange(m)}
      onInputChange={(_, v) => setInput(v)}
      loading={found.isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error !== undefined}
          helperText={error ?? ' '}
          size="small"
        />
      )}
      sx={{ minWidth: 280, flex: 2 }}
    />
  );
}
