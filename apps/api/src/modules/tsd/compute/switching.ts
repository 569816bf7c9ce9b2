// ANSI/ASQ Z1.4 switching rules (section 8) over a continuing series of lots of one kind (decision
// 117). Pure: the lots decided so far, in the order they were formed, give the severity the next
// lot is inspected at. Open lots do not count until decided.
import type { InspectionSeverity, SwitchingState } from '@ilaw/contracts/tsd/meter-lots/meter-lot';

export interface DecidedLot {
  result: 'Accepted' | 'Rejected';
  /** The lot's acceptance number and defectives found, for the switching score. */
  acceptNo: number;
  defectives: number;
  /** Acceptance number of the AQL one step tighter at the lot's sample size (Ac >= 2 plans). */
  scoreAcceptNo: number | null;
}

export const START: SwitchingState = {
  severity: 'Normal',
  switchingScore: 0,
  recentNormal: [],
  tightenedAccepted: 0,
  tightenedRejected: 0,
  discontinued: false,
};

/** Z1.4 8.3.3, single sampling: +3 / +2 for an accepted lot, else back to 0. */
export function nextScore(score: number, lot: DecidedLot): number {
  if (lot.result !== 'Accepted') return 0;
  if (lot.acceptNo >= 2) {
    const tighter = lot.scoreAcceptNo ?? lot.acceptNo;
    return lot.defectives <= tighter ? score + 3 : 0;
  }
  return score + 2;
}

const normalAgain = (discontinued = false): SwitchingState => ({ ...START, discontinued });

export function applyDecision(state: SwitchingState, lot: DecidedLot): SwitchingState {
  const accepted = lot.result === 'Accepted';
  switch (state.severity) {
    case 'Normal': {
      // 8.3.1: two of five or fewer consecutive lots not accepted.
      const recentNormal = [...state.recentNormal, accepted].slice(-5);
      if (recentNormal.filter((a) => !a).length >= 2) {
        return { ...START, severity: 'Tightened', discontinued: false };
      }
      // 8.3.3: reduced once the switching score reaches 30.
      const switchingScore = nextScore(state.switchingScore, lot);
      if (switchingScore >= 30) return { ...START, severity: 'Reduced' };
      return { ...state, recentNormal, switchingScore };
    }
    case 'Tightened': {
      if (accepted) {
        // 8.3.2: five consecutive lots accepted on tightened inspection.
        const tightenedAccepted = state.tightenedAccepted + 1;
        if (tightenedAccepted >= 5) return normalAgain();
        return { ...state, tightenedAccepted, discontinued: false };
      }
      // 8.4: five lots not accepted while on tightened inspection discontinue the inspection;
      // the next lot formed resumes it at tightened (the supplier's corrective action taken).
      const tightenedRejected = state.tightenedRejected + 1;
      if (tightenedRejected >= 5) return { ...START, severity: 'Tightened', discontinued: true };
      return { ...state, tightenedAccepted: 0, tightenedRejected, discontinued: false };
    }
    case 'Reduced':
      // 8.3.4: a lot not accepted on reduced inspection returns to normal.
      return accepted ? state : normalAgain();
  }
}

export function switchingState(lots: readonly DecidedLot[]): SwitchingState {
  return lots.reduce(applyDecision, START);
}

export type { InspectionSeverity };
