import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { drawnPublicPages, drawnSignedInPages, visitorPagePaths } from '@/app/drawn-pages';
import { AppProviders } from '@/app/providers';
import { lazyPage, routes } from '@/app/router';
import { VisitorPage } from '@/app/visitor-page/visitor-page';
import { createQueryClient } from '@/lib/query-client';

/** What scripts/prerender.mjs draws, each into a file named by its path. */
export const prerenderedPaths = [...drawnPublicPages, ...drawnSignedInPages];

/** What scripts/prerender.mjs draws a second time for a visitor without a session, without the app. */
export { visitorPagePaths };

/** React's mark of a Suspense boundary it left to the client: a lazy part whose code had not arrived. */
const leftToClient = '<!--$!-->';
/**
 * A lazy part's code arrives as fast as the machine allows (on a busy one, well over the 50 ms
 * this once allowed); rendering stops as soon as none is left, and this only bounds a part whose
 * code never arrives.
 */
const giveUpAfterMs = 60_000;

/**
 * The HTML of a page as its first client render draws it (signed-out, the session not yet known), built into the web app so the page paints before any JavaScript runs; main.tsx hydrates
 * it, its <title> apart.
 */
export async function prerender(path: string): Promise<{ title: string | null; body: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>,
    );
  // A lazy part (the header's menus) starts loading on the first render and is there for the next:
  // rendering until none is left to the client gives HTML that hydrates without a mismatch, and
  // with no inline script that the Content-Security-Policy would refuse.
  let markup = render();
  const giveUpAt = Date.now() + giveUpAfterMs;
  while (markup.includes(leftToClient) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    markup = render();
  }
  if (markup.includes(leftToClient)) throw new Error(`${path} still has a part left to the client`);
  return withTitleApart(markup);
}

/** React hoists a page's <title> to the front of the markup: it is returned apart, for <head>. */
function withTitleApart(markup: string): { title: string | null; body: string } {
  const title = /^<title>(.*?)<\/title>/.exec(markup);
  return { title: title?.[1] ?? null, body: title ? markup.slice(title[0].length) : markup };
}

/** The HTML of `path` as a visitor without a session gets it: no app takes it over (docs/decisions/017). */
export async function prerenderVisitorPage(path: string): Promise<{ title: string | null; body: string }> {
  if (!visitorPagePaths.includes(path)) throw new Error(`${path} is not a visitor page`);
  // The route table's own loader for the page: the same component the app draws there.
  const { Component: Page } = await lazyPage(path)();
  const markup = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <VisitorPage>
          <Page />
        </VisitorPage>
      </StaticRouter>
    </StrictMode>,
  );
  return withTitleApart(markup);
}
