import { lazy, Suspense, useRef } from 'react';
import { useAppSelector } from '../app/hooks.js';
import { AppUserBar } from '../features/appAuth/AppUserBar.js';
import { useGetAppSessionQuery } from '../features/appAuth/appAuthApi.js';
import { useAppAuthHandlers } from '../features/appAuth/useAppAuthHandlers.js';
import { PageContent } from '../features/multipage/PageContent.js';
import { selectPage } from '../features/multipage/pageSlice.js';
import { useAppLocation } from '../shell/navigation/navigation.js';
import { usePrefetchPageLinks } from '../shell/prefetch.js';
import { PageTitle } from '../shell/ui/PageTitle.js';
import { useHydrated } from '../shell/useHydrated.js';

// Only template previews (?preview=true) need the banner and its marketplace calls.
const PreviewBanner = lazy(() => import('./PreviewBannerLoader.js'));

/** A published page as visitors see it: the signed-in user's bar, then the page's blocks. */
export function PublishedLayout({ appName }: { appName: string | null }) {
  const page = useAppSelector(selectPage);
  const { search } = useAppLocation();
  const { data: user } = useGetAppSessionQuery();
  const appAuth = useAppAuthHandlers(appName);
  const content = useRef<HTMLDivElement>(null);
  // Drawn once the page is the browser's: the server draws a page without the banner (its cached
  // HTML serves every address of the page), and hydration must find the same.
  const hydrated = useHydrated();
  const preview = hydrated && new URLSearchParams(search).get('preview') === 'true';
  usePrefetchPageLinks(content);
  const title = page.page_name
    ? `${page.page_name} · ${page.title || page.name}`
    : page.title || page.name;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner appName={appName ?? page.name} />
        </Suspense>
      ) : null}
      <AppUserBar />
      <div ref={content}>
        <PageContent viewerEmail={user?.email ?? null} appAuth={appAuth} />
      </div>
    </>
  );
}
