// `npm run bench`: every benchmark, printing figures (budgets are read by people, not asserted).
import { bundleSizes } from './bundle-size.mjs';
import { apiBench } from './api.mjs';
import { calendarBench } from './calendar.mjs';
import { pageLoadBench } from './page-load.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { schoolBench } from './school.mjs';
import { wellnessBench } from './wellness.mjs';
import { moneyBench } from './money.mjs';
import { homeBench } from './home.mjs';
import { planningGrowthBench } from './planning-growth.mjs';
import { notificationDigestBench } from './notification-digest.mjs';
import { notificationLatencyBench } from './notification-latency.mjs';
import { gatewayVsNginxBench } from './gateway-vs-nginx.mjs';
import { startPlatform } from './lib/platform.mjs';
import { printMemory } from './memory.mjs';

console.log('Bundle sizes (all files of each dist/, initial + lazy chunks)');
console.table(bundleSizes());
const platform = await startPlatform();
try {
  await apiBench(platform);
  await calendarBench(platform);
  await schoolBench(platform);
  await wellnessBench();
  await moneyBench();
  await homeBench();
  await planningGrowthBench();
  await notificationLatencyBench();
  await notificationDigestBench();
  await pageLoadBench(platform);
  await lighthouseBench(platform);
  printMemory(platform);
} finally {
  await platform.stop();
}
// Its own platform on PostgreSQL (when reachable), after the shared one has stopped.
await gatewayVsNginxBench();
