import { endpoint } from '../../http.ts';
import { powerSupplierFields, powerSupplierSchema } from './power-supplier.ts';

export const createPowerSupplierEndpoint = endpoint({
  method: 'POST',
  path: '/api/tsd/PowerSuppliers',
  summary: 'Adds a power supplier and its contract.',
  body: powerSupplierFields,
  response: powerSupplierSchema,
});
