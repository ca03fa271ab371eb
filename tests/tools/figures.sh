#!/bin/sh
# Writes docs/figures.md, the one place of today's figures, and the README's copy of its
# headline table (between `<!-- figures -->` and `<!-- /figures -->`; tests/docs_figures.rs
# checks that they agree).
#
# Usage: tests/tools/figures.sh        (from anywhere; about a minute after the builds)
#
# Measured on every run: the version (Cargo.toml), perft and `engine bench` (it builds the
# release engine), the download (gzip -9 of dist/: build it first with
# `source .ci/install && trunk build --release`), the solved tables and their own run
# summaries, and the puzzle sets. The figures that take hours or a browser are read from
# tests/tools/figures-recorded.tsv, each with the build it was measured at and its command.
set -eu
cd "$(dirname "$0")/../.."
target=${CARGO_TARGET_DIR:-target}
engine=$target/release/engine
dist=${DIST:-dist}
recorded=tests/tools/figures-recorded.tsv
out=docs/figures.md
[ -f "$dist/index.html" ] || {
  echo "no $dist/: run \`source .ci/install && trunk build --release\` first" >&2
  exit 1
}
cargo build --release --bin engine >&2
commit=$(git rev-parse --short HEAD)
load=$(cut -d ' ' -f 1 /proc/loadavg)
awk -v l="$load" 'BEGIN { exit !(l > 1.5) }' && echo "warning: load average $load; the speeds will be low" >&2
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# 1,234,567 for 1234567.
commas() { echo "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|[^0-9]\)/\1,\2\3/' -e 'ta'; }
# Runs the engine with $@ and prints its last line, then the seconds it took.
timed() {
  start=$(date +%s%N)
  last=$("$engine" "$@" | tail -n 1)
  end=$(date +%s%N)
  echo "$last $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')"
}
# The recorded figure's field $2 (4: value, 5: build, 6: command) for key $1.
rec() { awk -F'\t' -v key="$1" -v field="$2" '$1 == key { print $field; found = 1 } END { exit !found }' "$recorded"; }

# Perft of each game's start: the leaves and the seconds.
set -- $(timed perft 5); bt_perft=$(commas "$1"); bt_perft_s=$2
set -- $(timed --game breakthrough perft 6); b8_perft=$(commas "$1"); b8_perft_s=$2
set -- $(timed --game breakthrough9x5 perft 5); b95_perft=$(commas "$1"); b95_perft_s=$2

# engine bench: "<game>: search N nodes in T ms: S nodes/s", "<game>: perft D of the start:
# L leaves in T ms ...", then df-pn's line.
# Best of three runs: the fastest search of each game (its nodes never change).
for run in 1 2 3; do "$engine" bench; done > "$tmp/bench"
search() { awk -v g="$1:" '$1 == g && $2 == "search" && (!best || $6 < ms) { best = 1; ms = $6; line = $3 " " $6 " " $8 }
  END { print line }' "$tmp/bench"; }
mnps() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }
set -- $(search breakthru); bt_nodes=$(commas "$1"); bt_ms=$2; bt_nps=$(mnps "$3")
set -- $(search breakthrough); b8_nodes=$(commas "$1"); b8_ms=$2; b8_nps=$(mnps "$3")
set -- $(search breakthrough9x5); b95_nodes=$(commas "$1"); b95_ms=$2; b95_nps=$(mnps "$3")
dfpn=$(commas "$(sed -n 's/^breakthrough: df-pn proves \(.*\)$/\1/p' "$tmp/bench" | sort -t ' ' -k 7,7n | head -n 1)")
perft_bench=$(awk '$2 == "perft" && !seen[$1]++ { sub(/ \(best of 5\).*/, ""); printf "%s%s", sep, $0; sep = "; " }' "$tmp/bench" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|[^0-9.]\)/\1,\2\3/' -e 'ta')

# The download as tests/e2e/specs/download-budget.test.mjs counts it, and its budgets.
kb() { total=0; for f in "$@"; do total=$((total + $(gzip -9c "$f" | wc -c))); done
  awk -v b="$total" 'BEGIN { printf "%.1f", b / 1000 }'; }
first=$(kb $(ls "$dist"/breakthru-*_bg.wasm "$dist"/breakthru-*.js "$dist"/__wasm_split-*.js "$dist"/*.css | grep -E '/breakthru-[0-9a-f]+(_bg\.wasm|\.js)$|/__wasm_split-[0-9a-f]+\.js$|\.css$'))
worker=$(kb $(ls "$dist"/worker*.wasm "$dist"/worker*.js))
budget() { sed -n "s/^const $1 = \([0-9]*\);/\1/p" tests/e2e/specs/download-budget.test.mjs; }
first_budget=$(budget FIRST_LOAD_BUDGET_KB)
worker_budget=$(budget WORKER_BUDGET_KB)

# A solved table: its start's result, its size, and its run's own summary lines.
start_of() { awk -v size="$1" 'BEGIN { split(size, d, "x"); b = ""; w = ""
  for (i = 0; i < d[2]; i++) { b = b "B"; w = w "W" }
  s = b "/" b; for (i = 0; i < d[1] - 4; i++) s = s "/" d[2]; print s "/" w "/" w }'; }
solved_row() {
  file=public/solved/breakthrough-$1.txt
  set -- "$1" $(grep "^$(start_of "$1") w " "$file")
  result=$(awk -v r="$4" -v p="$5" -v m="$6" 'BEGIN {
    if (r == "loss") printf "the second player wins in %d moves (%d plies; the first player'\''s longest defence %s)", (p + 1) / 2, p, m
    else if (p == "?") printf "the first player wins (%s; the length not looked for)", m
    else printf "the first player wins in %d moves (%d plies, %s)", (p + 1) / 2, p, m }')
  positions=$(grep -vc '^#' "$file")
  runs=$(awk '/^# complete:/ && !/turned round/ { nodes = $8 < 1e9 ? sprintf("%.1f M", $8 / 1e6) : sprintf("%.2f G", $8 / 1e9)
    printf "%s%s positions (%s left out), %s nodes, %d s", sep, $3, substr($5, 2), nodes, $10 / 1000; sep = "; " }' "$file")
  commas "| $1 | $result | $positions positions, $(awk -v b="$(wc -c < "$file")" 'BEGIN { printf "%d", b / 1000 }') KB, $(kb "$file") KB gzipped | $runs |"
}
moves_of() { set -- $(grep "^$(start_of "$1") w " "public/solved/breakthrough-$1.txt"); echo $(( ($4 + 1) / 2 )); }

# The puzzle sets: puzzles per kind and motif, distinct ratings, rating quartiles.
themes="win1 win2 win3 win4 defence advantage sacrifice wing flagship-escape flagship-capture explosion-chain"
sets="breakthru breakthrough-6x6 breakthrough-8x8 breakthrough-10x10 breakthrough9x5"
puzzle_table() {
  printf '| Set | Puzzles |'
  for t in $themes; do printf ' %s |' "$t"; done
  printf ' distinct ratings | rating quartiles |\n| --- | ---: |'
  for t in $themes; do printf ' ---: |'; done
  printf ' ---: | --- |\n'
  for set in $sets; do
    sort -t "$(printf '\t')" -k2,2n "public/puzzles/$set.txt" | awk -F'\t' -v set="$set" -v themes="$themes" '
      NF == 5 { r[n++] = $2; d += !seen[$2]++; k = split($3, t, ","); for (i = 1; i <= k; i++) c[t[i]]++ }
      END {
        printf "| `%s` | %d |", set, n
        m = split(themes, name, " ")
        for (i = 1; i <= m; i++) printf " %d |", c[name[i]]
        printf " %d | %d / %d / %d / %d / %d |\n", d, r[0], r[int(n / 4)], r[int(n / 2)], r[int(3 * n / 4)], r[n - 1]
      }'
  done
}
count() { grep -c '^[0-9a-z]\{8\}	' "public/puzzles/$1.txt"; }
puzzles=0; for set in $sets; do puzzles=$((puzzles + $(count "$set"))); done

# The recorded figures of section $1 as table rows.
recorded_rows() {
  echo "| What | Value | Build | Command |"
  echo "| --- | --- | --- | --- |"
  awk -F'\t' -v s="$1" '!/^#/ && $2 == s { printf "| %s | %s | %s | %s |\n", $3, $4, $5, $6 }' "$recorded"
}

headline() {
  cat <<EOF
| What | Today | Command |
| --- | --- | --- |
| Perft | Breakthru depth 5: $bt_perft; Breakthrough 8x8 depth 6: $b8_perft in $b8_perft_s s ($(rec fsf.perft 4 | sed 's/ (.*//') than Fairy-Stockfish); Breakthrough 9x5 depth 5: $b95_perft | \`engine perft 5\`; \`engine --game breakthrough perft 6\`; \`engine --game breakthrough9x5 perft 5\` |
| Search speed | Breakthru $bt_nps nodes/s; Breakthrough $b8_nps; Breakthrough 9x5 $b95_nps | \`engine bench\` |
| Worker speed | Breakthru $(rec worker.breakthru 4 | sed 's/;.*//'); Breakthrough $(rec worker.breakthrough 4 | sed 's/ on a warm.*(/ (/; s/,.*//') | \`tests/e2e/specs/worker-bench.test.mjs\`, \`worker-breakthrough.test.mjs\` (in \`./.ci/test\`) |
| Download | first load $first KB gzipped (budget $first_budget); the AI worker $worker KB more (budget $worker_budget) | \`tests/e2e/specs/download-budget.test.mjs\` (in \`./.ci/test\`) |
| Load on a phone | $(rec load.first 4); $(rec load.phone 4). Lighthouse: $(rec load.lighthouse 4) | \`node tests/e2e/measure-load.mjs\`; \`tests/e2e/specs/lighthouse.test.mjs\`, \`first-screen.test.mjs\` (in \`./.ci/test\`) |
| Solved boards | Breakthrough 5x5: the second player wins in $(moves_of 5x5) moves; 5x6: the second player wins in $(moves_of 5x6) moves; 6x5: the first player wins | \`engine --game breakthrough solve start 5x5\` (\`docs/solver.md\`) |
| Puzzles | $(commas $puzzles): Breakthru $(count breakthru), Breakthrough 6x6 $(count breakthrough-6x6), 8x8 $(count breakthrough-8x8), 10x10 $(count breakthrough-10x10), Breakthrough 9x5 $(count breakthrough9x5) | \`engine puzzles\` (\`docs/puzzles.md\`) |
| Against Fairy-Stockfish 11.1 | Breakthrough at 1 s a move: $(rec fsf.1s 4); at 100 ms: $(rec fsf.100ms 4 | sed 's/ games.*//') | \`engine --game breakthrough match time:1000 uci:/usr/games/fairy-stockfish --cmd-go "movetime 1000" --games 40 --seed 1 --jobs 2\` (and seeds 2, 3) |
| Between levels | each level beats the one below. Breakthru: $(rec ladder.breakthru 4); Breakthrough: $(rec ladder.breakthrough 4) | \`engine match casual beginner --games 32\` (and so on up the ladder) |
EOF
}
headline > "$tmp/headline"

{
  cat <<EOF
# Figures

Version $version. Today's figures, in one place, written by \`tests/tools/figures.sh\` at
$commit: do not edit by hand, run it again. "Build" names the commit a recorded figure was
measured at (\`tests/tools/figures-recorded.tsv\`); the others were measured by the script
at $commit on a $(nproc)-core $(uname -m) machine, at a load average of $load (speeds
compare only between runs on an idle machine). \`engine\` is \`target/release/engine\`. The
README's figures are the table below; the About page (Settings) shows the version,
$version, and measures the worker's speed on Breakthru's benchmark ($bt_nodes nodes).

## Headline

<!-- figures -->
EOF
  cat "$tmp/headline"
  cat <<EOF
<!-- /figures -->

## Speed

| What | Value | Command |
| --- | --- | --- |
| Breakthru perft 5 | $bt_perft leaves in $bt_perft_s s | \`engine perft 5\` |
| Breakthrough 8x8 perft 6 | $b8_perft leaves in $b8_perft_s s | \`engine --game breakthrough perft 6\` |
| Breakthrough 9x5 perft 5 | $b95_perft leaves in $b95_perft_s s | \`engine --game breakthrough9x5 perft 5\` |
| Perft in the benchmark | $perft_bench | \`engine bench\` |
| Search, Breakthru | $bt_nodes nodes to depth 8 in $bt_ms ms: $bt_nps nodes/s | \`engine bench\` (best of 3 here) |
| Search, Breakthrough | $b8_nodes nodes (three 8x8 positions to depth 12) in $b8_ms ms: $b8_nps nodes/s | \`engine bench\` |
| Search, Breakthrough 9x5 | $b95_nodes nodes in $b95_ms ms: $b95_nps nodes/s | \`engine bench\` |
| Solver | df-pn proves $dfpn | \`engine bench\` |

### Worker speed

$(recorded_rows "Worker speed")

## Download

Gzip -9 of the release build's files, in KB of 1,000 bytes, as
\`tests/e2e/specs/download-budget.test.mjs\` counts them (\`source .ci/install && trunk build --release\`).

| What | Gzipped | Budget |
| --- | --- | --- |
| First load: the main wasm, its JS glue, the parts' loader and the CSS | $first KB | $first_budget KB |
| The AI worker: its wasm and JS, loaded after the board | $worker KB | $worker_budget KB |

## Loading

$(recorded_rows Loading)

## Responsiveness

$(recorded_rows Responsiveness)

## Solved boards

Each table's start (White first) as the table says it, its size, and its writing run's own
summary (the \`# complete:\` lines; \`.ci/solved-table.sh\`, [solver.md](solver.md)).

| Board (ranks x files) | Result | The table (\`public/solved/\`) | Its run, per start proved |
| --- | --- | --- | --- |
$(solved_row 5x5)
$(solved_row 5x6)
$(solved_row 6x5)

### Proofs

$(recorded_rows "Solved boards")

### Live proofs

The worker's 2 s proofs past the tables, measured natively ([solver.md](solver.md#beyond-the-tables)).

$(recorded_rows "Live proofs")

## Strength

$(recorded_rows Strength)

## Puzzles

$(commas $puzzles) puzzles in \`public/puzzles/\`; rating quartiles are least / first quartile /
median / third quartile / most ([puzzles.md](puzzles.md)).

EOF
  puzzle_table
} > "$out"

# The README's copy of the headline, between its markers.
awk -v table="$tmp/headline" '
  /^<!-- \/figures -->$/ { skip = 0 }
  skip { next }
  { print }
  /^<!-- figures -->$/ { while ((getline line < table) > 0) print line; skip = 1 }
' README.md > "$tmp/README.md"
cat "$tmp/README.md" > README.md
echo "wrote $out and README.md's figures" >&2
