// The print pack of every report: on paper, the cooperative's letterhead, the report's title and
// filters, the report itself without screen controls, the signatories, and "Printed by ... on ..."
// with "Page N of M" in the page margins. On screen only the report shows; the rest waits for print.
import Bolt from '@mui/icons-material/Bolt';
import GlobalStyles from '@mui/material/GlobalStyles';
import { formatDateTime } from '@ilaw/contracts/format';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useCurrentUser, usePortalInfo } from '#web/shared/auth/session.ts';
import { paperSize, type PaperOrientation, type PaperSize } from '#web/shared/ui/PrintPage.tsx';

export interface ReportFilter {
  label: string;
  value: ReactNode;
}

/** One signature line: "Prepared by" over the name and position. */
export interface ReportSignatory {
  title: string;
  name: string;
  position?: string | undefined;
}

/** A CSS string literal for `content:` (quotes and backslashes escaped, no line breaks). */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ')}"`;
}

export function printedByLine(name: string, at: Date): string {
  return `Printed by ${name} on ${formatDateTime(at)}`;
}

export function ReportPrintPack({
  title,
  filters = [],
  signatories,
  paper = 'a4',
  orientation = 'portrait',
  formNumber,
  children,
}: {
  title: string;
  /** An official form's number, printed above the letterhead ("Civil Service Form No. 6"). */
  formNumber?: ReactNode;
  filters?: readonly ReportFilter[];
  /** Default: "Prepared by" the person printing. */
  signatories?: readonly ReportSignatory[];
  paper?: PaperSize;
  orientation?: PaperOrientation;
  children: ReactNode;
}) {
  const info = usePortalInfo().data;
  const user = useCurrentUser().data;
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // The time on paper is when the print was asked for, not when the screen opened.
    const stamp = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  const printedBy = user?.fullName ?? '';
  const signers = signatories ?? (user ? [{ title: 'Prepared by', name: user.fullName }] : []);
  const coop = info?.cooperative;
  return (
    <div className="report-print-pack" data-testid="report-print-pack">
      <GlobalStyles
        styles={{
          '@page': {
            size: paperSize(paper, orientation),
            margin: '12mm 10mm 16mm',
            '@bottom-left': { content: cssString(printedByLine(printedBy, printedAt)), fontSize: '8pt' },
            '@bottom-right': { content: '"Page " counter(page) " of " counter(pages)', fontSize: '8pt' },
          },
        }}
      />
      {formNumber !== undefined && <div className="print-only report-form-number">{formNumber}</div>}
      <header className="print-only report-letterhead" data-testid="report-letterhead">
        {coop?.hasLogo ? (
          <img src="/api/v2/portal/logo" alt="" className="report-logo" />
        ) : (
          <Bolt className="report-logo" />
        )}
        <div>
          <div className="report-coop-name">{coop?.name ?? ''}</div>
          {coop?.addressLines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          {(coop?.tin ?? '') !== '' && <div>TIN {coop?.tin}</div>}
          {(coop?.contact ?? '') !== '' && <div>{coop?.contact}</div>}
        </div>
      </header>
      <h2 className="print-only report-title">{title}</h2>
      {filters.length > 0 && (
        <div className="print-only report-filters" data-testid="report-filters">
          {filters.map((f) => (
            <span key={f.label}>
              {f.label}: <strong>{f.value}</strong>
            </span>
          ))}
        </div>
      )}
      {children}
      {signers.length > 0 && (
        <footer className="print-only report-signatories" data-testid="report-signatories">
          {signers.map((s) => (
            <div key={`${s.title}:${s.name}`} className="report-signatory">
              <div>{s.title}:</div>
              <div className="report-signature-name">{s.name}</div>
              {s.position !== undefined && <div>{s.position}</div>}
            </div>
          ))}
        </footer>
      )}
      <div className="print-only report-printed-by">{printedByLine(printedBy, printedAt)}</div>
    </div>
  );
}
