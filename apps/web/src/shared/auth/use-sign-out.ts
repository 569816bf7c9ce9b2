import { logoutEndpoint } from '@ilaw/contracts/auth/logout';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../api/call-endpoint.ts';
import { forgetOfflineAnswers } from '../offline/offline-use.ts';
import { CURRENT_USER_KEY, PORTAL_INFO_KEY } from './session.ts';

/** Ends the session and returns to the sign-in page; cached data of the user is dropped. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await callEndpoint(logoutEndpoint, { quietStatuses: [401] });
    } finally {
      await forgetOfflineAnswers();
      await navigate('/', { replace: true });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== PORTAL_INFO_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    }
  }, [navigate, queryClient]);
}
