#!/usr/bin/env bash
# Lighthouse mobile performance (default mobile settings: simulated slow 4G and 4x CPU slowdown), median of N runs
# per page, against a running shop.
#
#   bash bench/lighthouse.sh [base] [path …]
#   bash bench/lighthouse.sh http://localhost:3000
#
# Without paths: home, a category listing, a product page and a search page of the demo seed (found the way
# bench/hydration-size.ts finds them). RUNS (default 3) sets the runs per page; CHROME_PATH the browser
# (default /usr/bin/chromium). Lighthouse comes from the npm registry through npx (lighthouse@12).
# Prints one line per page: the median score and that run's FCP, LCP, TBT, CLS and speed index, and Lighthouse's
# benchmarkIndex of the machine in that run (a JavaScript speed figure; the browser's own costs, such as its font calls,
# are not in it — docs/perf-shop.md, stop 23, shows the same build scoring 96–99 on one machine and 78–84 on another).
set -euo pipefail
cd "$(dirname "$0")/.."
BASE="${1:-http://localhost:3000}"
shift || true
RUNS="${RUNS:-3}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ "$#" -gt 0 ]; then
  PAGES=("$@")
else
  mapfile -t PAGES < <(node --import tsx -e "import('./bench/hydration-size.ts').then(async (m) => console.log((await m.defaultPaths('$BASE')).join('\n')))")
fi
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
printf '%-50s %5s %7s %7s %8s %6s %7s %6s   %s\n' page score FCP LCP TBT CLS SI bench 'all runs'
for p in "${PAGES[@]}"; do
  for i in $(seq 1 "$RUNS"); do
    npx -y lighthouse@12 "$BASE$p" --quiet --only-categories=performance --output=json --output-path="$OUT/run-$i.json" \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu" >/dev/null 2>"$OUT/err-$i.txt" || { cat "$OUT/err-$i.txt" >&2; exit 1; }
  done
  node -e '
    const fs = require("fs");
    const [dir, runs, page] = process.argv.slice(1);
    const rs = [];
    for (let i = 1; i <= Number(runs); i++) rs.push(JSON.parse(fs.readFileSync(`${dir}/run-${i}.json`, "utf8")));
    const score = (r) => Math.round(r.categories.performance.score * 100);
    const sorted = [...rs].sort((a, b) => score(a) - score(b));
    const m = sorted[Math.floor(sorted.length / 2)];
    const v = (k) => m.audits[k].numericValue;
    const s = (ms) => `${(ms / 1000).toFixed(2)}s`;
    console.log(`${page.slice(0, 50).padEnd(50)} ${String(score(m)).padStart(5)} ${s(v("first-contentful-paint")).padStart(7)} ${s(v("largest-contentful-paint")).padStart(7)} ${(Math.round(v("total-blocking-time")) + "ms").padStart(8)} ${v("cumulative-layout-shift").toFixed(3).padStart(6)} ${s(v("speed-index")).padStart(7)} ${String(Math.round(m.environment.benchmarkIndex)).padStart(6)}   ${rs.map(score).join(" ")}`);
  ' "$OUT" "$RUNS" "$p"
done
