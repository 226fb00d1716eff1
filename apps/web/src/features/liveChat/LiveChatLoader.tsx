import { showsLiveChat } from '@tessera/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The operator's chat provider script (`VITE_LIVE_CHAT_SCRIPT_URL` at build time). Without one,
 * nothing is loaded. Once loaded, the provider's widget stays for the rest of the visit.
 */
const providerScript = import.meta.env.VITE_LIVE_CHAT_SCRIPT_URL;
let requested = false;

export function LiveChatLoader() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!providerScript || requested || !showsLiveChat(pathname)) return;
    requested = true;
    const script = document.createElement('script');
    script.src = providerScript;
    script.async = true;
    document.body.appendChild(script);
  }, [pathname]);
  return null;
}
