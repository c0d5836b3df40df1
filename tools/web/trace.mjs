// Where the time between "Click to play" and the title goes: the unzipped web upload served on
// 127.0.0.1 and opened in headless Chromium as the browser test serves and opens it (site.mjs),
// clicked as soon as it offers to start, with Chromium's tracing on from the click until the
// title shows. Prints the busiest kinds of work on each thread over that span, and writes the
// whole trace (chrome://tracing, Perfetto) to OUT/trace.json.
//
// node tools/web/trace.mjs --site dist/parlour-web [--out dist/web-trace] [--top 25]

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decode, matches } from "./compare.mjs";
import { launchChromium, serveSite } from "./site.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const SITE = path.resolve(opt("--site", path.join(ROOT, "dist/parlour-web")));
const OUT = path.resolve(opt("--out", path.join(ROOT, "dist/web-trace")));
const TOP = Number(opt("--top", "25"));
fs.mkdirSync(OUT, { recursive: true });

const { server, url } = await serveSite(SITE);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const title = decode(path.join(ROOT, "tests/golden/web/title.webp"));
try {
  const opened = Date.now();
  await page.goto(url);
  await page.locator("#start").waitFor({ state: "visible", timeout: 300_000 });
  const offered = (Date.now() - opened) / 1000;
  const tracePath = path.join(OUT, "trace.json");
  await browser.startTracing(page, {
    path: tracePath,
    categories: (process.env.TRACE_CATEGORIES || "devtools.timeline,v8,v8.execute,gpu,gpu.angle,toplevel,disabled-by-default-gpu.decoder,disabled-by-default-gpu.service,disabled-by-default-devtools.timeline,blink.user_timing").split(","),
  });
  // The page's own CPU time by function, sampled by V8 (the wasm's functions are named where the
  // module keeps its name section: the web-test build does, the shipped one does not).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 1000 });
  await cdp.send("Profiler.start");
  await page.locator("#start").click();
  const clicked = Date.now();
  for (;;) {
    const png = await page.screenshot({ type: "png" });
    if (matches(decode(png), title).ok) break;
    if (Date.now() - clicked > 300_000) throw new Error("no title in 300 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  const toTitle = (Date.now() - clicked) / 1000;
  const { profile } = await cdp.send("Profiler.stop");
  fs.writeFileSync(path.join(OUT, "profile.cpuprofile"), JSON.stringify(profile));
  await browser.stopTracing();
  console.log(`"Click to play" after ${offered.toFixed(1)} s; the title ${toTitle.toFixed(1)} s after the click`);
  summarise(JSON.parse(fs.readFileSync(tracePath, "utf8")));
  profiled(profile);
} finally {
  await browser.close();
  server.close();
}

/** Self time (a span less the spans inside it on the same thread) by event name, per thread. */
function summarise(trace) {
  const events = (trace.traceEvents || trace).filter((e) => e.ph === "X" && e.dur !== undefined);
  const threads = new Map();
  for (const e of trace.traceEvents || trace) {
    if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const rows = [];
  for (const [key, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = new Map();
    const stack = [];
    for (const e of list) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      if (stack.length) {
        const parent = stack.at(-1);
        self.set(parent.name, (self.get(parent.name) || 0) - Math.min(e.dur, parent.ts + parent.dur - e.ts));
      }
      self.set(e.name, (self.get(e.name) || 0) + e.dur);
      stack.push(e);
    }
    for (const [name, us] of self) rows.push({ thread: threads.get(key) || key, name, ms: us / 1000 });
  }
  rows.sort((a, b) => b.ms - a.ms);
  for (const r of rows.slice(0, TOP)) console.log(`${r.ms.toFixed(0).padStart(7)} ms  ${r.thread.padEnd(24)} ${r.name}`);
}

/** The sampled CPU profile: self time by function, and total time (self and callees) by function. */
function profiled(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (n) => n.callFrame.functionName || `(${n.callFrame.url.split("/").pop() || "anonymous"})`;
  const self = new Map();
  const total = new Map();
  const gaps = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const ms = (gaps[i + 1] ?? gaps[i] ?? 0) / 1000;
    const leaf = nodes.get(id);
    self.set(name(leaf), (self.get(name(leaf)) || 0) + ms);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = name(nodes.get(n));
      if (seen.has(f)) continue;
      seen.add(f);
      total.set(f, (total.get(f) || 0) + ms);
    }
  });
  const show = (map, what) => {
    console.log(`-- ${what}`);
    for (const [f, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
      console.log(`${ms.toFixed(0).padStart(7)} ms  ${f.slice(0, 150)}`);
    }
  };
  show(self, "self time by function");
  show(total, "total time by function (itself and what it calls)");
}
