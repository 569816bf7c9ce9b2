import type { ReactNode } from 'react';

export type PaperSize = 'a3' | 'a4' | 'a5' | 'letter' | 'legal' | 'legal-half';
export type PaperOrientation = 'portrait' | 'landscape';

/** One printed sheet: on screen a paper-sized preview, in print its own @page size (print.css). */
export function PrintPage({
  size,
  orientation = 'portrait',
  children,
}: {
  size: PaperSize;
  orientation?: PaperOrientation;
  children: ReactNode;
}) {
  return <div className={`print-page print-${size}-${orientation}`}>{children}</div>;
}
