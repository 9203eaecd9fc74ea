#!/usr/bin/env bash
# Builds the shop's Inter font files from the Inter Variable (wght, normal) files of fontsource
# (`inter-{latin,latin-ext,cyrillic}-wght-normal.woff2`, as committed in fb74421; SIL OFL, LICENSE-Inter.txt):
#   - the weight axis cut to 400–800, the weights the styles use (decision 0018);
#   - OpenType features: fontTools' default set plus tnum (tabular figures in countdowns and counters);
#   - latin-ext split: the letters Azerbaijani adds to Latin-1 (Ğ ğ İ Ş ş Ə ə) and the manat sign ₼ — needed by
#     nearly every page in every language — in a 3 KB file; the rest of latin-ext in a file no page of ours asks for.
# The unicode-range of each @font-face in ../app.css must match the ranges below.
#
#   SRC=/path/to/fontsource/files bash src/web/styles/fonts/subset.sh
#   (needs fontTools with brotli: apt-get install python3-fonttools python3-brotli)
set -euo pipefail
SRC="${SRC:?directory with the fontsource inter-*-wght-normal.woff2 files}"
OUT="$(cd "$(dirname "$0")" && pwd)"
PY="${PYTHON:-/usr/bin/python3}"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

AZ='U+011E-011F,U+0130,U+015E-015F,U+018F,U+0259,U+20BC'
LATIN_EXT_REST='U+0100-011D,U+0120-012F,U+0132-015D,U+0160-018E,U+0190-0258,U+025A-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20BB,U+20BD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

cut() { # source-file unicodes output-name
  "$PY" -m fontTools.varLib.instancer -q "$SRC/$1" wght=400:800 -o "$TMP/cut.ttf"
  "$PY" -m fontTools.subset "$TMP/cut.ttf" --unicodes="$2" --layout-features+=tnum --flavor=woff2 --output-file="$OUT/$3"
  echo "$3 $(wc -c < "$OUT/$3") bytes"
}

cut inter-latin-wght-normal.woff2 '*' inter-latin-wght.woff2
cut inter-cyrillic-wght-normal.woff2 '*' inter-cyrillic-wght.woff2
cut inter-latin-ext-wght-normal.woff2 "$AZ" inter-az-wght.woff2
cut inter-latin-ext-wght-normal.woff2 "$LATIN_EXT_REST" inter-latin-ext-wght.woff2
