import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';

interface SearchFieldProps {
  /** The filter as the list holds it (in the URL); undefined when empty. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when empty). */
  onChange: (value: string | undefined) => void;
  label?: string;
  placeholder?: string;
  name?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A list's search box: answers at once while typing and hands the text to the list when typing
 * pauses, so the URL and the server see one search, not one per key.
 */
export function SearchField({
  value,
  onChange,
  label = 'Search',
  placeholder,
  name = 'search',
  size,
  autoFocus = false,
  sx = { minWidth: 260 },
}: SearchFieldProps) {
  const [textValue, setTextValue] = useState(value ?? '');
  const debounced = useDebouncedValue(textValue);
  // The value last handed over: a different one comes from elsewhere (Back, a link) and is shown.
  const sent = useRef(value);
  useEffect(() => {
    const next = debounced.trim() || undefined;
    if (next === sent.current) return;
    sent.current = next;
    onChange(next);
    // Only a pause in typing hands the text over (onChange is a new function every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setTextValue(value ?? '');
  }, [value]);
  return (
    <TextField
      label={label}
      name={name}
      value={textValue}
      onChange={(e) => setTextValue(e.target.value)}
      fullWidth={false}
      autoFocus={autoFocus}
      {...(placeholder === undefined ? {} : { placeholder })}
      {...(size === undefined ? {} : { size })}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
}
