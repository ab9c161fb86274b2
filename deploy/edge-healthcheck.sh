#!/bin/bash
# The edge container's health check: nginx answers its own /edge-healthz (204) on the port it
# listens on (EDGE_PORT, 8080). bash, not sh: Debian's sh (dash) has no /dev/tcp. The image has
# no curl or wget; bash, head and grep are part of every Debian image.
set -eu
exec 3<>"/dev/tcp/127.0.0.1/${EDGE_PORT:-8080}"
printf 'GET /edge-healthz HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
head -c 12 <&3 | grep -q ' 204$'
