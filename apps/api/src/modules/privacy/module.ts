// Data privacy (Admin): the agreement every user accepts at sign-in, who accepted which version,
// the log of access to sensitive personal data and the breach register (decision 101).
import { defineModule } from '../../platform/modules/define-module.ts';
import { listAccessLog } from './access-log/list-access-log.ts';
import { acceptAgreement } from './agreements/accept-agreement.ts';
import { getMyAgreement } from './agreements/get-my-agreement.ts';
import { listAcceptances } from './agreements/list-acceptances.ts';
import { listAgreements } from './agreements/list-agreements.ts';
import { publishAgreement } from './agreements/publish-agreement.ts';
import { createBreach } from './breaches/create-breach.ts';
import { listBreaches } from './breaches/list-breaches.ts';
import { updateBreach } from './breaches/update-breach.ts';
import { seedPrivacyDemo } from './demo/seed-privacy-demo.ts';

export const privacyModule = defineModule({
  name: 'privacy',
  endpoints: [
    getMyAgreement,
    acceptAgreement,
    listAgreements,
    publishAgreement,
    listAcceptances,
    listAccessLog,
    listBreaches,
    createBreach,
    updateBreach,
  ],
  auditedTypes: {
    'privacy-agreement': ['Admin'],
    'privacy-breach': ['Admin'],
  },
  demoSeeder: { name: 'privacy', run: seedPrivacyDemo },
});
