#!/bin/sh
# Prints nginx `map` lines for the partner origins in RX_ALLOWED_ORIGINS (comma- or space-separated,
# e.g. "https://pharmacy.example,https://www.pharmacy.example"): the origins whose pages may load
# the widget bundle (/dist/) cross-origin. The edge container runs it at start into the file its
# nginx.conf includes; scripts/lib/nginx.mjs runs it the same way for the topology test,
# `npm run serve:cluster` and the bench. POSIX sh (Debian's dash). An origin that is not exactly
# scheme://host[:port] stops the start (exit 1, naming it): nothing unchecked reaches nginx.
# (-f: no file-name globbing of the list.)
set -euf
for origin in $(printf '%s' "${RX_ALLOWED_ORIGINS:-}" | tr ',' ' '); do
  if ! printf '%s\n' "$origin" | grep -Eqx 'https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?'; then
    echo "RX_ALLOWED_ORIGINS: \"$origin\" is not an origin (scheme://host[:port], no path)" >&2
    exit 1
  fi
  printf '    "%s" $http_origin;\n' "$origin"
done
