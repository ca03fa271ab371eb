#!/bin/sh
# Regenerates the table under `<!-- figures -->` in docs/puzzles.md from the committed
# sets (public/puzzles/*.txt): puzzles per kind and motif, the distinct ratings and the
# rating quartiles (least / sorted[n/4] / sorted[n/2] / sorted[3n/4] / most).
set -eu
cd "$(dirname "$0")/.."
THEMES="win1 win2 win3 win4 defence advantage sacrifice wing flagship-escape flagship-capture explosion-chain"
table() {
  printf '| Set | Puzzles |'
  for t in $THEMES; do printf ' %s |' "$t"; done
  printf ' distinct ratings | rating quartiles |\n| --- | ---: |'
  for t in $THEMES; do printf ' ---: |'; done
  printf ' ---: | --- |\n'
  for set in breakthru breakthrough-6x6 breakthrough-8x8 breakthrough-10x10 breakthrough9x5; do
    sort -t "$(printf '\t')" -k2,2n "public/puzzles/$set.txt" | awk -F'\t' -v set="$set" -v themes="$THEMES" '
      NF == 5 { r[n++] = $2; d += !seen[$2]++; k = split($3, t, ","); for (i = 1; i <= k; i++) c[t[i]]++ }
      END {
        printf "| `%s` | %d |", set, n
        m = split(themes, name, " ")
        for (i = 1; i <= m; i++) printf " %d |", c[name[i]]
        printf " %d | %d / %d / %d / %d / %d |\n", d, r[0], r[int(n / 4)], r[int(n / 2)], r[int(3 * n / 4)], r[n - 1]
      }'
  done
}
doc=docs/puzzles.md
table > "$doc.table"
awk -v table="$doc.table" '
  skip && /^\|/ { next }
  { skip = 0; print }
  /^<!-- figures -->$/ { while ((getline line < table) > 0) print line; skip = 1 }
' "$doc" > "$doc.tmp"
mv "$doc.tmp" "$doc"
rm "$doc.table"
