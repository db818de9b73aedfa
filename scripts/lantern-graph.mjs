// `node scripts/lantern-graph.mjs FOLDER/home-mobile.artifacts.json`: what Lighthouse's simulated Largest
// Contentful Paint was made of. Lighthouse (Lantern) does not time a throttled load: it replays the
// unthrottled trace on a model of a slow phone and network, keeping only the requests and main-thread
// tasks it counts for that paint. This prints the estimate, then each of those requests and tasks with
// its simulated start and end, and for a task its observed start, its unthrottled duration and whether
// it laid out the page or first ran a script. `npm run bench panel` writes the `.artifacts.json` files
// when LIGHTHOUSE_REPORT_DIR is set.
import fs from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/lantern-graph.mjs FOLDER/NAME.artifacts.json');
  process.exit(1);
}
const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
const data = {
  trace: saved.Trace,
  devtoolsLog: saved.DevtoolsLog,
  gatherContext: saved.GatherContext,
  settings: saved.settings,
  URL: saved.URL,
  SourceMaps: [],
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
const ms = (value) => String(Math.round(value)).padStart(6);
console.log(
  `LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
for (const [label, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  console.log(`\n${label}: simulated start, end; what`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const origin = Math.min(...rows.map(([node]) => node.startTime));
  for (const [node, timing] of rows) {
    let what;
    if (node.type === 'network') {
      what = `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.transferSize} B)`;
    } else {
      const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map((url) => url.replace(/^.*\//, ''));
      what = `task observed at ${Math.round((node.startTime - origin) / 1000)} ms, ${Math.round(node.duration / 1000)} ms unthrottled${node.didPerformLayout() ? ', layout' : ''}${scripts.length ? `, runs ${scripts.join(', ')}` : ''}`;
    }
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`);
  }
}
