export const TEMPLATE_COLUMNS = [
  'Class',
  'Code',
  'Name',
  'Unit',
  'Rate',
  'Vatable',
  'Discountable',
  'LifelineSubsidy',
] as const;
