// Account number / name / meter serial autocomplete over GET api/fsd/billing/Consumer. The API
// matches the start of each (docs/decisions/041), so typing "05-" or "DELA CRUZ" narrows quickly.
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { listConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-consumers';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';

export interface ConsumerSearchFieldProps {
  value: Consumer | null;
  onChange: (consumer: Consumer | null) => void;
  label?: string;
  /** Only consumers of this branch. */
  branchCode?: number;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The input's name (tests and forms). */
  name?: string;
}

export function consumerLabel(c: Pick<Consumer, 'accountNo' | 'name'>): string {
  return `${c.accountNo} · ${c.name}`;
}

/** The typed text, settled after a short pause so every keystroke does not query. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

export function ConsumerSearchField({
  value,
  onChange,
  label = 'Consumer',
  branchCode,
  autoFocus,
  size = 'medium',
  error,
  helperText,
  required,
  disabled,
  name = 'consumer',
}: ConsumerSearchFieldProps) {
  const [input, setInput] = useState('');
  const search = useSettled(input.trim());
  const typedSelection = value !== null && input === consumerLabel(value);
  const enabled = search.length >= 2 && !typedSelection;
  const results = useQuery({
    ...endpointQuery(listConsumersEndpoint, {
      query: { search, page: 1, itemsPerPage: 15, ...(branchCode === undefined ? {} : { branchCode }) },
    }),
    enabled,
  });
  const options = enabled ? (results.data?.data ?? []) : value === null ? [] : [value];

  return (
    <Autocomplete<Consumer>
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={options}
      // The server already filtered by the start of account, name or serial.
      filterOptions={(all) => all}
      getOptionLabel={consumerLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={enabled && results.isFetching}
      noOptionsText={search.length < 2 ? 'Type 2 or more characters' : 'No consumer matches'}
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, c) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">
              <strong>{c.accountNo}</strong> {c.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[c.meterSerial && `Meter ${c.meterSerial}`, c.routeCode && `Route ${c.routeCode}`, c.barangay, c.town]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder="Account no., name, meter serial or address"
          autoFocus={autoFocus}
          size={size}
          error={error}
          helperText={helperText}
          required={required}
        />
      )}
    />
  );
}
