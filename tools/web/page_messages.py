"""The web page's own words (loading, start button, errors), from each language's menus.ftl.

Prints a JSON object {language: {message id: text}} of the `web-*` messages, for the package
script to write into index.html. These messages are single lines whose only placeables are
variables (`{ $mb }`), which the page fills in itself.
"""
import json
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parents[2] / "assets" / "i18n"
messages = {}
for folder in sorted(p for p in root.iterdir() if p.is_dir()):
    found = {}
    for line in (folder / "menus.ftl").read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(web-[a-z-]+) = (.+)$", line)
        if m:
            found[m.group(1)] = m.group(2)
    messages[folder.name] = found
english = set(messages.get("en", {}))
for lang, found in messages.items():
    missing = english - set(found)
    if missing:
        sys.exit(f"i18n/{lang}/menus.ftl: missing {sorted(missing)}")
print(json.dumps(messages, ensure_ascii=False, sort_keys=True))
