#!/usr/bin/env node
// `npm run test:e2e`: builds like `npm start`, starts the server in embedded mode on a free port with
// a fresh data directory, runs the Playwright tests in e2e/ against it with Debian's Chromium, and
// stops the server. Extra arguments go to `playwright test` (a file, --grep ...). With
// E2E_STACK=split it starts the split stack instead (the gateway and every service as separate
// processes on DATABASE_URL's PostgreSQL, REDIS_URL, the Kafka test broker and the test S3).
// Google and Stripe are the fakes of libs/testing.
import { buildAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';
import { bin, root } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';
import { startSplitTestServer, startTestServer } from './lib/test-server.mjs';

requireSupportedNode();
const chromium = ensureChromium();
if (process.env.E2E_SKIP_BUILD !== 'true') await buildAll();

// Google Sheets is reached through the fake Google Sheets server of libs/testing (built above),
// which speaks Google's wire format: the server's real googleapis client talks to it.
const fakeGoogleModule = (name) =>
  import(new URL(`../libs/testing/dist/fake-google-sheets/${name}.js`, import.meta.url).href);
const { startFakeGoogleSheets } = await fakeGoogleModule('fake-google-sheets');
const { fakeGoogleEnvironment } = await fakeGoogleModule('fake-google-environment');
const fakeGoogle = await startFakeGoogleSheets({ consentEmail: 'owner@gmail.example' });
Object.assign(process.env, fakeGoogleEnvironment(fakeGoogle));

// Stripe is the fake Stripe of libs/testing, which the server's real stripe SDK talks to; its
// hosted Checkout and onboarding pages are forms the browser fills, its webhooks are signed.
const { FakeStripe } = await import(
  new URL('../libs/testing/dist/fake-stripe/fake-stripe.js', import.meta.url).href
);
const fakeStripe = await new FakeStripe().start();
Object.assign(process.env, {
  STRIPE_SECRET_KEY: fakeStripe.secretKey,
  STRIPE_WEBHOOK_SECRET: fakeStripe.webhookSecret,
  STRIPE_API_URL: fakeStripe.url,
});
// The far end of API call buttons: a local server that records what it receives (tests read it
// at E2E_API_ENDPOINT_URL/__recorded). It is the one loopback address API calls may reach.
const { startRecordingServer } = await import(
  new URL('../libs/testing/dist/recording-server.js', import.meta.url).href
);
const apiEndpoint = await startRecordingServer();
process.env.API_CALL_ALLOWED_ADDRESSES = `127.0.0.1:${apiEndpoint.port}`;
// The map block's geocoder and tiles: a local stand-in (libs/testing's fake maps), which knows a
// few addresses (FAKE_PLACES) and draws blank tiles.
const { startFakeMaps } = await import(
  new URL('../libs/testing/dist/fake-maps.js', import.meta.url).href
);
const fakeMaps = await startFakeMaps();
Object.assign(process.env, {
  MAPS_TOKEN: 'e2e-maps-token',
  MAPS_GEOCODER_URL: fakeMaps.geocoderUrl,
  MAPS_TILE_URL: fakeMaps.tileUrl,
});
const stopFakes = async () => {
  await fakeGoogle.close();
  await fakeStripe.stop();
  await apiEndpoint.close();
  await fakeMaps.close();
};

let server;
try {
  server =
    process.env.E2E_STACK === 'split' ? await startSplitTestServer() : await startTestServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopFakes();
  process.exit(1);
}
console.log(`Server ready at ${server.baseUrl} (log: ${server.logFile})`);
fakeStripe.deliverTo(`${server.baseUrl}/api/billing/webhooks/stripe`);
try {
  process.exitCode = await run(
    process.execPath,
    [bin.playwright, 'test', ...process.argv.slice(2)],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_BASE_URL: server.baseUrl,
        E2E_FAKE_GOOGLE_URL: fakeGoogle.url,
        E2E_API_ENDPOINT_URL: apiEndpoint.origin,
        // Embedded, e-mails are printed on the server's console: tests read their links there.
        E2E_SERVER_LOG: server.logFile,
        // The split stack's processes export their spans to a test collector (unset embedded).
        ...(server.tracesUrl ? { E2E_TRACES_URL: server.tracesUrl } : {}),
        CHROMIUM_PATH: chromium,
      },
    },
  );
} finally {
  await server.stop();
  await stopFakes();
}
if (process.exitCode !== 0)
  console.error(`\nEnd-to-end tests failed; the server's log is in ${server.logFile}`);
