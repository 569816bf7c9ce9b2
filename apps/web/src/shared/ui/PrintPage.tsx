import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';

export type PaperSize = 'a3' | 'a4' | 'a5' | 'letter' | 'legal' | 'legal-half';
export type PaperOrientation = 'portrait' | 'landscape';

/** Width and height in portrait (SPEC.md section 2's paper sizes). */
const PAPER: Record<PaperSize, [string, string]> = {
  a3: ['297mm', '420mm'],
  a4: ['210mm', '297mm'],
  a5: ['148mm', '210mm'],
  letter: ['8.5in', '11in'],
  legal: ['8.5in', '14in'],
  'legal-half': ['7in', '8.5in'],
};

/** The CSS `size` of a paper: width then height. */
export function paperSize(size: PaperSize, orientation: PaperOrientation): string {
  const [w, h] = PAPER[size];
  return orientation === 'portrait' ? `${w} ${h}` : `${h} ${w}`;
}

/**
 * One printed sheet: on screen a paper-sized preview, in print one page. Chromium takes the paper
 * from the unnamed @page rule, so the sheet sets it while shown (a printout has one paper size).
 */
export function PrintPage({
  size,
  orientation = 'portrait',
  children,
}: {
  size: PaperSize;
  orientation?: PaperOrientation;
  children: ReactNode;
}) {
  return (
    <div className={`print-page print-${size}-${orientation}`}>
      <GlobalStyles styles={{ '@page': { size: paperSize(size, orientation), margin: 0 } }} />
      {children}
    </div>
  );
}
