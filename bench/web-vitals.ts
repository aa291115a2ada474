/// <reference lib="dom" />
// `npm run bench:web`: how the built product loads on a mid-range phone.
// Starts the product as `npm start` does (building what changed) on a throwaway embedded database
// with its demo data, then loads each main page of a visitor, an owner and a washer in Debian
// Chromium on the phone profile below, with a cold cache, three times each. Prints the medians of
// Largest Contentful Paint, Cumulative Layout Shift, the requests made before the page rendered,
// all requests, and the JavaScript transferred, with the targets beside them, and writes them to
// docs/benchmarks.md. The targets are those of docs/product.md, "Speed on a phone". With / measured it
// also times a visitor's way from / to a sign-up page that takes input, with and without the app
// fetched ahead while / is read (docs/decisions/017).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { demoEmail, demoPassword } from '../apps/server/src/demo/demo-accounts';
import { chromiumLaunchOptions } from '../apps/web/e2e/support/chromium';
import { startProduct } from '../tests/smoke/product-process';
import { writeBenchmarkSection } from './docs-section';

const root = fileURLToPath(new URL('..', import.meta.url));
const loadsPerPage = 3;
const phone = {
  viewport: { width: 375, height: 812 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
const targets = { lcpMs: 1200, cls: 0.02, requestsBeforeRender: 12, landingJsKb: 100 };
/** The pages whose first paint has a target: what a visitor opens first. */
const lcpTargetPages = new Set(['/', '/login', '/register', '/services', '/providers']);

type Role = 'visitor' | 'owner' | 'washer';
const pages: { role: Role; path: string }[] = [
  ...['/', '/login', '/register', '/providers', '/about', '/faq'].map((path) => ({ role: 'visitor' as const, path })),
  ...[
    '/customer/dashboard',
    '/services',
    '/customer/requests',
    '/customer/vehicles',
    '/appointments',
    '/messages',
    '/profile',
  ].map((path) => ({ role: 'owner' as const, path })),
  ...['/provider/dashboard', '/provider/bids', '/provider/schedule', '/provider/profile'].map((path) => ({
    role: 'washer' as const,
    path,
  })),
];
// Demo accounts `npm start` adds (docs/demo-data.md).
const demoSignIns = { owner: demoEmail('owner'), washer: demoEmail('mission-suds') };

// `npm run bench:web -- /services /profile` measures only those paths and leaves the docs alone;
// with `--requests` it also prints each load's requests in the order they started: when each began
// and ended (ms from navigation), `*` for one begun before the largest paint, bytes transferred.
const showRequests = process.argv.includes('--requests');
const onlyPaths = process.argv.slice(2).filter((argument) => argument !== '--requests');
const measured = onlyPaths.length > 0 ? pages.filter((page) => onlyPaths.includes(page.path)) : pages;

type Load = {
  lcpMs: number;
  cls: number;
  requestsBeforeRender: number;
  requests: number;
  jsKb: number;
  /** One line per request, for `--requests`. */
  waterfall: string[];
};

async function signedInState(browser: Browser, url: string, role: 'owner' | 'washer') {
  const email = demoSignIns[role];
  const context = await browser.newContext({ baseURL: url });
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email, password: demoPassword, accountType: role },
    headers: { origin: url },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: ${response.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A new page of `context` on the phone's network and processor. */
async function phonePage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  return page;
}

async function loadOnce(context: BrowserContext, url: string): Promise<Load> {
  const page = await phonePage(context);
  await page.goto(url, { waitUntil: 'load' });
  // Its heading first: a page whose code has all arrived can run for longer than the half second of
  // quiet the network idle waits for, and was then measured before it had drawn anything.
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Then until the frame's later parts have arrived: they wait for the page's data (lib/page-settled.tsx),
  // so the page has drawn with its data by then. Network idle alone came while a page's code still ran,
  // before it had asked for its data, and caught it with its skeletons.
  // A visitor page (docs/decisions/017) runs no app and has no such parts: it is drawn at network idle.
  await page.waitForFunction(
    () =>
      document.querySelector('script[src*="/visitor-islands-"]') !== null ||
      performance.getEntriesByType('resource').some((entry) => /\/later-frame-parts-[^/]*\.js$/.test(entry.name)),
  );
  const load = await page.evaluate(() => {
    // Every entry since the first byte, buffered: an observer's callback may not have run yet.
    // (No named functions in here: the runner's loader would wrap them in a helper the page lacks.)
    const [paints = [], shifts = []] = ['largest-contentful-paint', 'layout-shift'].map((type) => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type, buffered: true });
      const list = observer.takeRecords();
      observer.disconnect();
      return list;
    });
    const lcp = paints.at(-1)?.startTime ?? 0;
    const cls = (shifts as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      .filter((entry) => !entry.hadRecentInput)
      .reduce((sum, entry) => sum + entry.value, 0);
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = resources.filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name));
    return {
      lcpMs: lcp,
      cls,
      // The document itself, and every resource asked for before the largest paint.
      requestsBeforeRender: 1 + resources.filter((entry) => entry.startTime < lcp).length,
      requests: 1 + resources.length,
      jsKb: js.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
      waterfall: resources.map((entry) =>
        [
          entry.startTime.toFixed(0).padStart(6),
          entry.responseEnd.toFixed(0).padStart(6),
          entry.startTime < lcp ? '*' : ' ',
          String(entry.transferSize).padStart(7),
          entry.name.replace(location.origin, ''),
        ].join(' '),
      ),
    };
  });
  await page.close();
  if (showRequests) console.log(`${url}: LCP ${load.lcpMs.toFixed(0)} ms\n${load.waterfall.join('\n')}`);
  return load;
}

/** How long a visitor reads the landing page before tapping Get Started, in the journey below. */
const readingMs = 5000;

/**
 * A first visit's way to sign up: / read for a few seconds, Get Started tapped; the milliseconds
 * from the tap until /register's email field takes input (it is inert until the app runs it).
 * `saveData` is a browser asking to save data, which fetches nothing ahead (docs/decisions/017).
 */
async function journeyOnce(context: BrowserContext, url: string, saveData: boolean): Promise<number> {
  const page = await phonePage(context);
  if (saveData)
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.waitForTimeout(readingMs);
  const tapped = Date.now();
  await page.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForFunction(
    () => {
      const field = document.querySelector('#root input[type=email]');
      return field !== null && field.closest('[inert]') === null;
    },
    null,
    { polling: 20 },
  );
  const live = Date.now() - tapped;
  await page.close();
  return live;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-web-'));
const product = await startProduct(
  root,
  { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  { demo: true },
);
const browser = await chromium.launch(chromiumLaunchOptions);
const rows: { role: Role; path: string; load: Omit<Load, 'waterfall'> }[] = [];
/** Medians of the journey to sign up, ms from the tap until /register takes input. */
const journey = { fetchedAhead: NaN, savingData: NaN };
try {
  const states = {
    visitor: undefined,
    owner: await signedInState(browser, product.url, 'owner'),
    washer: await signedInState(browser, product.url, 'washer'),
  };
  for (const { role, path } of measured) {
    const loads: Load[] = [];
    for (let attempt = 0; attempt < loadsPerPage; attempt += 1) {
      // A new context each time: a cold cache, as on a first visit.
      const context = await browser.newContext({ viewport: phone.viewport, storageState: states[role] });
      loads.push(await loadOnce(context, `${product.url}${path}`));
      await context.close();
    }
    const load: Omit<Load, 'waterfall'> = {
      lcpMs: median(loads.map((entry) => entry.lcpMs)),
      cls: median(loads.map((entry) => entry.cls)),
      requestsBeforeRender: median(loads.map((entry) => entry.requestsBeforeRender)),
      requests: median(loads.map((entry) => entry.requests)),
      jsKb: median(loads.map((entry) => entry.jsKb)),
    };
    rows.push({ role, path, load });
    console.log(
      `${role.padEnd(7)} ${path.padEnd(22)} LCP ${load.lcpMs.toFixed(0).padStart(5)} ms  CLS ${load.cls.toFixed(3)}  requests ${load.requestsBeforeRender}/${load.requests}  JS ${load.jsKb.toFixed(0)} kB`,
    );
  }
  if (measured.some(({ path }) => path === '/')) {
    for (const saveData of [false, true]) {
      const times: number[] = [];
      for (let attempt = 0; attempt < loadsPerPage; attempt += 1) {
        const context = await browser.newContext({ viewport: phone.viewport });
        times.push(await journeyOnce(context, product.url, saveData));
        await context.close();
      }
      journey[saveData ? 'savingData' : 'fetchedAhead'] = median(times);
    }
    console.log(
      `visitor / → Get Started: /register takes input ${journey.fetchedAhead.toFixed(0)} ms after the tap (${journey.savingData.toFixed(0)} ms saving data, nothing fetched ahead; ratio ${(journey.fetchedAhead / journey.savingData).toFixed(2)})`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const mark = (met: boolean) => (met ? '' : ' ✗');
const table = rows.map(({ role, path, load }) => {
  const lcpTarget = lcpTargetPages.has(path);
  return `| ${role} | ${path} | ${load.lcpMs.toFixed(0)}${lcpTarget ? mark(load.lcpMs <= targets.lcpMs) : ''} | ${load.cls.toFixed(3)}${mark(load.cls <= targets.cls)} | ${load.requestsBeforeRender}${mark(load.requestsBeforeRender <= targets.requestsBeforeRender)} | ${load.requests} | ${load.jsKb.toFixed(0)} |`;
});
const section = [
  '## Pages on a phone (`npm run bench:web`)',
  '',
  `Debian Chromium, ${phone.viewport.width} × ${phone.viewport.height}, CPU slowed ${phone.cpuSlowdown}×, ${phone.latencyMs} ms round trip, 1.6 Mbps down, cold cache; the median of ${loadsPerPage} loads of the built product with its demo data. Targets: LCP ≤ ${targets.lcpMs} ms for /, /login, /register, /services and /providers; CLS ≤ ${targets.cls} and at most ${targets.requestsBeforeRender} requests before the page renders on every page; ✗ marks a target missed. JavaScript is what was transferred (compressed) for the whole load.`,
  '',
  '| who | page | LCP ms | CLS | requests before render | requests in all | JS kB |',
  '|---|---|---|---|---|---|---|',
  ...table,
  '',
  `From / to sign-up: a visitor reads / for ${readingMs / 1000} s and taps Get Started; /register takes input ${journey.fetchedAhead.toFixed(0)} ms after the tap with the app fetched ahead while / was read, ${journey.savingData.toFixed(0)} ms in a browser asking to save data, which fetches nothing ahead (ratio ${(journey.fetchedAhead / journey.savingData).toFixed(2)}; medians of ${loadsPerPage}).`,
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.`,
  '',
].join('\n');
if (onlyPaths.length === 0) {
  writeBenchmarkSection('web-vitals', section);
  console.log(`\n${section}\nWritten to docs/benchmarks.md`);
}
