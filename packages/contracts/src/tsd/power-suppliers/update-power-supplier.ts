import { endpoint, idParam } from '../../http.ts';
import { powerSupplierFields, powerSupplierSchema } from './power-supplier.ts';

export const updatePowerSupplierEndpoint = endpoint({
  method: 'PUT',
  path: '/api/tsd/PowerSuppliers/{id}',
  summary: "Changes a supplier's name or contract, or retires it.",
  params: idParam,
  body: powerSupplierFields,
  response: powerSupplierSchema,
});
