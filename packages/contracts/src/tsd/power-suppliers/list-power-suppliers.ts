import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { powerSupplierSchema } from './power-supplier.ts';

export const listPowerSuppliersEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/PowerSuppliers',
  summary: 'The power suppliers with their contracts, by name.',
  response: z.array(powerSupplierSchema),
});
