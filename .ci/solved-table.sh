#!/bin/sh
# Regenerates a table of solved Breakthrough positions, public/solved/breakthrough-<SIZE>.txt:
# the positions from both starts to DEPTH plies where the winner plays its best move and the
# loser anything (docs/solver.md). SIZE=5x5 by default; SIZE=5x6 or 6x5 writes that board's
# table with the settings it ships with. The two starts are one game turned round (ranks
# reversed, colours swapped), so a start not proved is the other's part turned round.
set -eu
SIZE=${SIZE:-5x5}
case "$SIZE" in
  5x5) defaults="4 4 900,900,900 0 2048 - w,b" ;;
  # The starts' lengths for up to 2,400 s, those one move below for up to 1,200 s, the
  # winner's replies to them for up to 600 s, the loser's second moves for up to 120 s, the
  # others' for 2 s each; positions a live proof settles within 1,000 nodes are left out,
  # for the worker proves them at once.
  5x6) defaults="8 2 2400,1200,600,120 1000 6144 - w,b" ;;
  # Win or loss only (--win-loss: the proof takes 40 minutes and 10 GB), Black first only,
  # turned round for White first: two proofs side by side, at 9 and 10 GB, each ran at less
  # than half the nodes a second of one alone, its table's reads waiting on memory.
  6x5) defaults="8 0 0 1000 10240 --win-loss b" ;;
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
WIN_LOSS=${WIN_LOSS:-$6}
[ "$WIN_LOSS" = - ] && WIN_LOSS=
# Seconds for each start in all (none by default); a walk cut short keeps the depth it finished.
TIME_LIMIT=${TIME_LIMIT:-inf}
# The starts to prove (w,b for both); each one's part waits in target/solved/, and one
# already there is not proved again.
SIDES=$(echo "${SIDES:-$7}" | tr ' ' ,)
cargo build --release --bin engine
out=public/solved/breakthrough-$SIZE.txt
parts=${CARGO_TARGET_DIR:-target}/solved
mkdir -p public/solved "$parts"
# The starts side by side, one core each (MIB each).
for side in $(echo "$SIDES" | tr , ' '); do
  part=$parts/breakthrough-$SIZE.$side.txt
  [ -f "$part" ] && continue
  { "${CARGO_TARGET_DIR:-target}/release/engine" --game breakthrough solve start "$SIZE" "$side" \
    --table "$DEPTH" --length-seconds "$LENGTH_SECONDS" \
    --first-lengths "$FIRST_LENGTHS" --leave-out "$LEAVE_OUT" \
    --mib "$MIB" --seconds "$TIME_LIMIT" $WIN_LOSS > "$part.tmp"
    # Only a walk to the full depth is kept (its summary, last, says "complete:").
    if tail -n 1 "$part.tmp" | grep -q '^# complete:'; then mv "$part.tmp" "$part"
    else echo "$side: $(tail -n 1 "$part.tmp"); not kept" >&2; fi; } &
  pids="${pids:-} $!"
done
for pid in ${pids:-}; do wait "$pid"; done
# Prints the other start's part of the start's part $1: each position turned round (its rows
# reversed, colours and the side to move swapped), each move's ranks turned (r to ranks + 1 - r).
turn_round() {
  awk '/^#/ { print "# turned round: " substr($0, 3); next }
    { ranks = split($1, rows, "/"); board = rows[ranks]
      for (i = ranks - 1; i >= 1; i--) board = board "/" rows[i]
      gsub(/B/, "x", board); gsub(/W/, "B", board); gsub(/x/, "W", board)
      move = $5; turned = ""
      while (match(move, /[a-z][0-9]+/)) {
        turned = turned substr(move, 1, RSTART) (ranks + 1 - substr(move, RSTART + 1, RLENGTH - 1))
        move = substr(move, RSTART + RLENGTH)
      }
      print board, ($2 == "w" ? "b" : "w"), $3, $4, turned move }' "$1"
}
for side in w b; do
  other=$([ $side = w ] && echo b || echo w)
  part=$parts/breakthrough-$SIZE.$side.txt
  [ -f "$part" ] || [ ! -f "$parts/breakthrough-$SIZE.$other.txt" ] ||
    case ",$SIDES," in *",$side,"*) ;; *) turn_round "$parts/breakthrough-$SIZE.$other.txt" > "$part" ;; esac
  [ -f "$part" ] || { echo "waiting for SIDES=$side" >&2; exit 0; }
done
{
  echo "# Breakthrough $SIZE solved: <position> win|loss <plies or ?> <best move>; depth $DEPTH"
  cat "$parts/breakthrough-$SIZE.w.txt" "$parts/breakthrough-$SIZE.b.txt" | LC_ALL=C sort -u
} > "$out.tmp"
mv "$out.tmp" "$out"
rm "$parts/breakthrough-$SIZE.w.txt" "$parts/breakthrough-$SIZE.b.txt"
wc -l "$out"
