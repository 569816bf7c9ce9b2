// The stages of a new connection (SPEC.md: For Inspection, For Evaluation, For Payment, For
// Installing, Accomplished), one step forward at a time. The step out of For Inspection is a passed
// PUE inspection (its own endpoint), the step out of For Payment the OR that pays the fees and
// the step to Accomplished the energized connection order (decision 072); the evaluation is an approval, so the clerk who filed the
// application does not give it (docs/decisions/071).
import { CONNECTION_STAGES, CONNECTION_STAGE_LABELS, ConnectionStage } from '@ilaw/contracts/msd/enums';

export const STAGE_MESSAGES = {
  notNext: (from: string, to: string) => `The application is ${from}; it cannot move to ${to}.`,
  inspectionFirst: 'Record a passed inspection to move the application to For Evaluation.',
  accomplished: 'The application is already accomplished.',
  documentsMissing: (missing: string[]) => `Documents still missing: ${missing.join('; ')}.`,
  pmsFirst: 'The applicant has not attended the pre-membership seminar.',
  ownEvaluation: 'You filed this application; another officer evaluates it.',
  notForInspection: 'Only an application For Inspection is inspected.',
  paidAtTeller: 'The application moves to For Installing when its fees are paid at the teller.',
  energizeFirst: 'The application is accomplished when its connection order is energized.',
} as const;

export interface ApplicationState {
  stage: ConnectionStage;
  createdBy: number | null;
  missingDocuments: string[];
  pmsAttended: boolean;
}

/** The stage after `stage`, or null when accomplished. */
export function nextStage(stage: ConnectionStage): ConnectionStage | null {
  const i = CONNECTION_STAGES.indexOf(stage);
  return CONNECTION_STAGES[i + 1] ?? null;
}

const label = (s: ConnectionStage) => CONNECTION_STAGE_LABELS[s];

/** Why `userId` may not move the application to `to` through the stage endpoint; null when allowed. */
export function stageMoveRefusal(a: ApplicationState, to: ConnectionStage, userId: number): string | null {
  if (a.stage === ConnectionStage.Accomplished) return STAGE_MESSAGES.accomplished;
  if (to === ConnectionStage.ForEvaluation && a.stage === ConnectionStage.ForInspection) {
    return STAGE_MESSAGES.inspectionFirst;
  }
  if (nextStage(a.stage) !== to) return STAGE_MESSAGES.notNext(label(a.stage), label(to));
  // The last two moves are the teller's OR and the crew's energizing (decision 072).
  if (to === ConnectionStage.ForInstalling) return STAGE_MESSAGES.paidAtTeller;
  if (to === ConnectionStage.Accomplished) return STAGE_MESSAGES.energizeFirst;
  if (to === ConnectionStage.ForPayment) {
    if (a.createdBy === userId) return STAGE_MESSAGES.ownEvaluation;
    if (a.missingDocuments.length > 0) return STAGE_MESSAGES.documentsMissing(a.missingDocuments);
    if (!a.pmsAttended) return STAGE_MESSAGES.pmsFirst;
  }
  return null;
}

export interface StageEntry {
  stage: ConnectionStage;
  at: Date;
}

export interface StageSpan {
  stage: ConnectionStage;
  enteredAt: Date;
  leftAt: Date | null;
  /** Hours in the stage (to the next entry, or to `now` while current; none once accomplished). */
  hours: number | null;
}

const HOUR = 3_600_000;

/** The time spent in each stage entered, in order (entries sorted by time). */
export function stageSpans(entries: readonly StageEntry[], now: Date): StageSpan[] {
  return entries.map((e, i) => {
    const next = entries[i + 1];
    const end = next ? next.at : e.stage === ConnectionStage.Accomplished ? null : now;
    return {
      stage: e.stage,
      enteredAt: e.at,
      leftAt: next ? next.at : null,
      hours: end === null ? null : Math.round(((end.getTime() - e.at.getTime()) / HOUR) * 10) / 10,
    };
  });
}
