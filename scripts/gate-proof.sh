#!/usr/bin/env bash
# Proves the performance gate (scripts/bench-gate.sh) catches what it is for. On a COPY of this
# working tree (tracked and unignored files; never in the repository) it plants, one at a time:
#   compute  about +2% compute: the grid re-checks three edges of every frame it places
#   memory   memory ×2: LayoutResult reserves twice the elements it will hold
#   stride   a cache-hostile side table, written at a 1 KiB stride per grid item
#   tree     the waterfall's tournament tree rebuilt per placed item (O(columns), not O(log))
#   rename   an innocent rename (ColumnHeights → ColumnTops), which must pass
# and runs the gate as .ci/run does, asserting each plant fails with the figure meant to catch it
# and the rename passes. The baseline they are compared with is regenerated first from the
# unchanged copy (scripts/bench-gate.sh --update, in the copy), so every difference the gate
# reports is the plant's, whatever the committed baseline's age. It also runs the unchanged copy
# with the caller's GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS,-FSRM (the gate pins its environment:
# every figure must be identical) and with that value pinned on purpose
# (TESSERA_GATE_GLIBC_TUNABLES: the gate must refuse, exit 3, naming ERMS).
#
#   scripts/gate-proof.sh                 # everything: about 17 minutes on a 2-core machine
#   scripts/gate-proof.sh stride rename   # only the named cases (also: tunables-ignored, tunables-pinned)
#   scripts/gate-proof.sh --keep          # keep the copy, the reports and the logs
#
# Exit 0 when every case behaves as asserted, 1 otherwise (the summary says which).
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)

keep=no
cases=()
for argument in "$@"; do
    case "$argument" in
        --keep) keep=yes ;;
        -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        tunables-ignored|tunables-pinned|rename|compute|memory|stride|tree) cases+=("$argument") ;;
        *) echo "gate-proof: unknown argument '$argument' (see --help)" >&2; exit 1 ;;
    esac
done
[ ${#cases[@]} -gt 0 ] || cases=(tunables-ignored tunables-pinned rename compute memory stride tree)

work=$(mktemp -d /tmp/tessera-proof.XXXXXXXXXX)
copy="$work/tessera"
mkdir -p "$copy" "$work/originals"
(
    cd "$repository"
    git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
        [ -e "$file" ] && printf '%s\0' "$file"
    done | tar --null -T - -cf -
) | tar -x -C "$copy"
echo "gate-proof: copy of $repository in $copy" >&2

# Edits FILE (relative to the copy) with the perl substitution EXPRESSION, keeping the original
# for `restore`; fails when the substitution matched nothing (the code moved: update this script).
plant() {
    local file="$1" expression="$2"
    [ -f "$work/originals/$file" ] || { mkdir -p "$(dirname "$work/originals/$file")"; cp "$copy/$file" "$work/originals/$file"; }
    perl -0pi -e "\$planted += ($expression); END { exit(\$planted ? 0 : 3) }" "$copy/$file" || {
        echo "gate-proof: the plant in $file no longer applies (the code changed); update scripts/gate-proof.sh" >&2
        exit 1
    }
}
restore() {
    (cd "$work/originals" && find . -type f) | while read -r file; do cp "$work/originals/$file" "$copy/$file"; done
    rm -rf "$work/originals" && mkdir -p "$work/originals"
}

grid=Sources/TesseraLayouts/Grid/GridLayout.swift
placed='frames\[index\] = Rect\(along: alongStart, alongEnd, across: starts\[column\], acrossStop, axis: axis\)\n'
plant_compute() {
    plant "$grid" "s/($placed)/\$1                        guard alongEnd < .infinity, acrossStop < .infinity, alongStart >= 0 else { throw .contentOverflow(option: \"spacing\", value: spacing) }\n/"
}
plant_memory() {
    plant Sources/TesseraCore/LayoutResult.swift 's/reserveCapacity\(expectedElementCount \?\? items\.itemCount\)/reserveCapacity(2 * (expectedElementCount ?? items.itemCount))/'
}
plant_stride() {
    # A 128 MiB table allocated on first use (so no allocation figure sees it), one byte per item.
    plant "$grid" "s/($placed)/\$1                        sideTable[((first &+ item) &* 1024) & ((1 << 27) - 1)] = 1\n/"
    plant "$grid" 's/(        let spans = items\.spans\n)/$1        let sideTable = plantedSideTable\n/'
    plant "$grid" 's/\z/\nnonisolated(unsafe) private let plantedSideTable = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 27)\n/'
}
plant_tree() {
    plant Sources/TesseraLayouts/Waterfall/ColumnHeights.swift 's/if leafBase > 0 \{ replay\(column\) \}/if leafBase > 0 { treeTops[leafBase + column] = top; rebuildTree() }/'
}
plant_rename() {
    local file
    for file in $(cd "$copy" && grep -rl '\bColumnHeights\b' Sources/TesseraLayouts); do
        plant "$file" 's/\bColumnHeights\b/ColumnTops/g'
    done
}

# What each plant must do to the gate: its exit status and, for a failure, a figure that must
# regress on a row whose name contains the given text.
expected_status() { case "$1" in rename|tunables-ignored) echo 0 ;; tunables-pinned) echo 3 ;; *) echo 2 ;; esac; }
expected_figure() {
    case "$1" in
        compute) echo "instructions prepare/grid" ;;
        memory) echo "allocated-bytes prepare/" ;;
        stride) echo "ll-misses prepare/grid" ;;
        tree) echo "instructions prepare/waterfall:tree" ;;
    esac
}

# The "  row [figure] before → after (change)" lines of a report's REGRESSED section.
regressions() { awk '/^REGRESSED/ { inside = 1; next } /^[^ ]/ { inside = 0 } inside' "$1"; }

failures=0
summary=()
echo "gate-proof: baseline: regenerating it from the unchanged copy" >&2
started=$(date +%s)
if (cd "$copy" && scripts/bench-gate.sh --update) > "$work/baseline.report" 2> "$work/baseline.log"; then
    summary+=("baseline: regenerated from the unchanged copy ($(( $(date +%s) - started ))s)")
else
    echo "gate-proof: the gate could not measure the unchanged copy; see $work/baseline.log" >&2
    keep=yes
    exit 1
fi
for name in "${cases[@]}"; do
    restore
    gate_environment=()
    case "$name" in
        tunables-ignored) gate_environment=(GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS,-FSRM) ;;
        tunables-pinned) gate_environment=(TESSERA_GATE_GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS,-FSRM) ;;
        *) "plant_$name" ;;
    esac
    echo "gate-proof: $name: running the gate" >&2
    started=$(date +%s)
    status=0
    (cd "$copy" && env "${gate_environment[@]}" scripts/bench-gate.sh) > "$work/$name.report" 2> "$work/$name.log" || status=$?
    seconds=$(( $(date +%s) - started ))
    report="$work/$name.report"
    regressed=$(regressions "$report" | sed -n 's/^  [^ ]* \[\([^]]*\)\].*/\1/p' | sort | uniq -c | awk '{printf "%s%s×%s", (NR > 1 ? ", " : ""), $2, $1}')
    changed=$(sed '/^$/q' "$report" | grep -c '%' || true)
    verdict=ok
    [ "$status" -eq "$(expected_status "$name")" ] || verdict="FAILED: exit $status, expected $(expected_status "$name")"
    if [ "$verdict" = ok ] && [ -n "$(expected_figure "$name")" ]; then
        read -r figure row <<< "$(expected_figure "$name")"
        regressions "$report" | grep -q "^  [^ ]*${row}[^ ]* \[${figure}\]" || verdict="FAILED: no $figure regression on a $row row"
    fi
    if [ "$verdict" = ok ] && [ "$name" = tunables-ignored ] && [ "$changed" -ne 0 ]; then
        verdict="FAILED: $changed rows changed; the caller's GLIBC_TUNABLES must change nothing"
    fi
    if [ "$verdict" = ok ] && [ "$name" = tunables-pinned ] && ! grep -q "only in the baseline: .*ERMS" "$report"; then
        verdict="FAILED: the refusal does not name ERMS"
    fi
    [ "$verdict" = ok ] || failures=$((failures + 1))
    line="$name: $verdict (exit $status, ${seconds}s; rows with a changed figure: $changed; regressed: ${regressed:-none})"
    summary+=("$line")
    echo "gate-proof: $line" >&2
done
restore

echo "gate-proof summary:"
printf '  %s\n' "${summary[@]}"
if [ $failures -eq 0 ] && [ $keep = no ]; then
    rm -rf "$work"
else
    echo "gate-proof: reports and logs kept in $work"
fi
[ $failures -eq 0 ]
