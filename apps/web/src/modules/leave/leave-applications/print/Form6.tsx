// CSC Form No. 6 (Revised 2020), the application for leave, filled in from one application:
// 1-5 the applicant, 6.A-D the application, 7.A the leave credits as of filing, 7.B-D the
// recommendation and decision with the names of its sign-off. Salary (5) and the details of 6.B
// are left to the pen: the leave officer does not read salaries, and the portal does not ask them.
import { formatDate } from '@ilaw/contracts/format';
import type { LeaveApplicationForm } from '@ilaw/contracts/leave/leave-applications/leave-application-form';
import type { ReactNode } from 'react';
import type { ReportSignatory } from '#web/shared/print/ReportPrintPack.tsx';
import { formatDays } from '../../components/leave-labels.ts';
import { FORM6_LEAVE_TYPES, form6Signers, hasOwnBox } from './form6-parts.ts';
import './form6.css';

function Check({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <div className="f6-check">
      <span className="f6-box" data-checked={on}>
        {on ? '✓' : ''}
      </span>
      <span>{children}</span>
    </div>
  );
}

function Signature({ name, caption }: { name: string; caption: string }) {
  return (
    <div className="f6-sign">
      <div className="f6-sign-name">{name}</div>
      <div className="f6-sign-caption">{caption}</div>
    </div>
  );
}

export function Form6({
  form,
  signatories,
  certifiedBy,
}: {
  form: LeaveApplicationForm;
  /** The application's sign-off (useDocumentSignatories). */
  signatories: readonly ReportSignatory[] | undefined;
  /** The leave officer certifying 7.A (HR printing); blank when the employee prints their own. */
  certifiedBy: string;
}) {
  const { application: a, employee: e, credits } = form;
  const approved = a.status === 1;
  const disapproved = a.status === 2;
  const { recommending, approving } = form6Signers(signatories, approved);
  const inclusive =
    a.dateFrom === a.dateTo ? formatDate(a.dateFrom) : `${formatDate(a.dateFrom)} to ${formatDate(a.dateTo)}`;
  const other = hasOwnBox(a.leaveTypeCode) ? '' : a.leaveTypeName;
  return (
    <div className="f6" data-testid="form-6">
      <div className="f6-row" style={{ gridTemplateColumns: '1.2fr 1fr 1fr 1fr' }}>
        <div>
          <div className="f6-label">1. OFFICE/DEPARTMENT</div>
          <div className="f6-value">{e.office}</div>
        </div>
        <div>
          <div className="f6-label">2. NAME: (Last)</div>
          <div className="f6-value">{e.lastName}</div>
        </div>
        <div>
          <div className="f6-label">(First)</div>
          <div className="f6-value">{e.firstName}</div>
        </div>
        <div>
          <div className="f6-label">(Middle)</div>
          <div className="f6-value">{e.middleName}</div>
        </div>
      </div>
      <div className="f6-row" style={{ gridTemplateColumns: '1fr 1.4fr 1fr' }}>
        <div>
          <div className="f6-label">3. DATE OF FILING</div>
          <div className="f6-value">{formatDate(a.filedAt)}</div>
        </div>
        <div>
          <div className="f6-label">4. POSITION</div>
          <div className="f6-value">{e.position}</div>
        </div>
        <div>
          <div className="f6-label">5. SALARY</div>
          <div className="f6-value" />
        </div>
      </div>
      <div className="f6-band">6. DETAILS OF APPLICATION</div>
      <div className="f6-row" style={{ gridTemplateColumns: '1.15fr 1fr' }}>
        <div>
          <div className="f6-sub">6.A TYPE OF LEAVE TO BE AVAILED OF</div>
          {FORM6_LEAVE_TYPES.map((t) => (
            <Check key={t.label} on={t.code === a.leaveTypeCode}>
              {t.label} <span className="f6-cite">({t.basis})</span>
            </Check>
          ))}
          <div style={{ marginTop: '1.5mm' }}>Others:</div>
          <div className="f6-line">{other}</div>
        </div>
        <div>
          <div className="f6-sub">6.B DETAILS OF LEAVE</div>
          <div>
            <em>In case of Vacation/Special Privilege Leave:</em>
          </div>
          <Check on={false}>Within the Philippines ____________</Check>
          <Check on={false}>Abroad (Specify) ____________</Check>
          <div>
            <em>In case of Sick Leave:</em>
          </div>
          <Check on={false}>In Hospital (Specify Illness) ____________</Check>
          <Check on={false}>Out Patient (Specify Illness) ____________</Check>
          <div>
            <em>In case of Special Leave Benefits for Women:</em>
          </div>
          <div>(Specify Illness) ____________</div>
          <div>
            <em>In case of Study Leave:</em>
          </div>
          <Check on={false}>Completion of Master&apos;s Degree</Check>
          <Check on={false}>BAR/Board Examination Review</Check>
          <div>
            <em>Other purpose:</em>
          </div>
          <Check on={false}>Monetization of Leave Credits</Check>
          <Check on={false}>Terminal Leave</Check>
          <div style={{ marginTop: '1.5mm' }}>Reason:</div>
          <div className="f6-line" data-testid="form-6-reason">
            {a.reason}
          </div>
        </div>
      </div>
      <div className="f6-row" style={{ gridTemplateColumns: '1.15fr 1fr' }}>
        <div>
          <div className="f6-sub">6.C NUMBER OF WORKING DAYS APPLIED FOR</div>
          <div className="f6-line" data-testid="form-6-days">
            {formatDays(a.days)}
          </div>
          <div className="f6-sub" style={{ marginTop: '1.5mm' }}>
            INCLUSIVE DATES
          </div>
          <div className="f6-line" data-testid="form-6-dates">
            {inclusive}
          </div>
        </div>
        <div>
          <div className="f6-sub">6.D COMMUTATION</div>
          <Check on={false}>Not Requested</Check>
          <Check on={false}>Requested</Check>
          <Signature
            name={`${e.firstName} ${e.middleName ? `${e.middleName.charAt(0)}. ` : ''}${e.lastName}`}
            caption="(Signature of Applicant)"
          />
        </div>
      </div>
      <div className="f6-band">7. DETAILS OF ACTION ON APPLICATION</div>
      <div className="f6-row" style={{ gridTemplateColumns: '1.15fr 1fr' }}>
        <div>
          <div className="f6-sub">7.A CERTIFICATION OF LEAVE CREDITS</div>
          <div style={{ textAlign: 'center', marginBottom: '1mm' }}>
            As of <u>{formatDate(credits.asOf)}</u>
          </div>
          <table className="f6-credits" aria-label="Certification of leave credits">
            <thead>
              <tr>
                <th />
                <th>Vacation Leave</th>
                <th>Sick Leave</th>
              </tr>
            </thead>
            <tbody>
              {(
                [
                  ['Total Earned', 'totalEarned'],
                  ['Less this application', 'lessThisApplication'],
                  ['Balance', 'balance'],
                ] as const
              ).map(([label, key]) => (
                <tr key={key}>
                  <td>
                    <em>{label}</em>
                  </td>
                  <td>{formatDays(credits.vacation[key])}</td>
                  <td>{formatDays(credits.sick[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Signature name={certifiedBy} caption="(Authorized Officer)" />
        </div>
        <div>
          <div className="f6-sub">7.B RECOMMENDATION</div>
          <Check on={recommending.length > 0 && !disapproved}>For approval</Check>
          <Check on={disapproved}>For disapproval due to:</Check>
          <div className="f6-line">{disapproved ? (a.decisionRemarks ?? '') : ''}</div>
          <Signature
            name={recommending.map((s) => s.name).join(', ')}
            caption={
              recommending.length > 0 ? `(${recommending.map((s) => s.title).join(', ')})` : '(Authorized Officer)'
            }
          />
        </div>
      </div>
      <div className="f6-row" style={{ gridTemplateColumns: '1.15fr 1fr', borderBottom: 'none' }}>
        <div>
          <div className="f6-sub">7.C APPROVED FOR:</div>
          <div>
            <u data-testid="form-6-with-pay">&nbsp;{approved ? formatDays(a.paidDays) : ''}&nbsp;</u> days with pay
          </div>
          <div>
            <u data-testid="form-6-without-pay">&nbsp;{approved ? formatDays(a.withoutPayDays) : ''}&nbsp;</u> days
            without pay
          </div>
          <div>
            <u>&nbsp;&nbsp;&nbsp;</u> others (Specify)
          </div>
        </div>
        <div>
          <div className="f6-sub">7.D DISAPPROVED DUE TO:</div>
          <div className="f6-line">{disapproved ? (a.decisionRemarks ?? '') : ''}</div>
        </div>
      </div>
      <Signature name={approving?.name ?? ''} caption={approving ? `(${approving.title})` : '(Authorized Official)'} />
      <div style={{ height: '3mm' }} />
    </div>
  );
}
