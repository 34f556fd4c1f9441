#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the browser and hosting tests: Chromium (the full browser, and its
# headless shell, which most browser tests run: scripts/lib/chromium.mjs), nginx with its brotli_static module
# (deploy/nginx/snippets/gym-brotli.conf), and a headless Java runtime for the W3C Nu Html Checker (npm vnu-jar,
# tests/dist/nu-html-checker.test.ts).
# Safe to run again; does nothing when all are present. Needs root (or sudo) and apt.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
if [ ${#need[@]} -eq 0 ]; then
	echo "system deps: chromium, its headless shell, nginx and its brotli module, and java already installed"
	exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "system deps: installing ${need[*]} with apt-get"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
