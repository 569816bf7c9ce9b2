// The offline field app's photos (decision 114): stored once per key, before the records that
// carry them are synced. Open to the roles that record anything in the field.
import { uploadFieldPhotosEndpoint } from '@ilaw/contracts/platform/field-sync/upload-field-photos';
import { storeFieldPhotos } from '../../platform/field-sync/field-sync.ts';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const FIELD_RECORDERS = anyRole(
  'MeterReader',
  'BillingTransactions',
  'BillingEncoder',
  'MeterDisconnection',
  'MobileApp',
  'DataGatherer',
  'Admin',
);

export const uploadFieldPhotos = defineRoute({
  endpoint: uploadFieldPhotosEndpoint,
  access: FIELD_RECORDERS,
  handler({ db, user, request, services }) {
    return storeFieldPhotos(db, services.files, user.id, request.uploadedFiles);
  },
});
