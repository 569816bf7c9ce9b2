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

/** A transformer on the map (decision 115): mounted by its latest loading, or dismounted (its last place). */
export const TransformerMapGroup = {
  Overloaded: 'Overloaded',
  Underloaded: 'Underloaded',
  Normal: 'Normal',
  NotRead: 'NotRead',
  Dismounted: 'Dismounted',
} as const;
export type TransformerMapGroup = (typeof TransformerMapGroup)[keyof typeof TransformerMapGroup];
export const TRANSFORMER_MAP_GROUPS = [
  TransformerMapGroup.Overloaded,
  TransformerMapGroup.Underloaded,
  TransformerMapGroup.Normal,
  TransformerMapGroup.NotRead,
  TransformerMapGroup.Dismounted,
] as const;
export const TRANSFORMER_MAP_GROUP_LABELS: Record<TransformerMapGroup, string> = {
  Overloaded: 'Overloaded',
  Underloaded: 'Underloaded',
  Normal: 'Normal load',
  NotRead: 'Mounted, not read',
  Dismounted: 'Dismounted (last place)',
};

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

/** Transformer application types (SPEC.md section 3, values 39 to 45). */
export const TRANSFORMER_APPLICATION_TYPES = [
  'NewConnection',
  'SpecialLighting',
  'Replacement',
  'UpratingOfLoads',
  'DownratingOfLoads',
  'SoleToCommonUse',
  'Transfer',
] as const;
export type TransformerApplicationType = (typeof TRANSFORMER_APPLICATION_TYPES)[number];
export const TRANSFORMER_APPLICATION_TYPE_LABELS: Record<TransformerApplicationType, string> = {
  NewConnection: 'New Connection',
  SpecialLighting: 'Special Lighting',
  Replacement: 'Replacement',
  UpratingOfLoads: 'Uprating of Loads',
  DownratingOfLoads: 'Down rating of Loads',
  SoleToCommonUse: 'Sole To Common Use',
  Transfer: 'Transfer',
};

/** Transformer service request status (SPEC.md: New 0, Assigned 1, Accomplished 2, Cancelled 3, ForSchedule 4). */
export const TRANSFORMER_REQUEST_STATUSES = ['New', 'Assigned', 'Accomplished', 'Cancelled', 'ForSchedule'] as const;
export type TransformerRequestStatus = (typeof TRANSFORMER_REQUEST_STATUSES)[number];
export const TRANSFORMER_REQUEST_STATUS_LABELS: Record<TransformerRequestStatus, string> = {
  New: 'New',
  Assigned: 'Assigned',
  Accomplished: 'Accomplished',
  Cancelled: 'Cancelled',
  ForSchedule: 'For Schedule',
};

/**
 * Where a transformer application stands (decision 081): intake at member services, inspection,
 * evaluation (testing), approval through the engine, payment at the teller, installation.
 * ForInstallation is ForPayment with its bill paid (read from the bill, never stored twice).
 */
export const TRANSFORMER_APPLICATION_STAGES = [
  'ForInspection',
  'ForEvaluation',
  'ForApproval',
  'ForPayment',
  'ForInstallation',
  'Installed',
  'Disapproved',
  'Cancelled',
] as const;
export type TransformerApplicationStage = (typeof TRANSFORMER_APPLICATION_STAGES)[number];
export const TRANSFORMER_APPLICATION_STAGE_LABELS: Record<TransformerApplicationStage, string> = {
  ForInspection: 'For inspection',
  ForEvaluation: 'For evaluation',
  ForApproval: 'For approval',
  ForPayment: 'For payment',
  ForInstallation: 'For installation',
  Installed: 'Installed',
  Disapproved: 'Disapproved',
  Cancelled: 'Cancelled',
};

/**
 * Fee and material items (SPEC.md section 3, values 0 to 22; SPEC.md does not show their order, so
 * this order is ours). TestingFeeEvat is the EVAT line of the testing fee: it is computed from the
 * VAT rate of the priced items, never priced itself. The five KV2C variants are named by meter form
 * (a GUESS: SPEC.md says only "KV2C meter variants").
 */
export const FEE_ITEMS = [
  'TestingFee',
  'TestingFeeEvat',
  'UpdatedGuaranteeDeposit',
  'InspectionFee',
  'DismountingFee',
  'InstallationFee',
  'CutOutAssemblyWithArrester',
  'HaulingFee',
  'Kv2cMeterForm2S',
  'Kv2cMeterForm5S',
  'Kv2cMeterForm9S',
  'Kv2cMeterForm12S',
  'Kv2cMeterForm16S',
  'MeterClass100',
  'MeterClass200',
  'MeterSocket4Jaws',
  'MeterSocket5Jaws',
  'MeterSocket7Jaws',
  'MeterSocket13Jaws',
  'CurrentTransformer10To5',
  'PotentialTransformer70To1',
  'CurrentTransformer200To5',
  'CurrentTransformer150To5',
] as const;
export type FeeItem = (typeof FEE_ITEMS)[number];
/** The items a price list prices (all but the computed EVAT line). */
export type PricedFeeItem = Exclude<FeeItem, 'TestingFeeEvat'>;
export const PRICED_FEE_ITEMS: readonly PricedFeeItem[] = FEE_ITEMS.filter(
  (i): i is PricedFeeItem => i !== 'TestingFeeEvat',
);
export const FEE_ITEM_LABELS: Record<FeeItem, string> = {
  TestingFee: 'Testing fee',
  TestingFeeEvat: 'EVAT',
  UpdatedGuaranteeDeposit: 'Updated guarantee deposit',
  InspectionFee: 'Inspection fee',
  DismountingFee: 'Dismounting fee',
  InstallationFee: 'Installation fee',
  CutOutAssemblyWithArrester: 'Cut-out assembly with arrester',
  HaulingFee: 'Hauling fee',
  Kv2cMeterForm2S: 'KV2C meter, form 2S',
  Kv2cMeterForm5S: 'KV2C meter, form 5S',
  Kv2cMeterForm9S: 'KV2C meter, form 9S',
  Kv2cMeterForm12S: 'KV2C meter, form 12S',
  Kv2cMeterForm16S: 'KV2C meter, form 16S',
  MeterClass100: 'kWh meter, Class 100',
  MeterClass200: 'kWh meter, Class 200',
  MeterSocket4Jaws: 'Meter socket, 4 jaws',
  MeterSocket5Jaws: 'Meter socket, 5 jaws',
  MeterSocket7Jaws: 'Meter socket, 7 jaws',
  MeterSocket13Jaws: 'Meter socket, 13 jaws',
  CurrentTransformer10To5: 'CT 10:5',
  PotentialTransformer70To1: 'PT 70:1',
  CurrentTransformer200To5: 'CT 200:5',
  CurrentTransformer150To5: 'CT 150:5',
};

/** A sampling lot: new meters accepted from a delivery, or meters in service sampled every two years. */
export const METER_LOT_KINDS = ['Acceptance', 'InService'] as const;
export type MeterLotKind = (typeof METER_LOT_KINDS)[number];
export const METER_LOT_KIND_LABELS: Record<MeterLotKind, string> = {
  Acceptance: 'Acceptance (new meters)',
  InService: 'In-service sample',
};
export const LOT_RESULTS = ['Open', 'Accepted', 'Rejected'] as const;
export type LotResult = (typeof LOT_RESULTS)[number];
/** ANSI/ASQ Z1.4's inspection severities, switched by the lots' results (decision 117). */
export const INSPECTION_SEVERITIES = ['Normal', 'Tightened', 'Reduced'] as const;
export type InspectionSeverity = (typeof INSPECTION_SEVERITIES)[number];
