import type { EmployeeDtr } from '@ilaw/contracts/dtr/records/daily-time-record';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Print from '@mui/icons-material/Print';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Form48Sheets, type Paper } from './Form48.tsx';
import { sheetCount } from './sheet-count.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';

/** The paper and copies of a print route, from its URL query. */
export function usePrintOptions(defaultCopies: 1 | 2) {
  const url = useUrlState();
  const paper: Paper = url.get('paper') === 'legal' ? 'legal' : 'a4';
  const copiesParam = url.get('copies');
  const copies: 1 | 2 = copiesParam === '1' ? 1 : copiesParam === '2' ? 2 : defaultCopies;
  return {
    paper,
    copies,
    setPaper: (value: string) => url.set({ paper: value }),
    setCopies: (value: string) => url.set({ copies: value }),
  };
}

/**
 * A print route (layout 'none'): a toolbar that does not print, then the Form 48 sheets.
 * `sheets` undefined means loading; `error` a failed load (the toast said why).
 */
export function PrintScreen({
  title,
  sheets,
  error,
  defaultCopies,
}: {
  title: string;
  sheets: readonly EmployeeDtr[] | undefined;
  error: boolean;
  defaultCopies: 1 | 2;
}) {
  const { paper, copies, setPaper, setCopies } = usePrintOptions(defaultCopies);
  useEffect(() => {
    document.title = `${title} - Ilaw`;
  }, [title]);
  return (
    <div>
      <div className="dtr-print-toolbar no-print">
        <Button component={RouterLink} to="/isd/hr/daily-time-record" startIcon={<ArrowBack />}>
          Daily Time Record
        </Button>
        <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
          {title}
          {sheets ? ` · ${sheetCount(sheets)}` : ''}
        </Typography>
        <TextField
          select
          size="small"
          label="Paper"
          value={paper}
          onChange={(e) => setPaper(e.target.value)}
          sx={{ width: 230 }}
        >
          <MenuItem value="a4">A4 landscape (two forms)</MenuItem>
          <MenuItem value="legal">Legal landscape (two legal-half forms)</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Copies of each"
          value={String(copies)}
          onChange={(e) => setCopies(e.target.value)}
          sx={{ width: 200 }}
        >
          <MenuItem value="1">1 (two employees a sheet)</MenuItem>
          <MenuItem value="2">2 (employee and office copy)</MenuItem>
        </TextField>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!sheets?.length}>
          Print
        </Button>
      </div>
      {error && (
        <Alert severity="error" sx={{ m: 2 }} className="no-print">
          The daily time records could not be loaded.
        </Alert>
      )}
      {!error && sheets === undefined && <CircularProgress aria-label="Loading daily time records" sx={{ m: 4 }} />}
      {sheets?.length === 0 && (
        <Alert severity="info" sx={{ m: 2 }} className="no-print">
          No employees to print for this choice.
        </Alert>
      )}
      {sheets && sheets.length > 0 && <Form48Sheets sheets={sheets} paper={paper} copies={copies} />}
    </div>
  );
}

export function MissingParameters({ what }: { what: string }) {
  return (
    <Alert severity="warning" sx={{ m: 2 }}>
      Open this page from Daily Time Record: it needs {what} in its address.
    </Alert>
  );
}
