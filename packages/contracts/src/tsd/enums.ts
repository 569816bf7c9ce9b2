// Technical services enumerations (SPEC.md section 3), stored as text by name
// (TestResult.Passed, never 0).

/** Transformer sizes in kVA (SPEC.md). */
export const TRANSFORMER_KVA_SIZES = ['10', '15', '25', '37.5', '50', '75', '100', '167', '250', '333', '500'] as const;
export type TransformerKva = (typeof TRANSFORMER_KVA_SIZES)[number];

export const TEMPERATURE_RISES = [55, 65, 85] as const;

export const TransformerOwnership = { Cooperative: 'Cooperative', Private: 'Private', SoleUser: 'SoleUser' } as const;
export type TransformerOwnership = (typeof TransformerOwnership)[keyof typeof TransformerOwnership];
export const TRANSFORMER_OWNERSHIPS = ['Cooperative', 'Private', 'SoleUser'] as const;
export const OWNERSHIP_LABELS: Record<TransformerOwnership, string> = {
  Cooperative: 'The cooperative',
  Private: 'Private',
  SoleUser: 'Sole user',
};

export const BUSHING_TYPES = ['DoubleBushing', 'SingleBushing', 'DoubleBushingCsp'] as const;
export type BushingType = (typeof BUSHING_TYPES)[number];
export const BUSHING_LABELS: Record<BushingType, string> = {
  DoubleBushing: 'Double bushing',
  SingleBushing: 'Single bushing',
  DoubleBushingCsp: 'Double bushing CSP',
};

export const CORE_TYPES = ['SiliconSteelCore', 'AmorphousMetalCore'] as const;
export type CoreType = (typeof CORE_TYPES)[number];
export const CORE_LABELS: Record<CoreType, string> = {
  SiliconSteelCore: 'Silicon steel core',
  AmorphousMetalCore: 'Amorphous metal core',
};

export const COOLING_CLASSES = ['OA', 'FA'] as const;
export type CoolingClass = (typeof COOLING_CLASSES)[number];

export const Phase = { SinglePhase: 'SinglePhase', ThreePhase: 'ThreePhase' } as const;
export type Phase = (typeof Phase)[keyof typeof Phase];
export const PHASES = [Phase.SinglePhase, Phase.ThreePhase] as const;
export const PHASE_LABELS: Record<Phase, string> = { SinglePhase: 'Single phase', ThreePhase: 'Three phase' };

export const Polarity = { Additive: 'Additive', Subtractive: 'Subtractive' } as const;
export type Polarity = (typeof Polarity)[keyof typeof Polarity];
export const POLARITIES = [Polarity.Additive, Polarity.Subtractive] as const;

/** Test result (SPEC.md: Passed 0, Failed 1). */
export const TestResult = { Passed: 'Passed', Failed: 'Failed' } as const;
export type TestResult = (typeof TestResult)[keyof typeof TestResult];
export const TEST_RESULTS = [TestResult.Passed, TestResult.Failed] as const;

/** Transformer mounting (SPEC.md: Mounted 0, Dismounted 1). */
export const Mounting = { Mounted: 'Mounted', Dismounted: 'Dismounted' } as const;
export type Mounting = (typeof Mounting)[keyof typeof Mounting];
export const MOUNTINGS = [Mounting.Mounted, Mounting.Dismounted] as const;

export const MovementAction = { Installed: 'Installed', Removed: 'Removed' } as const;
export type MovementAction = (typeof MovementAction)[keyof typeof MovementAction];
export const MOVEMENT_ACTIONS = [MovementAction.Installed, MovementAction.Removed] as const;

/** Why a transformer was tested. */
export const TEST_PURPOSES = ['Acceptance', 'Routine', 'Repair', 'Complaint'] as const;
export type TestPurpose = (typeof TEST_PURPOSES)[number];

/** Turns ratio readings name the phase (A only for single-phase units). */
export const TEST_PHASES = ['A', 'B', 'C'] as const;
export type TestPhase = (typeof TEST_PHASES)[number];

export const LoadFlag = { Normal: 'Normal', Overload: 'Overload', Underload: 'Underload' } as const;
export type LoadFlag = (typeof LoadFlag)[keyof typeof LoadFlag];
export const LOAD_FLAGS = [LoadFlag.Normal, LoadFlag.Overload, LoadFlag.Underload] as const;

/** Meter type (SPEC.md: Primary, Secondary CT Rated, Secondary Self-Contained). */
export const METER_TYPES = ['Primary', 'SecondaryCtRated', 'SecondarySelfContained'] as const;
export type MeterType = (typeof METER_TYPES)[number];
export const METER_TYPE_LABELS: Record<MeterType, string> = {
  Primary: 'Primary',
  SecondaryCtRated: 'Secondary CT Rated',
  SecondarySelfContained: 'Secondary Self-Contained',
};

/** Meter shape (SPEC.md: Round 0, Square 1). */
export const METER_SHAPES = ['Round', 'Square'] as const;
export type MeterShape = (typeof METER_SHAPES)[number];

/** Why a meter came to the laboratory. */
export const MeterReceiptReason = {
  New: 'New',
  InServiceSample: 'InServiceSample',
  Complaint: 'Complaint',
  PulledOut: 'PulledOut',
} as const;
export type MeterReceiptReason = (typeof MeterReceiptReason)[keyof typeof MeterReceiptReason];
export const METER_RECEIPT_REASONS = ['New', 'InServiceSample', 'Complaint', 'PulledOut'] as const;
export const METER_RECEIPT_REASON_LABELS: Record<MeterReceiptReason, string> = {
  New: 'New',
  InServiceSample: 'In-service sample',
  Complaint: 'Complaint',
  PulledOut: 'Pulled out',
};

export const INTERRUPTION_KINDS = ['Scheduled', 'Unscheduled'] as const;
export type InterruptionKind = (typeof INTERRUPTION_KINDS)[number];
export const INTERRUPTION_SCOPES = ['Feeder', 'Area'] as const;
export type InterruptionScope = (typeof INTERRUPTION_SCOPES)[number];
