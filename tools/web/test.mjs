// The browser test of the web upload: unzip dist/parlour-web.zip, serve it on localhost, open it
// in headless Chromium (Debian's, WebGL2 in software through SwiftShader), press "Click to play",
// wait for the title screen, then click "Nine Men's Morris" with the mouse and wait for the setup
// screen. Last, back on the title, it clicks Morpyam, makes seat 1 a computer player and starts:
// two computer players play at the table until they have made MIN_DECISIONS decisions, read back
// from the autosave in the browser's local storage, and the page's aria-live region says what
// the table's banner or log says. Then online play: the browser joins, by a link, a Morris match
// held by a `parlour-server` on 127.0.0.1, sees the server's move and makes its own. Then the
// page afresh on a 10 Mbit/s line, timed to its title and to a playable Morris table, with a
// picture of it every 2 s. Then a browser whose language is Maltese:
// the page's words and the title in Maltese. Then a phone (a 390×844 page with touch, as
// Chromium emulates one): a match of Three Men's Morris against a computer player played to its
// end by taps alone, and a first turn of Morpyam (the throws a press, a drag and a lift, then a
// tap on a lit square). Then the reference scene (the page's
// `?reference-scene`), and the game's frame times as multiples of its.
// Each screen is recognised by comparing the page with its golden in tests/golden/web/ (same
// measure as the native screenshot tests); before trusting that, the test checks that the
// comparison rejects a black page, the loading page and the other screen. Every click waits for
// the screen it leads to and is made again if the screen did not change (a lost click).
//
// node tools/web/test.mjs [--zip dist/parlour-web.zip] [--out dist/web-test] [--update]
//   [--update-only PREFIX] [--only phone|online]
// --update writes the goldens from this run instead (look at them before committing);
// --update-only writes only those whose names start with PREFIX; --only phone (or online) runs
// the phone's (or the online) part alone (while working on it).

import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decode, flat, matches, writeGolden } from "./compare.mjs";
import { launchChromium, serveSite } from "./site.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const ZIP = path.resolve(opt("--zip", path.join(ROOT, "dist/parlour-web.zip")));
const OUT = path.resolve(opt("--out", path.join(ROOT, "dist/web-test")));
const GOLDEN = path.join(ROOT, "tests/golden/web");
const UPDATE = args.includes("--update");
const UPDATE_ONLY = opt("--update-only", null);
const ONLY = opt("--only", null);
/** Whether the golden `name` is written by this run rather than checked. */
const updating = (name) => UPDATE || (UPDATE_ONLY !== null && name.startsWith(UPDATE_ONLY));
// The online server's port: the one a new player's settings name, unless another server holds
// it on this machine (PARLOUR_WEB_TEST_PORT; the room's link names the server either way).
const ONLINE_PORT = process.env.PARLOUR_WEB_TEST_PORT || "3536";
// The page's size; the game's goldens are 1280×720 too.
const VIEW = { width: 1280, height: 720 };
// "Nine Men's Morris" on the web title screen (no Quit button there, so the menu sits lower
// than on the desktop).
const MORRIS_BUTTON = { x: 280, y: 372 };
const MORPYAM_BUTTON = { x: 280, y: 259 };
// On Morpyam's setup screen (tests/golden/morpyam_setup.webp): seat 1's › and Start.
const SEAT1_NEXT = { x: 893, y: 351 };
const START_BUTTON = { x: 880, y: 540 };
// Start on Nine Men's Morris's setup screen (tests/golden/web/setup.webp).
const MORRIS_START = { x: 880, y: 495 };
// The throttled load's pictures of the page, one every this many seconds.
const FILM_EVERY_S = 2;
// The table takes the next decision only once the dice of a throw were simulated (rapier),
// replayed and have landed: six decisions are the roll-off's two throws and at least two more
// throws of the first turn.
const MIN_DECISIONS = 6;
const PLAY_LIMIT_S = 600;
// A click that did not change the screen in this time is taken as lost and made again.
const CLICK_WAIT_S = 60;
const CLICK_TRIES = 3;
// Join on the Online screen (tests/golden/web/online.webp).
const JOIN_BUTTON = { x: 640, y: 500 };
// A key is held this long: longer than a frame of the slowest page, so that the game sees it
// down in one frame and up in a later one.
const KEY_HOLD_S = 2;
// Software rendering of a wasm game on two cores is slow: generous limits, reported timings.
const LOAD_LIMIT_S = 300;
const SCREEN_LIMIT_S = 300;

// The phone's page, and where Three Men's Morris's points and Morpyam's controls are drawn on it
// (read off the game at this size: Morris's board while the person places, Morpyam's while the
// turn panel shows five dice and the call; the board's room is what the panels leave).
const PHONE = { width: 390, height: 844 };
// Three Men's Morris's points, by the rules' numbering (row by row from the far left).
const MORRIS_POINTS = [
  { x: 96, y: 268 }, { x: 195, y: 268 }, { x: 293, y: 268 },
  { x: 87, y: 351 }, { x: 195, y: 351 }, { x: 303, y: 351 },
  { x: 75, y: 452 }, { x: 195, y: 452 }, { x: 315, y: 452 },
];
// Inside the Throw button both at the roll-off and at a turn's first throw.
const MORPYAM_THROW = { x: 120, y: 705 };
// Morpyam's 36 squares, row by row from the far left.
const MORPYAM_SQUARES = [
  { x: 85, y: 81 }, { x: 130, y: 81 }, { x: 174, y: 81 }, { x: 217, y: 81 }, { x: 261, y: 81 }, { x: 305, y: 81 },
  { x: 83, y: 120 }, { x: 128, y: 120 }, { x: 172, y: 120 }, { x: 216, y: 120 }, { x: 261, y: 120 }, { x: 306, y: 120 },
  { x: 78, y: 158 }, { x: 124, y: 158 }, { x: 170, y: 158 }, { x: 216, y: 158 }, { x: 262, y: 158 }, { x: 307, y: 158 },
  { x: 74, y: 198 }, { x: 120, y: 198 }, { x: 168, y: 198 }, { x: 216, y: 198 }, { x: 264, y: 198 }, { x: 312, y: 198 },
  { x: 70, y: 243 }, { x: 118, y: 243 }, { x: 167, y: 243 }, { x: 216, y: 243 }, { x: 266, y: 243 }, { x: 316, y: 243 },
  { x: 65, y: 292 }, { x: 115, y: 292 }, { x: 165, y: 292 }, { x: 216, y: 292 }, { x: 268, y: 292 }, { x: 320, y: 292 },
];
// A finger rests this long on each tap: more than a frame of the slowest page, less than a long
// press (which asks for a hint).
const TAP_HOLD_S = 0.5;
// After a decision, the table shows it (a man glides, dice roll) before the next is taken.
const SHOWN_S = 5;
const BRASS = [217, 163, 66];

/** The browser's side of the phone test: its DevTools session, for touches. */
let touchSession = null;

const started = Date.now();
const since = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (...m) => console.log(`[${since()} s]`, ...m);
/** Every frame time measured so far, by label. */
const measured = {};

function fail(message) {
  console.error(`web test FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

// The upload exactly as itch.io gets it.
const SITE = path.join(OUT, "site");
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(SITE, { recursive: true });
execFileSync("unzip", ["-q", ZIP, "-d", SITE]);
if (!fs.existsSync(path.join(SITE, "index.html"))) fail(`${ZIP} has no index.html at its root`);

// Requests for files the upload does not have (the browser's favicon probe is the only one
// allowed: the game's own files must all be there).
const missing = [];
const { server, url: URL_ } = await serveSite(SITE, missing);
const browser = await launchChromium();
const consoleLog = fs.createWriteStream(path.join(OUT, "console.log"));
const pageErrors = [];
/** How long the page took to offer "Click to play" and to show the title (clicked at once),
 * and the bytes it had downloaded by then, per network (declared before the run that fills it). */
const loadTimes = [];
const audioProblems = [];
let page;
try {
  await openPage();
  await run();
} finally {
  await browser.close();
  server.close();
  consoleLog.end();
}

/** A new page in `page` (in a context with `options`), its console written to console.log, its
 * errors and sound problems collected. */
async function openPage(options = {}) {
  page = await browser.newPage({ viewport: VIEW, ...options });
  page.on("console", (m) => {
    consoleLog.write(`[${since()} s] ${m.type()}: ${m.text()}\n`);
    // The sound plugin warns when it cannot open the browser's audio output or read a sound.
    if (m.text().includes("bevy_kira_audio")) audioProblems.push(m.text());
  });
  page.on("pageerror", (e) => {
    consoleLog.write(`[${since()} s] pageerror: ${e.message}\n`);
    // winit leaves Rust's run loop by throwing this on purpose.
    if (!e.message.includes("Using exceptions for control flow")) pageErrors.push(e.message);
  });
}

async function shot() {
  return page.screenshot({ type: "png" });
}

function save(name, png) {
  fs.writeFileSync(path.join(OUT, `${name}.png`), png);
}

function golden(name) {
  return decode(path.join(GOLDEN, `${name}.webp`));
}

/** Wait until the page shows the screen `name` (or settles, with --update); save it. */
async function reach(name) {
  const last = await shows(name, SCREEN_LIMIT_S);
  if (last !== true) {
    fail(`${name} screen not reached in ${SCREEN_LIMIT_S} s ${missed(name, last)}`);
  }
}

/** How the last look at the screen `name` differed from its golden, and where it is saved. */
function missed(name, last) {
  return `(${last ? last.text : "never settled"}); see ${OUT}/${name}-last.png`;
}

/** Whether the page shows the screen `name` (or settles, with --update) within `limit` seconds:
 * true, or the last comparison with its golden. The screen is saved under its name. */
async function shows(name, limit, poll = 1, seen = () => {}) {
  const from = Date.now();
  let last = null;
  let previous = null;
  let steady = 0;
  while ((Date.now() - from) / 1000 < limit) {
    if (pageErrors.length) fail(`the page threw: ${pageErrors.join(" | ")}`);
    const png = await shot();
    seen(png);
    const img = decode(png);
    if (updating(name)) {
      // Settled: three captures in a row that barely differ.
      steady = previous && matches(img, previous, 0.5, 0.002).ok ? steady + 1 : 0;
      previous = img;
      if (steady >= 3) {
        fs.mkdirSync(GOLDEN, { recursive: true });
        writeGolden(path.join(GOLDEN, `${name}.webp`), png);
        save(name, png);
        log(`${name}: golden written (look at it before committing)`);
        return true;
      }
    } else {
      last = matches(img, golden(name));
      if (last.ok) {
        save(name, png);
        log(`${name} screen reached in ${((Date.now() - from) / 1000).toFixed(1)} s: ${last.text}`);
        return true;
      }
    }
    save(`${name}-last`, png);
    await new Promise((r) => setTimeout(r, poll * 1000));
  }
  return last;
}

/** Click at `at` (`what`) until the page shows the screen `to`, or with `to` null, until it
 * no longer shows the screen it showed before the click. A click can be lost (the game saw no
 * press in a frame that took a second, or the screen was still changing): while the page still
 * shows what it showed before the click after CLICK_WAIT_S, it clicks again, up to CLICK_TRIES
 * times. The screen before is captured with the pointer already over the button, so that its
 * hover look is part of it. */
async function clickThrough(at, what, to) {
  await page.mouse.move(at.x, at.y);
  await pause(3);
  const before = decode(await shot());
  const left = () => shot().then((png) => !matches(decode(png), before).ok);
  for (let attempt = 1; attempt <= CLICK_TRIES; attempt++) {
    await page.mouse.click(at.x, at.y);
    log(`clicked at ${at.x},${at.y} (${what})${attempt > 1 ? `, try ${attempt}` : ""}`);
    if (to !== null) {
      const last = await shows(to, UPDATE ? SCREEN_LIMIT_S : CLICK_WAIT_S);
      if (last === true) return;
      if (await left()) {
        fail(`after clicking ${what}, the page shows neither the screen before nor ${to} ${missed(to, last)}`);
      }
    } else {
      for (const from = Date.now(); (Date.now() - from) / 1000 < CLICK_WAIT_S; await pause(2)) {
        if (await left()) return;
      }
    }
    log(`${what}: the screen is unchanged ${CLICK_WAIT_S} s after the click`);
  }
  save("click-unchanged", await shot());
  fail(`${CLICK_TRIES} clicks on ${what} did not change the screen; see ${OUT}/click-unchanged.png`);
}

/** Press `key` (`what`) on the screen `from` until the page shows the screen `to`: the key is
 * held over a frame, and pressed again, up to CLICK_TRIES times, while the page still shows
 * `from` CLICK_WAIT_S after it. */
async function pressThrough(key, what, from, to) {
  for (let attempt = 1; attempt <= CLICK_TRIES; attempt++) {
    await page.keyboard.down(key);
    await pause(KEY_HOLD_S);
    await page.keyboard.up(key);
    log(`pressed ${what}${attempt > 1 ? `, try ${attempt}` : ""}`);
    const last = await shows(to, UPDATE ? SCREEN_LIMIT_S : CLICK_WAIT_S);
    if (last === true) return;
    if (!matches(decode(await shot()), golden(from)).ok) {
      fail(`after pressing ${what}, the page shows neither ${from} nor ${to} ${missed(to, last)}`);
    }
    log(`${what}: the screen is unchanged ${CLICK_WAIT_S} s after the key`);
  }
  fail(`${CLICK_TRIES} presses of ${what} did not change the screen; see ${OUT}/${to}-last.png`);
}

async function run() {
  log(`serving ${ZIP} at ${URL_}; ${await browser.version()}`);
  if (ONLY === "phone") {
    await phone();
    log(`web test (the phone's part) passed; screenshots in ${OUT}`);
    return;
  }
  if (ONLY === "online") {
    await onlineGuest();
    log(`web test (the online part) passed; screenshots in ${OUT}`);
    return;
  }
  const opened = Date.now();
  await page.goto(URL_);
  const start = page.locator("#start");
  await start.waitFor({ state: "visible", timeout: LOAD_LIMIT_S * 1000 }).catch(async () => {
    save("loading-last", await shot());
    fail(`"Click to play" did not appear in ${LOAD_LIMIT_S} s: ${await page.locator("#status").textContent()}`);
  });
  const offered = (Date.now() - opened) / 1000;
  log(`wasm downloaded and compiled: "Click to play" ${offered.toFixed(1)} s after opening the page`);
  const loadingPng = await shot();
  save("loading", loadingPng);

  if (!UPDATE) {
    // The comparison must be able to say no: to a black canvas, to the loading page, and to
    // the other screen.
    const title = golden("title");
    const setup = golden("setup");
    const loading = decode(loadingPng);
    const wrong = [
      ["a black page", flat(title, [0, 0, 0]), "title"],
      ["the loading page", loading, "title"],
      ["the loading page", loading, "setup"],
      ["the setup golden", setup, "title"],
      ["the title golden", title, "setup"],
    ];
    for (const [what, img, screen] of wrong) {
      const r = matches(img, screen === "title" ? title : setup);
      if (r.ok) fail(`the ${screen} check accepts ${what}: ${r.text}`);
    }
    log("the screen checks reject a black page, the loading page and the other screen");
  }

  await start.click();
  const clicked = Date.now();
  log("clicked Click to play");
  if ((await shows("title", SCREEN_LIMIT_S, 0.25)) !== true) await reach("title");
  // The checks above ran between the button and the click; the game starts only on the click,
  // so the time to the title had it been clicked at once is the two spans added.
  loadTimes.push({
    how: "unthrottled",
    offered,
    title: offered + (Date.now() - clicked) / 1000,
    bytes: await wireBytes(),
  });
  logLoad(loadTimes.at(-1));
  await frameTimes("title", 20);

  // The game made its sound output after the click, and the browser lets it play.
  const audio = await page.evaluate(() => (window.parlourAudio ? window.parlourAudio.states() : []));
  log(`audio contexts: ${JSON.stringify(audio)}`);
  if (!audio.includes("running")) fail(`no running audio context (${JSON.stringify(audio)})`);
  if (audioProblems.length) fail(`the sound plugin reported: ${audioProblems.join(" | ")}`);

  await clickThrough(MORRIS_BUTTON, "Nine Men's Morris", "setup");

  await playMorpyam();

  if (pageErrors.length) fail(`the page threw: ${pageErrors.join(" | ")}`);
  if (audioProblems.length) fail(`the sound plugin reported: ${audioProblems.join(" | ")}`);
  const notFavicon = missing.filter((p) => p !== "/favicon.ico");
  if (notFavicon.length) fail(`the page asked for files the upload lacks: ${notFavicon.join(", ")}`);
  await onlineGuest();
  await throttledLoad();
  await maltese();
  await phone();
  await referenceFrameTimes();
  for (const l of loadTimes) logLoad(l);
  log(`web test passed; screenshots in ${OUT}`);
}


function logLoad(l) {
  const table = l.table === undefined ? "" : `, a playable Morris table after ${l.table.toFixed(1)} s`;
  log(
    `load (${l.how}): "Click to play" after ${l.offered.toFixed(1)} s, the title after ${l.title.toFixed(1)} s, ` +
      `${(l.bytes / 1e6).toFixed(2)} MB over the wire before the title${table}`,
  );
}

/** The bytes this page has received so far, as sent (gzipped, with headers): the page, its
 * script, the wasm and the game's files. */
async function wireBytes() {
  return page.evaluate(() =>
    [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")].reduce(
      (n, e) => n + (e.transferSize || 0),
      0,
    ),
  );
}

/** The page on a slow line, as DevTools emulates one (10 Mbit/s down, 40 ms), with a cold
 * cache: "Click to play" clicked as soon as it shows, then the title, then Nine Men's Morris
 * started from its setup until its table speaks (the page's aria-live region says whose turn
 * it is). On the way, the page as a player sees it every FILM_EVERY_S seconds until the title
 * (film-NNs.png) and when it offers to start (film-ready.png), for docs/web.md. */
async function throttledLoad() {
  await page.close();
  await openPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const rate = 10e6 / 8;
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: rate,
    uploadThroughput: rate,
  });
  const opened = Date.now();
  let nextFrame = 0;
  const film = (png) => {
    const at = (Date.now() - opened) / 1000;
    if (at < nextFrame) return;
    const mark = Math.floor(at / FILM_EVERY_S) * FILM_EVERY_S;
    save(`film-${String(mark).padStart(2, "0")}s`, png);
    nextFrame = mark + FILM_EVERY_S;
  };
  await page.goto(URL_);
  const start = page.locator("#start");
  // While the wasm downloads and compiles the page's own script is all that runs: a capture
  // each half second costs the load nothing.
  while (!(await start.isVisible())) {
    if ((Date.now() - opened) / 1000 > LOAD_LIMIT_S) fail(`"Click to play" did not appear in ${LOAD_LIMIT_S} s at 10 Mbit/s`);
    film(await shot());
    await pause(0.5);
  }
  const offered = (Date.now() - opened) / 1000;
  save("film-ready", await shot());
  await start.click();
  const last = await shows("title", SCREEN_LIMIT_S, 0.25, film);
  if (last !== true) fail(`the title did not show at 10 Mbit/s ${missed("title", last)}`);
  const title = (Date.now() - opened) / 1000;
  const bytes = await wireBytes();
  // A player who clicks Nine Men's Morris and Start as soon as each shows: each a short press,
  // made again by clickThrough (and timed with its waits) only if it was lost.
  await press(MORRIS_BUTTON);
  if ((await shows("setup", CLICK_WAIT_S, 0.25)) !== true) await clickThrough(MORRIS_BUTTON, "Nine Men's Morris", "setup");
  await press(MORRIS_START);
  let spoken = await tableSays(CLICK_WAIT_S);
  if (!spoken) {
    await clickThrough(MORRIS_START, "Start", null);
    spoken = await tableSays(SCREEN_LIMIT_S);
  }
  if (!spoken) fail("the Morris table did not speak at 10 Mbit/s");
  const table = (Date.now() - opened) / 1000;
  save("morris-table-throttled", await shot());
  log(`the Morris table says "${spoken}"`);
  loadTimes.push({ how: "10 Mbit/s, 40 ms", offered, title, table, bytes });
  logLoad(loadTimes.at(-1));
}

/** A player's click at `at`: the pointer there, the button held a tenth of a second. */
async function press(at) {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await pause(0.1);
  await page.mouse.up();
}

/** What the page's aria-live region says now: empty while it is silent. */
function liveText() {
  return page.evaluate(() => document.getElementById("live")?.textContent ?? "");
}

/** What the table's aria-live region says once it says something, polled for up to `limit` s
 * (empty if it stayed silent): the table is laid and tells whose turn it is. */
async function tableSays(limit) {
  for (const from = Date.now(); (Date.now() - from) / 1000 < limit; await pause(0.25)) {
    if (pageErrors.length) fail(`the page threw: ${pageErrors.join(" | ")}`);
    const said = await liveText();
    if (said) return said;
  }
  return "";
}

/** The app test binary that `make test` built (tests/app), newest first. */
function appTestBinary() {
  const deps = path.join(process.env.CARGO_TARGET_DIR || path.join(process.env.HOME, ".cache/parlour-target"), "debug/deps");
  const found = fs
    .readdirSync(deps)
    .filter((f) => /^app-[0-9a-f]+$/.test(f))
    .map((f) => path.join(deps, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!found.length) fail(`no app test binary in ${deps}: run make test first`);
  return found[0];
}

/** The server binary that `make test` built (crates/server). */
function serverBinary() {
  const bin = path.join(process.env.CARGO_TARGET_DIR || path.join(process.env.HOME, ".cache/parlour-target"), "debug/parlour-server");
  if (!fs.existsSync(bin)) fail(`no ${bin}: run make test first`);
  return bin;
}

/** Online: the browser joins a Morris match held by a `parlour-server` process on 127.0.0.1 (at
 * the address a new player's settings name), by a link to the room, which a native client of the
 * app test binary opened: it sees the server's computer player place White's first man, then
 * places Black's by keyboard, and the server takes that decision. */
async function onlineGuest() {
  const serverLog = fs.createWriteStream(path.join(OUT, "online-server.log"));
  const server = spawn(serverBinary(), [], {
    env: { ...process.env, PARLOUR_ADDRESS: `127.0.0.1:${ONLINE_PORT}`, PARLOUR_DATABASE: path.join(OUT, "online-server.db") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.pipe(serverLog);
  server.stderr.pipe(serverLog);
  // The room's watcher connects at once: it must find the server listening.
  await new Promise((resolve, reject) => {
    let said = "";
    const timer = setTimeout(() => reject(new Error(`the server did not listen in 60 s: ${said}`)), 60_000);
    const hear = (chunk) => {
      said += chunk.toString();
      if (said.includes("listening on")) {
        clearTimeout(timer);
        server.stdout.off("data", hear);
        resolve();
      }
    };
    server.stdout.on("data", hear);
    server.on("exit", (code) => reject(new Error(`the server stopped (${code}) before it listened: ${said}`)));
  });
  const url = `ws://127.0.0.1:${ONLINE_PORT}`;
  const host = spawn(appTestBinary(), ["--ignored", "--exact", "online::a_room_for_the_browser_test", "--nocapture"], {
    env: { ...process.env, PARLOUR_TEST_SERVER: url, PARLOUR_WEB_HOST_SECONDS: "400" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const hostLines = [];
  const onLine = (chunk) => {
    for (const line of chunk.toString().split("\n")) if (line.startsWith("host: ")) hostLines.push(line.slice(6));
  };
  host.stdout.on("data", onLine);
  const stderr = fs.createWriteStream(path.join(OUT, "online-room.log"));
  host.stderr.pipe(stderr);
  try {
    const until = async (what, test, limit) => {
      const from = Date.now();
      while ((Date.now() - from) / 1000 < limit) {
        const found = await test();
        if (found) return found;
        if (host.exitCode !== null) fail(`the room's watcher stopped (${host.exitCode}) before ${what}: ${hostLines.join(" | ")}`);
        if (server.exitCode !== null) fail(`the server stopped (${server.exitCode}) before ${what}`);
        await pause(1);
      }
      save("online-last", await shot());
      fail(`${what} did not happen in ${limit} s; the room's watcher said: ${hostLines.join(" | ")}`);
    };
    const open = await until("the server opened the room", () => hostLines.find((l) => l.startsWith("room ")), 120);
    const room = open.split(" ")[1];
    log(`server: ${open}`);
    await page.close();
    await openPage();
    await page.goto(`${URL_}?room=${room}&server=${encodeURIComponent(url)}`);
    const start = page.locator("#start");
    await start.waitFor({ state: "visible", timeout: LOAD_LIMIT_S * 1000 });
    await start.click();
    // The link opens the Online screen with the code filled in. Join is clicked, not reached by
    // arrows: a frame of the software-drawn page takes over half a second, so a held arrow can
    // step twice (the menus repeat a held direction after 0.4 s) and two quick ones make one.
    await reach("online");
    await clickThrough(JOIN_BUTTON, "Join", null);
    await until("the browser's seat in the room", () => hostLines.find((l) => l.endsWith(" joined")), 120);
    const white = await until("White's first man on the browser's table", async () => {
      const text = await liveText();
      return text.includes("White places a man") ? text : null;
    }, SCREEN_LIMIT_S);
    log(`the browser's table says "${white}"`);
    save("online-guest", await shot());
    // Black's turn at the browser: Enter places a man on the point with the focus; while that
    // point is taken, the focus walks on.
    const placed = await until("the server taking Black's decision from the browser", async () => {
      if (!hostLines.some((l) => l.startsWith("decision 2"))) {
        await page.keyboard.down("Enter");
        await pause(KEY_HOLD_S / 2);
        await page.keyboard.up("Enter");
        await pause(2);
        if (!hostLines.some((l) => l.startsWith("decision 2"))) {
          await page.keyboard.down("ArrowRight");
          await pause(KEY_HOLD_S / 2);
          await page.keyboard.up("ArrowRight");
        }
      }
      return hostLines.find((l) => l.startsWith("decision 2"));
    }, 240);
    log(`the server took the browser's decision: ${placed}`);
    const black = await until("Black's man on the browser's table", async () => {
      const text = await liveText();
      return text.includes("Black places a man") ? text : null;
    }, 120);
    log(`the browser's table says "${black}"`);
    save("online-guest-placed", await shot());
    if (pageErrors.length) fail(`the page threw: ${pageErrors.join(" | ")}`);
  } finally {
    host.kill();
    server.kill();
  }
}

/** A browser whose language is Maltese: the page's own words and the game's title come in
 * Maltese, from the message files, without a choice in the settings. */
async function maltese() {
  await page.close();
  await openPage({ locale: "mt-MT" });
  await page.goto(URL_);
  const start = page.locator("#start");
  await start.waitFor({ state: "visible", timeout: LOAD_LIMIT_S * 1000 });
  const words = fs.readFileSync(path.join(ROOT, "assets/i18n/mt/menus.ftl"), "utf8");
  const want = /^web-start = (.+)$/m.exec(words)[1];
  const [shown, lang] = await page.evaluate(() => [document.getElementById("start").textContent, document.documentElement.lang]);
  if (shown !== want || lang !== "mt") fail(`a Maltese browser's page says ${JSON.stringify(shown)} (lang ${lang}), not ${JSON.stringify(want)}`);
  log(`a Maltese browser's page says "${shown}"`);
  await start.click();
  await reach("title-mt");
}

async function touchAt(type, at) {
  await touchSession.send("Input.dispatchTouchEvent", { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });
}

/** A tap at `at`: a finger down, a short rest, up. */
async function tap(at, what) {
  await touchAt("touchStart", at);
  await pause(TAP_HOLD_S);
  await touchAt("touchEnd", null);
  log(`tapped ${what} at ${at.x},${at.y}`);
}

/** A throw: a finger down on `at`, held, dragged up and to the right, and lifted. */
async function dragThrow(at) {
  await touchAt("touchStart", at);
  await pause(0.5);
  for (let i = 1; i <= 6; i++) {
    await touchAt("touchMove", { x: at.x + 12 * i, y: at.y - 20 * i });
    await pause(0.1);
  }
  await touchAt("touchEnd", null);
  log(`threw from ${at.x},${at.y} with a drag`);
}

/** The centre of the focused widget (its brass border) in `img`, or null. */
function focused(img) {
  let box = null;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const i = 4 * (y * img.width + x);
      if (BRASS.every((c, k) => Math.abs(img.data[i + k] - c) <= 6)) {
        box = box
          ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) }
          : { x0: x, y0: y, x1: x, y1: y };
      }
    }
  }
  return box && box.x1 - box.x0 > 40 && box.y1 - box.y0 > 20 ? { x: (box.x0 + box.x1) >> 1, y: (box.y0 + box.y1) >> 1 } : null;
}

/** The decision count of the saved match once it passes `test`, within `limit` seconds. */
async function decisionsUntil(what, test, limit) {
  const from = Date.now();
  while ((Date.now() - from) / 1000 < limit) {
    if (pageErrors.length) fail(`the page threw: ${pageErrors.join(" | ")}`);
    const n = await savedDecisions();
    if (test(n)) return n;
    await pause(1);
  }
  save("phone-last", await shot());
  fail(`${what} did not happen in ${limit} s; see ${OUT}/phone-last.png`);
}

/** A phone-sized page with touch whose saved match is `ron`: the start button tapped, the title
 * (`golden`) reached, its Resume (the focused button) tapped. */
async function phoneTable(ron, golden) {
  await page.close();
  await openPage({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  touchSession = await page.context().newCDPSession(page);
  await page.goto(URL_);
  await page.evaluate((text) => window.localStorage.setItem("parlour/match.ron", text), ron);
  const start = page.locator("#start");
  await start.waitFor({ state: "visible", timeout: LOAD_LIMIT_S * 1000 });
  await start.tap();
  await reach(golden);
  const resume = focused(decode(await shot()));
  if (!resume) fail("no focused button on the phone's title");
  await tap(resume, "Resume");
}

/** Taps (or a throw, with no points) for the decision after `before`, made again while the saved
 * decision count says it did not take. */
async function decide(before, act) {
  for (let attempt = 1; (await savedDecisions()) === before; attempt++) {
    if (attempt > CLICK_TRIES) {
      save("phone-last", await shot());
      fail(`decision ${before + 1} was not made by touch; see ${OUT}/phone-last.png`);
    }
    await act();
    const from = Date.now();
    while ((Date.now() - from) / 1000 < 30 && (await savedDecisions()) === before) await pause(1);
  }
}

/** Three Men's Morris to its end, then Morpyam's first turn, by taps on a phone-sized page. */
async function phone() {
  const from = Date.now();
  const saves = path.join(OUT, "phone-saves");
  execFileSync(appTestBinary(), ["--ignored", "--exact", "touch::saves_for_the_browser_test"], {
    env: { ...process.env, PARLOUR_SAVES_OUT: saves },
    stdio: "ignore",
  });
  const read = (f) => fs.readFileSync(path.join(saves, f), "utf8");
  await phoneTable(read("morris/match.ron"), "phone-title");
  await reach("phone-morris");
  for (const line of read("morris/taps.txt").trim().split("\n")) {
    const [before, ...points] = line.split(" ").map(Number);
    await decisionsUntil(`decision ${before + 1} coming to the person`, (n) => n === before, SCREEN_LIMIT_S);
    await pause(SHOWN_S);
    await decide(before, async () => {
      for (const p of points) {
        await tap(MORRIS_POINTS[p], `point ${p}`);
        await pause(1);
      }
    });
  }
  const over = () => page.evaluate(() => window.localStorage.getItem("parlour/statistics.ron") !== null);
  for (const t0 = Date.now(); !(await over()); await pause(1)) {
    if ((Date.now() - t0) / 1000 > SCREEN_LIMIT_S) fail("the Morris match did not end");
  }
  await pause(5);
  save("phone-morris-end", await shot());
  const live = await liveText();
  log(`Three Men's Morris won by taps on a phone-sized page in ${((Date.now() - from) / 1000).toFixed(1)} s: "${live}"`);

  // Morpyam: the roll-off's throw and the first turn's, each a press on Throw, a drag and a lift,
  // then a tap on a lit square.
  const turn = Date.now();
  await phoneTable(read("morpyam/match.ron"), "phone-title-morpyam");
  for (const line of read("morpyam/plan.txt").trim().split("\n")) {
    const [before, ...squares] = line.split(" ").map(Number);
    await decisionsUntil(`decision ${before + 1} coming to the person`, (n) => n === before, PLAY_LIMIT_S);
    // The dice of the decision before land and the panel settles.
    await pause(SHOWN_S);
    await decide(before, async () => {
      if (squares.length === 0) await dragThrow(MORPYAM_THROW);
      for (const sq of squares) await tap(MORPYAM_SQUARES[sq], `square ${sq}`);
    });
  }
  save("phone-morpyam", await shot());
  log(`a turn of Morpyam by taps on a phone-sized page in ${((Date.now() - turn) / 1000).toFixed(1)} s`);
  log(`the phone's part took ${((Date.now() - from) / 1000).toFixed(1)} s`);
}

/** The reference scene (`?reference-scene`: a cube on a plane under one shadowed light) in a
 * fresh page after the game's is closed, measured as the game was; then each of the game's
 * frame times as a multiple of it, as `tools/bench-frames.sh` prints them natively. */
async function referenceFrameTimes() {
  await page.close();
  await openPage();
  await page.goto(`${URL_}?reference-scene`);
  await page.locator("#start").click({ timeout: LOAD_LIMIT_S * 1000 });
  // Its pipelines compile in the first frames.
  await pause(15);
  if (pageErrors.length) fail(`the reference scene threw: ${pageErrors.join(" | ")}`);
  const reference = await frameTimes("reference", 20);
  save("reference", await shot());
  for (const [label, t] of Object.entries(measured)) {
    if (label === "reference") continue;
    log(`${label}: ${(t.mean / reference.mean).toFixed(2)}x the reference's mean, ${(t.p95 / reference.p95).toFixed(2)}x its p95`);
  }
}

/** The page's frame time: the interval between animation frames (the game draws once in each),
 * over `n` frames; logged as mean and p95 like `parlour --bench-frames`. */
async function frameTimes(label, n) {
  const times = await page.evaluate(
    (n) =>
      new Promise((done) => {
        const t = [];
        let last = null;
        const step = (now) => {
          if (last !== null) t.push(now - last);
          last = now;
          if (t.length < n) requestAnimationFrame(step);
          else done(t);
        };
        requestAnimationFrame(step);
      }),
    n,
  );
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
  log(`frame time [${label}] over ${sorted.length} frames: mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  measured[label] = { mean, p95 };
  return measured[label];
}

function pause(s) {
  return new Promise((r) => setTimeout(r, s * 1000));
}

/** The number of decisions in the match saved in local storage (null: no save yet). */
async function savedDecisions() {
  const text = await page.evaluate(() => window.localStorage.getItem("parlour/match.ron"));
  if (text === null) return null;
  const m = /\bactions:\s*(\d+)/.exec(text);
  if (!m) fail(`the saved match has no decision count: ${text.slice(0, 200)}`);
  return Number(m[1]);
}

/** Two computer players at the Morpyam table: physics dice, the table and saves in the browser. */
async function playMorpyam() {
  // Back to the title, the pointer already over Morpyam's button (left of the setup's panel).
  await page.mouse.move(MORPYAM_BUTTON.x, MORPYAM_BUTTON.y);
  await pressThrough("Escape", "Escape", "setup", "title-morpyam");
  await clickThrough(MORPYAM_BUTTON, "Morpyam", "morpyam-setup");
  // Seat 1's › turns the human into a computer player.
  await clickThrough(SEAT1_NEXT, "seat 1's ›", "morpyam-seats");
  await clickThrough(START_BUTTON, "Start", null);
  log("two computer players start a match of Morpyam");
  const from = Date.now();
  let decisions = null;
  let polls = 0;
  let tableMeasured = false;
  while ((Date.now() - from) / 1000 < PLAY_LIMIT_S) {
    if (pageErrors.length) fail(`the page threw: ${pageErrors.join(" | ")}`);
    decisions = await savedDecisions();
    if (decisions !== null && decisions >= MIN_DECISIONS) break;
    if (decisions !== null && !tableMeasured) {
      await frameTimes("Morpyam table", 20);
      tableMeasured = true;
    }
    // A capture stalls the page's rendering: one every ten seconds is enough to see a stuck run.
    if (++polls % 5 === 0) save("morpyam-last", await shot());
    await pause(2);
  }
  save("morpyam", await shot());
  if (decisions === null || decisions < MIN_DECISIONS) {
    fail(`the Morpyam match made ${decisions ?? "no saved"} decisions in ${PLAY_LIMIT_S} s (wanted ${MIN_DECISIONS}); see ${OUT}/morpyam-last.png`);
  }
  log(`Morpyam: ${decisions} decisions saved to local storage in ${((Date.now() - from) / 1000).toFixed(1)} s`);
  // Screen readers hear the table: the page's aria-live region holds the banner or the log.
  const live = await page.evaluate(() => {
    const region = document.getElementById("live");
    return region && region.getAttribute("aria-live") === "polite" ? region.textContent : null;
  });
  if (!live) fail(`the page's aria-live region is ${live === null ? "missing" : "empty"} at the table`);
  log(`the aria-live region says "${live}"`);
}
