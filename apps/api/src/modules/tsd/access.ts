// Who reaches technical services' endpoints (SPEC.md section 6 roles).
import type { Role } from '@ilaw/contracts/roles';

type Roles = [Role, ...Role[]];

/** The registry's readers: the department's desks and crews that work on transformers. */
export const TRANSFORMER_READERS: Roles = [
  'DistributionTransformer',
  'MeterLab',
  // Evaluates transformer applications: picks the tested unit and its data sheet (decision 081).
  'TransformerForTesting',
  'TransformerLoadManagement',
  'TransformerInstallation',
  'PowerMonitoring',
];
/** Registers transformers, corrects them, keeps the brands. */
export const TRANSFORMER_EDITORS: Roles = ['DistributionTransformer'];
/** Record installations and removals. */
export const TRANSFORMER_MOVERS: Roles = ['DistributionTransformer', 'TransformerInstallation'];
/** Test transformers: data sheets and results (the meter laboratory tests them too). */
export const TESTERS: Roles = ['DistributionTransformer', 'MeterLab'];
/** Load management (the menu shows it to MeterLab). */
export const LOAD_READERS: Roles = [
  'TransformerLoadManagement',
  'MeterLab',
  'DistributionTransformer',
  'PowerMonitoring',
];
export const LOAD_RECORDERS: Roles = ['TransformerLoadManagement', 'MeterLab'];
/** The limits: read by everyone who is judged by them, changed by the administrator. */
export const LIMIT_READERS: Roles = ['Admin', 'DistributionTransformer', 'MeterLab', 'TransformerLoadManagement'];
export const LIMIT_EDITORS: Roles = ['Admin'];
/** The transformer picker of every form above. */
export const PICKER_READERS: Roles = [
  'DistributionTransformer',
  'TransformerForTesting',
  'MeterLab',
  'TransformerLoadManagement',
  'TransformerInstallation',
  'PowerMonitoring',
];
/** The meter laboratory; the warehouse receives meters for it and reads their results. */
export const METER_LAB: Roles = ['MeterLab'];
export const METER_RECEIVERS: Roles = ['MeterLab', 'WareHouse', 'WarehouseMan'];
export const METER_READERS: Roles = ['MeterLab', 'WareHouse', 'WarehouseMan', 'WarehouseViewer'];
/** Power interruptions: recorded by Interruption, read by viewers and power monitoring. */
export const INTERRUPTION_RECORDERS: Roles = ['Interruption'];
export const INTERRUPTION_READERS: Roles = ['Interruption', 'InterruptionViewer', 'PowerMonitoring'];
/** Power bought: kept by power monitoring, read by management. */
export const POWER_KEEPERS: Roles = ['PowerMonitoring'];
export const POWER_READERS: Roles = ['PowerMonitoring', 'Manager'];
/** Transformer applications (decision 081): member services takes and cancels them. */
export const APPLICATION_INTAKE: Roles = ['TransformerApplication', 'MsdTransformerApplication'];
export const APPLICATION_INSPECTORS: Roles = ['TransformerForInspection'];
export const APPLICATION_EVALUATORS: Roles = ['TransformerForTesting'];
export const APPLICATION_INSTALLERS: Roles = ['TransformerInstallation'];
/** Everyone on the application's way reads it, and the managers who approve it. */
export const APPLICATION_READERS: Roles = [
  'TransformerApplication',
  'MsdTransformerApplication',
  'TransformerForInspection',
  'TransformerForTesting',
  'TransformerInstallation',
  'DistributionTransformer',
  'Manager',
];
/** The price list: read on the way, kept by the administrator. */
export const FEE_READERS: Roles = [...APPLICATION_READERS, 'Admin'];
export const FEE_EDITORS: Roles = ['Admin'];
/** Dated TSD settings (decision 121): read by who is judged by them, added by the administrator. */
export const LOSS_CAP_READERS: Roles = ['Admin', ...POWER_READERS];
export const SAMPLING_READERS: Roles = ['Admin', ...METER_LAB];
export const INTERRUPTION_SETTING_READERS: Roles = ['Admin', ...INTERRUPTION_READERS];
export const SETTING_EDITORS: Roles = ['Admin'];
