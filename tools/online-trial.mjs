// A whole online Sorry! match as three new players play it, through the server that `make server`
// starts (127.0.0.1:3536, its matches in OUT/server.db): Ann and Bob at two desktop games (each
// under Xvfb, with a data folder of its own) and Cleo in a browser (headless Chromium on the web
// build, opened from the room's link). Ann opens the room, Bob joins by its code, Cleo by the
// link. Each takes the lit choice at every turn, by keyboard (Enter). In the middle Bob closes
// his game; the others' tables wait for him, and he comes back by joining the same code (his game
// kept the seat's token). At the end every screen shows the same result and keeps the match on
// its replay shelf. Screenshots of each step go to OUT (the README's and docs/online.md's come
// from here). Loopback only; everything started here is stopped here.
//
// make test (for target/debug/parlour), tools/package.sh web-test, then:
// node tools/online-trial.mjs [--zip dist/parlour-web-test.zip] [--out dist/online-trial]

import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { decode, matches } from "./web/compare.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const ZIP = path.resolve(opt("--zip", path.join(ROOT, "dist/parlour-web-test.zip")));
const OUT = path.resolve(opt("--out", path.join(ROOT, "dist/online-trial")));
const TARGET = process.env.CARGO_TARGET_DIR || path.join(process.env.HOME, ".cache/parlour-target");
const GAME = path.join(TARGET, "debug/parlour");
const SERVER = "ws://127.0.0.1:3536";
// The online protocol's version (crates/rules/src/online/wire.rs).
const PROTOCOL = 2;
// The longest the whole match may take, and a key's press: longer than a frame of the slowest
// page, so that the game sees it down in one frame and up in a later one.
const MATCH_LIMIT_S = 3600;
const KEY_HOLD_S = 1.5;
// Cleo's page while she plays (see below).
const SMALL = { width: 640, height: 360 };
// Bob's turns before he closes his game, and how long he stays away.
const BOB_FIRST = 6;
const AWAY_S = 30;

const started = Date.now();
const since = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (...m) => console.log(`[${since()} s]`, ...m);
const pause = (s) => new Promise((r) => setTimeout(r, s * 1000));
const children = [];

function fail(message) {
  console.error(`online trial FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

if (!fs.existsSync(GAME)) fail(`no ${GAME}: run make test first`);
fs.rmSync(OUT, { recursive: true, force: true });
const SITE = path.join(OUT, "site");
fs.mkdirSync(SITE, { recursive: true });
execFileSync("unzip", ["-q", ZIP, "-d", SITE]);

// The web upload served as itch.io would serve it.
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm" };
const site = http.createServer((req, res) => {
  const file = path.join(SITE, decodeURIComponent(new URL(req.url, "http://x").pathname));
  const name = file.endsWith("/") ? path.join(file, "index.html") : file;
  if (!name.startsWith(SITE) || !fs.existsSync(name) || fs.statSync(name).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": TYPES[path.extname(name)] || "application/octet-stream" });
  fs.createReadStream(name).pipe(res);
});
await new Promise((r) => site.listen(0, "127.0.0.1", r));
const PAGE = `http://127.0.0.1:${site.address().port}/`;

/** Start `command`, its output in OUT/`name`.log and in `lines`; stopped at the end. */
function start(name, command, argv, env = {}) {
  const lines = [];
  const file = fs.createWriteStream(path.join(OUT, `${name}.log`));
  const child = spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (d) => {
      file.write(d);
      const text = rest + d.toString();
      const parts = text.split("\n");
      rest = parts.pop();
      lines.push(...parts);
    });
  }
  const exited = new Promise((r) => child.on("exit", (code) => r(code)));
  children.push(child);
  return { child, lines, exited, name };
}

/** Wait for `check` to give something, up to `limit` seconds. */
async function until(what, check, limit) {
  const from = Date.now();
  while ((Date.now() - from) / 1000 < limit) {
    const got = await check();
    if (got) return got;
    await pause(0.5);
  }
  fail(`${what} did not happen in ${limit} s`);
}

/** A desktop game under a virtual display of its own, playing `script` in data folder `who`. */
function desktop(who, run, script) {
  // At a lower priority than the browser: on a 2-core machine the software-drawn page is the
  // slowest player, and the desktops answer in a second or two even so.
  const argv = ["-n", "15", "xvfb-run", "-a", "-s", "-screen 0 1280x720x24", GAME, "--script", script];
  return start(`${who}-${run}`, "nice", argv, {
    WGPU_BACKEND: "vulkan",
    PARLOUR_DATA_DIR: path.join(OUT, who),
    PARLOUR_SCRIPT_TIMEOUT: String(MATCH_LIMIT_S * 60),
    BEVY_ASSET_ROOT: ROOT,
    // The desktops' scripted clock runs a frame at a time on a busy machine: their animations
    // play three times faster, so that they keep up with the browser's table.
    PARLOUR_TABLE_SPEED: "3",
  });
}

/** A desktop run ended well: its script finished. */
async function finished(p) {
  const code = await p.exited;
  if (code !== 0) fail(`${p.name}'s game stopped with ${code}: ${p.lines.slice(-5).join(" | ")}`);
}

const shot = (name) => path.join(OUT, `${name}.png`);
let browser;
try {
  // The server, by the one command; its first run builds it.
  const server = start("server", "make", ["--no-print-directory", "server"], {
    CARGO_TARGET_DIR: TARGET,
    PARLOUR_DATABASE: path.join(OUT, "server.db"),
    PARLOUR_ADDRESS: "127.0.0.1:3536",
  });
  await until("the server listening", () => server.lines.find((l) => l.includes("listening on")), 1800);
  log("make server: listening");

  // Ann opens a room for three: herself and two people elsewhere.
  const ann = desktop(
    "ann",
    1,
    `wait:title; name:Ann; host:sorry:human,online,online; room; shot:${shot("1-ann-room")}; wait:playing; ` +
      `play:10; shot:${shot("2-ann-table")}; play; frames:120; shot:${shot("8-ann-end")}; quit`,
  );
  const opened = await until("Ann's room", () => ann.lines.find((l) => /room [A-Z0-9]+ is open/.test(l)), 600);
  const code = opened.match(/room ([A-Z0-9]+) is open/)[1];
  log(`Ann opened room ${code}`);

  // Bob joins by the code, plays a few turns and closes his game.
  const bob = desktop("bob", 1, `wait:title; name:Bob; join:${code}; wait:playing; play:${BOB_FIRST}; shot:${shot("3-bob-leaves")}; quit`);

  // Cleo opens the room's link in a browser, gives her name and presses Join.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-first-run"],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const consoleLog = fs.createWriteStream(path.join(OUT, "cleo-console.log"));
  page.on("console", (m) => consoleLog.write(`[${since()} s] ${m.type()}: ${m.text()}\n`));
  const press = async (key) => {
    await page.keyboard.down(key);
    await pause(KEY_HOLD_S);
    await page.keyboard.up(key);
    await pause(0.3);
  };
  await page.goto(`${PAGE}?room=${code}&server=${encodeURIComponent(SERVER)}`);
  const play = page.locator("#start");
  await play.waitFor({ state: "visible", timeout: 600_000 });
  await play.click();
  // The Online screen, the code filled in: five steps down to the name, then Join.
  // The link leads to the Online screen once the game has loaded: the browser test's picture of
  // that screen tells when it is up.
  const online = decode(path.join(ROOT, "tests/golden/web/online.webp"));
  await until("the Online screen in the browser", async () => matches(decode(await page.screenshot()), online).ok, 600);
  await pause(3);
  // Her name in its field, then Join (where the browser test's picture of the screen has them).
  await page.mouse.click(640, 444);
  await pause(2);
  for (const c of "Cleo") {
    await page.keyboard.press(c, { delay: 200 });
    await pause(0.5);
  }
  await pause(2);
  await page.screenshot({ path: shot("cleo-name") });
  await page.mouse.click(640, 500);

  // Cleo's seat token, as her browser keeps it, tells the harness when it is her turn (the
  // server's /mine, which the title's "Your turn" line asks too).
  const token = await until("Cleo's seat token in local storage", () =>
    page.evaluate((room) => {
      for (let i = 0; i < localStorage.length; i++) {
        const text = localStorage.getItem(localStorage.key(i)) || "";
        const m = text.match(new RegExp(`room:\\s*"${room}"[^)]*?token:\\s*(?:Some\\()?"([0-9a-f]{32})"`));
        if (m) return m[1];
      }
      return null;
    }, code), 600);
  log("Cleo has a seat");
  // The page draws a quarter of the pixels while she plays (SwiftShader draws every one on the
  // CPU, beside two desktop games); her pictures are taken at the full size.
  const full = async (name) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await pause(15);
    await page.screenshot({ path: shot(name) });
    await page.setViewportSize(SMALL);
  };
  await page.setViewportSize(SMALL);
  const mine = () =>
    page.evaluate(
      ({ url, token, version }) =>
        new Promise((resolve) => {
          const ws = new WebSocket(`${url}/mine`);
          const done = (v) => {
            resolve(v);
            ws.close();
          };
          ws.onopen = () => ws.send(JSON.stringify({ parlour: version, body: { Mine: { tokens: [token] } } }));
          ws.onmessage = async (e) => {
            const text = typeof e.data === "string" ? e.data : await e.data.text();
            done(JSON.parse(text).body.Mine?.[0] ?? null);
          };
          ws.onerror = () => done(null);
          setTimeout(() => done(null), 5000);
        }),
      { url: SERVER, token, version: PROTOCOL },
    );

  let bobBack = null;
  let bobLeft = null;
  let cleoTurns = 0;
  const from = Date.now();
  for (;;) {
    if ((Date.now() - from) / 1000 > MATCH_LIMIT_S) fail(`the match did not end in ${MATCH_LIMIT_S} s`);
    if (server.child.exitCode !== null) fail("the server stopped");
    // Bob closed his game: after a while away, he opens it again and joins the same code.
    if (!bobLeft && bob.child.exitCode !== null) {
      await finished(bob);
      bobLeft = Date.now();
      log("Bob closed his game");
    }
    if (bobLeft && !bobBack && (Date.now() - bobLeft) / 1000 > AWAY_S) {
      await full("4-cleo-waiting");
      bobBack = desktop("bob", 2, `wait:title; join:${code}; wait:playing; frames:60; shot:${shot("5-bob-back")}; play; frames:120; shot:${shot("7-bob-end")}; quit`);
      log("Bob opens his game again");
    }
    const m = await mine();
    if (m?.over || (m === null && cleoTurns > 0 && ann.child.exitCode !== null)) break;
    if (m?.your_turn) {
      await press("Enter");
      cleoTurns++;
      if (cleoTurns === 40) await full("6-cleo-table");
    } else {
      await pause(1);
    }
  }
  log(`the match is over; Cleo pressed Enter ${cleoTurns} times`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await pause(20);
  await page.screenshot({ path: shot("9-cleo-end") });
  await finished(ann);
  if (!bobBack) fail("Bob never came back");
  await finished(bobBack);
  const said = (p) => p.lines.filter((l) => l.includes("on the replay shelf")).length;
  log(`on the replay shelf: Ann ${said(ann)}, Bob ${said(bobBack)}`);
  if (said(ann) !== 1 || said(bobBack) !== 1) fail("a desktop did not shelve the finished match");
  log(`online trial passed; screenshots in ${OUT}`);
} finally {
  if (browser) await browser.close();
  for (const c of children) {
    try {
      process.kill(-c.pid, "SIGTERM");
    } catch {}
  }
  site.close();
}
