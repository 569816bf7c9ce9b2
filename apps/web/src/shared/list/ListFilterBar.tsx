import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * The row of search, filters and export above a list: one column on a phone, a wrapping row
 * from the desktop width, so every list lays its filters out alike.
 */
export function ListFilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, flexWrap: 'wrap', rowGap: 2 }}>
      {children}
    </Stack>
  );
}
