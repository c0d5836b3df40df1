#!/usr/bin/env python3
"""What a wasm module's bytes are made of: its code by crate and by function, and its data.

Reads the module's own sections (no tool to install): each function body's size in the code
section, named from the `name` section that rustc's linker writes (demangled Rust paths), and
the data segments. Run it on wasm-bindgen's output, before `wasm-opt --strip-debug` drops the
names; the figures are the unoptimised bodies, so the shares are what matters.

    python3 tools/web/wasm_sizes.py build/parlour_bg.wasm [--top 20] [--markdown]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path


def leb(data: bytes, at: int) -> tuple[int, int]:
    """An unsigned LEB128 at `at`: (value, next offset)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def sections(data: bytes):
    if data[:4] != b"\0asm":
        raise SystemExit("not a wasm module")
    at = 8
    while at < len(data):
        kind = data[at]
        size, at = leb(data, at + 1)
        yield kind, data[at : at + size]
        at += size


def imported_functions(body: bytes) -> int:
    count, at = leb(body, 0)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            n, at = leb(body, at)
            at += n
        kind = body[at]
        at += 1
        if kind == 0:  # function: a type index
            functions += 1
            _, at = leb(body, at)
        elif kind == 1:  # table: reftype, limits
            at += 1
            flags, at = leb(body, at)
            _, at = leb(body, at)
            if flags & 1:
                _, at = leb(body, at)
        elif kind == 2:  # memory: limits
            flags, at = leb(body, at)
            _, at = leb(body, at)
            if flags & 1:
                _, at = leb(body, at)
        elif kind == 3:  # global: type, mutability
            at += 2
        elif kind == 4:  # tag
            at += 1
            _, at = leb(body, at)
    return functions


def function_names(body: bytes) -> dict[int, str]:
    n, at = leb(body, 0)
    at += n  # "name"
    names = {}
    while at < len(body):
        sub = body[at]
        size, at = leb(body, at + 1)
        end = at + size
        if sub == 1:
            count, p = leb(body, at)
            for _ in range(count):
                index, p = leb(body, p)
                length, p = leb(body, p)
                names[index] = body[p : p + length].decode("utf-8", "replace")
                p += length
        at = end
    return names


def crate_of(name: str) -> str:
    """The crate a demangled path belongs to: its first path segment (through `<T as Trait>`)."""
    m = re.match(r"[<&*\s]*(?:mut\s+|dyn\s+|const\s+)*([A-Za-z_][A-Za-z0-9_]*)::", name)
    if m:
        return m.group(1)
    if name.startswith("$") or name.startswith("__") or name.startswith("wasm_bindgen"):
        return "wasm-bindgen glue"
    return "(other: " + name.split("(")[0][:24] + ")" if name else "(unnamed)"


def strip_hash(name: str) -> str:
    return re.sub(r"::h[0-9a-f]{16}$", "", name)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("wasm")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    data = Path(a.wasm).read_bytes()
    imports = 0
    names: dict[int, str] = {}
    bodies: list[int] = []
    data_bytes = 0
    segments: list[int] = []
    by_section = Counter()
    for kind, body in sections(data):
        by_section[kind] += len(body)
        if kind == 2:
            imports = imported_functions(body)
        elif kind == 10:
            count, at = leb(body, 0)
            for _ in range(count):
                size, p = leb(body, at)
                bodies.append(size + (p - at))
                at = p + size
        elif kind == 11:
            count, at = leb(body, 0)
            for _ in range(count):
                flags, at = leb(body, at)
                if flags == 2:
                    _, at = leb(body, at)
                if flags in (0, 2):
                    while body[at] != 0x0B:  # the offset expression
                        at += 1
                    at += 1
                size, at = leb(body, at)
                segments.append(size)
                at += size
            data_bytes = sum(segments)
        elif kind == 0:
            n, at = leb(body, 0)
            if body[at : at + n] == b"name":
                names = function_names(body)
    if not names:
        print("no name section: run this on wasm-bindgen's output, before wasm-opt strips it", file=sys.stderr)
    code = sum(bodies)
    crates: Counter[str] = Counter()
    functions: Counter[str] = Counter()
    for i, size in enumerate(bodies):
        name = names.get(imports + i, f"func[{imports + i}]")
        crates[crate_of(name)] += size
        functions[strip_hash(name)] += size
    total = len(data)
    mb = lambda n: f"{n / 1e6:.2f} MB"  # noqa: E731
    pct = lambda n: f"{100 * n / code:.1f} %"  # noqa: E731  (a share of the code)
    print(f"module {mb(total)}: code {mb(code)} ({len(bodies)} functions), data {mb(data_bytes)} "
          f"({len(segments)} segments), names and other custom sections {mb(by_section[0])}")
    if a.markdown:
        print(f"\n| crate | code | of all code |\n|---|---:|---:|")
        for c, n in crates.most_common(a.top):
            print(f"| `{c}` | {n / 1e3:.0f} kB | {pct(n)} |")
        print(f"\n| function | code | of all code |\n|---|---:|---:|")
        for f, n in functions.most_common(a.top):
            short = (f if len(f) <= 100 else f[:97] + "...").replace("|", "\\|")
            print(f"| `{short}` | {n / 1e3:.0f} kB | {pct(n)} |")
        print(f"\nLargest data segments: {', '.join(f'{s / 1e3:.0f} kB' for s in sorted(segments, reverse=True)[:8])}")
    else:
        print("\ncrates:")
        for c, n in crates.most_common(a.top):
            print(f"  {n / 1e3:9.0f} kB  {pct(n):>7}  {c}")
        print("\nfunctions:")
        for f, n in functions.most_common(a.top):
            print(f"  {n / 1e3:9.0f} kB  {pct(n):>7}  {f[:150]}")
        print("\nlargest data segments (kB):", [round(s / 1e3) for s in sorted(segments, reverse=True)[:12]])
    return 0


if __name__ == "__main__":
    sys.exit(main())
