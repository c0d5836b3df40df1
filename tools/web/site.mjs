// The web upload served on 127.0.0.1 as itch.io serves it, and headless Chromium started as the
// browser test starts it: shared by the browser test (test.mjs) and the start-up trace
// (trace.mjs), so that both measure the same page the same way.

import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ogg": "audio/ogg",
  ".wav": "audio/wav",
  ".otf": "font/otf",
  ".ttf": "font/ttf",
};

/** Serve the folder `site` on a free port of 127.0.0.1; each request for a file it lacks is
 * pushed onto `missing`. Resolves to the server and its address. */
export async function serveSite(site, missing = []) {
  const gzipCache = new Map();
  const gzipped = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
    return gzipCache.get(file);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost");
    const file = path.join(site, decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname));
    if (!file.startsWith(site) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      missing.push(url.pathname);
      res.writeHead(404).end();
      return;
    }
    const headers = { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" };
    // Gzipped where the browser asks for it, as itch.io serves the upload, so that the bytes and
    // times measured on the way are those of a player's download.
    if (/\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      res.writeHead(200, { ...headers, "Content-Encoding": "gzip" });
      res.end(gzipped(file));
      return;
    }
    res.writeHead(200, headers);
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** Debian's Chromium (or $CHROMIUM), headless, drawing WebGL2 in software through SwiftShader. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--autoplay-policy=user-gesture-required",
    ],
  });
}
