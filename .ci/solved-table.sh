#!/bin/sh
# Regenerates public/solved/breakthrough-5x5.txt: the solved 5x5 positions from both starts,
# to DEPTH plies where the winner plays its best move and the loser anything (docs/solver.md).
set -eu
DEPTH=${DEPTH:-4}
cargo build --release --bin engine
out=public/solved/breakthrough-5x5.txt
mkdir -p public/solved
{
  echo "# Breakthrough 5x5 solved: <position> win|loss <plies or ?> <best move>; depth $DEPTH"
  for side in w b; do
    "${CARGO_TARGET_DIR:-target}/release/engine" --game breakthrough solve start 5x5 "$side" \
      --table "$DEPTH" --length-seconds "${LENGTH_SECONDS:-4}" \
      --root-length-seconds "${ROOT_LENGTH_SECONDS:-900}" --mib 2048
  done
} | sort -u > "$out.tmp"
mv "$out.tmp" "$out"
wc -l "$out"
