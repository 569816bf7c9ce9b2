// One printed bill: a single A4 portrait sheet fed with a bill (docs/decisions/043). The single
// bill view and the route print view both render it, so a bill looks the same either way.
import type { Bill } from '@ilaw/contracts/billing/bills/bill';
import type { BillApproval } from '@ilaw/contracts/billing/bills/list-bill-signatories';
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { formatDate, formatDateTime, formatNumber, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PrintPage } from '#web/shared/ui/PrintPage.tsx';
import { billMonthLabel } from '../../bill-months/BillMonthField.tsx';
import { lineRateText } from '../../shared/decimal-text.ts';

/** The consumer's marks printed beside the class and the route (not part of the bill record). */
export interface SheetConsumer {
  sequence: number | null;
  isLifeliner: boolean;
  isSeniorCitizen: boolean;
}

const KIND_HEADINGS: Record<Bill['lines'][number]['kind'], string> = {
  charge: 'Charges',
  discount: 'Discounts',
  vat: 'Value Added Tax',
};

/** Peso amount without the sign for printed columns (the heading says pesos). */
const amount = (v: string | null) => formatNumber(v);

/** The branch's name for the sheet's header, or its two-digit code while branches load. */
export function branchLabel(branches: readonly { code: number; name: string }[] | undefined, code: number): string {
  return branches?.find((x) => x.code === code)?.name ?? String(code).padStart(2, '0');
}

export function BillSheet({
  bill: b,
  consumer: c,
  branchName,
  coopName,
  approvals,
}: {
  bill: Bill;
  consumer: SheetConsumer | undefined;
  branchName: string;
  coopName: string;
  /** The cancellation or adjustment behind the bill and who signed it (decision 014). */
  approvals?: readonly BillApproval[];
}) {
  const classLabel = Object.values(CONSUMER_CLASS).find((x) => x.value === b.consumerClass)?.label ?? b.consumerClass;
  const groups = (['charge', 'discount', 'vat'] as const)
    .map((kind) => ({ kind, lines: b.lines.filter((l) => l.kind === kind) }))
    .filter((g) => g.lines.length > 0);
  return (
    <PrintPage size="a4">
      <Box className="bill-print" data-testid="printable-bill" sx={printSx}>
        <header>
          <div className="coop">{coopName}</div>
          <div>{branchName} Branch</div>
          <h1>Statement of Account (Electric Bill)</h1>
          {b.status !== 'Posted' && (
            <div className="void">
              {b.status === 'Cancelled' ? 'CANCELLED' : 'ADJUSTED: replaced by a corrected bill'}
            </div>
          )}
        </header>
        <section className="facts">
          <Fact label="Account no.">{b.accountNo}</Fact>
          <Fact label="Bill no.">{b.billNo}</Fact>
          <Fact label="Name">{b.consumerName}</Fact>
          <Fact label="Billing period">{billMonthLabel(b.period)}</Fact>
          <Fact label="Address">{b.address || '-'}</Fact>
          <Fact label="Due date">
            <strong>{formatDate(b.dueDate)}</strong>
          </Fact>
          <Fact label="Class">
            {b.consumerClass} - {classLabel}
            {c?.isLifeliner ? ' (lifeliner)' : ''}
            {c?.isSeniorCitizen ? ' (senior citizen)' : ''}
          </Fact>
          <Fact label="Route / sequence">
            {b.routeCode ?? '-'}
            {c?.sequence !== null && c?.sequence !== undefined ? ` / ${c.sequence}` : ''}
          </Fact>
          <Fact label="Meter serial">{b.meterSerial ?? '-'}</Fact>
          <Fact label="Bill type">{b.kind}</Fact>
        </section>
        <table className="readings" aria-label="Readings">
          <thead>
            <tr>
              <th>Previous reading</th>
              <th>Present reading</th>
              <th>Multiplier</th>
              {b.demandKw !== null && <th>Demand (kW)</th>}
              <th>kWh used</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{formatNumber(b.previousReading)}</td>
              <td>{formatNumber(b.presentReading)}</td>
              <td>{formatNumber(b.multiplier, 4)}</td>
              {b.demandKw !== null && <td>{formatNumber(b.demandKw)}</td>}
              <td>
                <strong>{formatNumber(b.kwh)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <table className="lines" aria-label="Bill lines">
          <thead>
            <tr>
              <th className="left">Particulars</th>
              <th>Quantity</th>
              <th>Rate</th>
              <th>Amount (₱)</th>
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.kind}>
              <tr className="group">
                <td colSpan={4}>{KIND_HEADINGS[g.kind]}</td>
              </tr>
              {g.lines.map((l) => (
                <tr key={l.seq} data-line-code={l.code}>
                  <td className="left">{l.description}</td>
                  <td>{l.quantity === null ? '' : formatNumber(l.quantity)}</td>
                  <td>{lineRateText(l)}</td>
                  <td>{amount(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr className="total">
              <td className="left" colSpan={3}>
                Total amount due
              </td>
              <td data-testid="bill-total">{formatPeso(b.totalAmount)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="due">
          Please pay on or before <strong>{formatDate(b.dueDate)}</strong>.
        </p>
        {(approvals ?? []).map((a) => (
          <section className="signatories" key={`${a.documentType}-${a.documentId}`} data-testid="bill-signatories">
            <div className="signatories-title">{a.title}</div>
            <div className="signatories-row">
              {a.signatories.map((s, i) => (
                <div className="signatory" key={i}>
                  <div className="name">{s.name}</div>
                  <div>
                    {s.signatoryType}, {formatDate(s.at)}
                  </div>
                </div>
              ))}
            </div>
          </section>
        ))}
        <footer>
          Computed {formatDateTime(b.computedAt)} · Bill {b.billNo}
        </footer>
      </Box>
    </PrintPage>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <span className="label">{label}</span>
      <span className="value">{children}</span>
    </div>
  );
}

// Plain black-on-white, sized in points so the sheet looks the same on screen and on paper.
const printSx = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontSize: '10pt',
  color: '#000',
  '& header': { textAlign: 'center', borderBottom: '2px solid #000', pb: '6pt', mb: '8pt' },
  '& header .coop': { fontSize: '14pt', fontWeight: 700, textTransform: 'uppercase' },
  '& header h1': { fontSize: '12pt', m: '4pt 0 0' },
  '& header .void': {
    mt: '4pt',
    fontWeight: 700,
    fontSize: '12pt',
    border: '2px solid #000',
    display: 'inline-block',
    px: '8pt',
  },
  '& .facts': { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: '16pt', rowGap: '2pt', mb: '8pt' },
  '& .fact': { display: 'flex', gap: '6pt' },
  '& .fact .label': { minWidth: '90pt', color: '#333' },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: '8pt', breakInside: 'avoid' },
  '& th, & td': { border: '1px solid #000', p: '2pt 4pt', textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .readings th, & .readings td': { textAlign: 'center' },
  '& th': { background: '#eee', WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
  '& .left': { textAlign: 'left' },
  '& .group td': { textAlign: 'left', fontWeight: 700, background: '#f6f6f6' },
  '& .total td': { fontWeight: 700, fontSize: '12pt' },
  '& .due': { m: '4pt 0' },
  '& footer': { mt: '8pt', fontSize: '8pt', color: '#333' },
  '& .signatories': { mt: '8pt', breakInside: 'avoid' },
  '& .signatories-title': { fontWeight: 700 },
  '& .signatories-row': { display: 'flex', flexWrap: 'wrap', gap: '8pt 24pt', mt: '4pt' },
  '& .signatory': { minWidth: '120pt', fontSize: '9pt' },
  '& .signatory .name': { borderBottom: '1px solid #000', fontWeight: 700, pt: '12pt' },
} as const;
