import type { RateUnit } from '@ilaw/contracts/billing/enums';

export interface DefaultComponent {
  code: string;
  name: string;
  unit: RateUnit;
  vatable: boolean;
  discountable: boolean;
  lifelineSubsidy: boolean;
}

export const DEFAULT_COMPONENTS: readonly DefaultComponent[] = [
  { code: 'GEN', name: 'Generation Charge', unit: 'kWh', vatable: true, discountable: true, lifelineSubsidy: false },
  {
    code: 'TRANS_KWH',
    name: 'Transmission Charge',
    unit: 'kWh',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'TRANS_KW',
    name: 'Transmission Demand Charge',
    unit: 'kW',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'SYS_LOSS',
    name: 'System Loss Charge',
    unit: 'kWh',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'DIST_KWH',
    name: 'Distribution Charge',
    unit: 'kWh',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'DIST_KW',
    name: 'Distribution Demand Charge',
    unit: 'kW',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'SUPPLY',
    name: 'Supply Charge',
    unit: 'customer',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'METER_FIX',
    name: 'Metering Charge (per meter)',
    unit: 'meter',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'METER_KWH',
    name: 'Metering Charge',
    unit: 'kWh',
    vatable: true,
    discountable: true,
    lifelineSubsidy: false,
  },
  {
    code: 'LIFELINE_SUB',
    name: 'Lifeline Subsidy',
    unit: 'kWh',
    vatable: false,
    discountable: false,
    lifelineSubsidy: true,
  },
  {
    code: 'SENIOR_SUB',
    name: 'Senior Citizen Subsidy',
    unit: 'kWh',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
  {
    code: 'UC_ME',
    name: 'UC - Missionary Electrification',
    unit: 'kWh',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
  {
    code: 'UC_EC',
    name: 'UC - Environmental Charge',
    unit: 'kWh',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
  {
    code: 'UC_SCC',
    name: 'UC - Stranded Contract Costs',
    unit: 'kWh',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
  {
    code: 'FIT_ALL',
    name: 'FIT-All (Renewable)',
    unit: 'kWh',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
  {
    code: 'FRANCHISE_TAX',
    name: 'Local Franchise Tax',
    unit: 'percent',
    vatable: false,
    discountable: false,
    lifelineSubsidy: false,
  },
];

export const DEFAULT_LIFELINE_TIERS = [
  { minKwh: '0', maxKwh: '15', discountPercent: '100' },
  { minKwh: '16', maxKwh: '25', discountPercent: '50' },
  { minKwh: '26', maxKwh: '35', discountPercent: '35' },
  { minKwh: '36', maxKwh: '50', discountPercent: '20' },
] as const;

/** Days from the reading date to the due date when the clerk does not give one. */
export const DEFAULT_DUE_DAYS = 9;
