#!/bin/sh
# Regenerates a table of solved Breakthrough positions, public/solved/breakthrough-<SIZE>.txt:
# the positions from both starts to DEPTH plies where the winner plays its best move and the
# loser anything (docs/solver.md). SIZE=5x5 by default; SIZE=5x6 writes the 5x6 table with
# the settings it ships with.
set -eu
SIZE=${SIZE:-5x5}
case "$SIZE" in
  5x5) defaults="4 4 900,900,900 0 2048" ;;
  # The starts' lengths for up to 2,400 s, those one move below for up to 1,200 s, the
  # winner's replies to them for up to 600 s, the loser's second moves for up to 120 s, the
  # others' for 2 s each; positions a live proof settles within 1,000 nodes are left out,
  # for the worker proves them at once.
  5x6) defaults="8 2 2400,1200,600,120 1000 6144" ;;
  *) echo "no table settings for $SIZE" >&2; exit 1 ;;
esac
set -- $defaults
DEPTH=${DEPTH:-$1}
LENGTH_SECONDS=${LENGTH_SECONDS:-$2}
# Seconds for the root's length, then for each position one, two... plies below it on the
# table's lines, looked for before the walk (a list: 2400,1200,600,120).
FIRST_LENGTHS=${FIRST_LENGTHS:-$3}
LEAVE_OUT=${LEAVE_OUT:-$4}
MIB=${MIB:-$5}
cargo build --release --bin engine
out=public/solved/breakthrough-$SIZE.txt
mkdir -p public/solved
# Both starts side by side, one core each (MIB each).
for side in w b; do
  "${CARGO_TARGET_DIR:-target}/release/engine" --game breakthrough solve start "$SIZE" "$side" \
    --table "$DEPTH" --length-seconds "$LENGTH_SECONDS" \
    --first-lengths "$FIRST_LENGTHS" --leave-out "$LEAVE_OUT" \
    --mib "$MIB" > "$out.$side.tmp" &
  pids="${pids:-} $!"
done
for pid in $pids; do wait "$pid"; done
{
  echo "# Breakthrough $SIZE solved: <position> win|loss <plies or ?> <best move>; depth $DEPTH"
  cat "$out.w.tmp" "$out.b.tmp" | LC_ALL=C sort -u
} > "$out.tmp"
mv "$out.tmp" "$out"
rm "$out.w.tmp" "$out.b.tmp"
wc -l "$out"
