import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import {
  defaultOAuthProviderLabel,
  oauthProviderLabelKey,
  oauthReturnToast,
  readOAuthReturn,
} from '../oauth-return.ts';

function takeProviderLabel(): string {
  try {
    const label = sessionStorage.getItem(oauthProviderLabelKey);
    sessionStorage.removeItem(oauthProviderLabelKey);
    return label || defaultOAuthProviderLabel;
  } catch {
    return defaultOAuthProviderLabel;
  }
}

/**
 * Back from Google or the OIDC provider (docs/product.md §4 "Hosted login redirect"): replace the history
 * entry with the address without the flow's parameters, and say how it went.
 */
export function useOAuthReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const result = readOAuthReturn(location.search);
    // The ref keeps StrictMode's second effect run from toasting twice.
    if (!result || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void navigate(
      { pathname: location.pathname, search: result.search, hash: location.hash },
      { replace: true },
    );
    toast({ duration: 5000, ...oauthReturnToast(result, takeProviderLabel()) });
  }, [location, navigate, toast]);
}
