// /tsd/distribution-transformer: the registry, or with ?view=settings the TSD settings screen
// (decision 121: routes.txt has no settings route, so it is a view of TSD's main screen).
import TransformersPage from '../transformers/TransformersPage.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import TsdSettingsPage from './TsdSettingsPage.tsx';

export default function TransformersOrSettings() {
  return useUrlState().get('view') === 'settings' ? <TsdSettingsPage /> : <TransformersPage />;
}
