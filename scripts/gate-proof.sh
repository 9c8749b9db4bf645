#!/usr/bin/env bash
# Proves that the performance checks catch what they are for: plants regressions on purpose
# and runs them through the callgrind gate (scripts/bench-gate.sh) and, with --ab, the A/B
# (scripts/bench-ab.sh), asserting what each plant declares and printing both verdicts in one
# table. The plants are patches under scripts/plants (see its README.md): swift test checks
# that every one still applies and compiles, so a proof cannot rot silently.
#
# Each plant's header declares what it is for:
#   # gate: 2 instructions prepare/grid     the gate must exit 2 with that figure regressed on a
#                                           row whose name contains that text (or `gate: 0`: pass)
#   # ab: regression prepare/waterfall/1M   the A/B must report that row as a regression
#   # gate-rows: prepare/grid               the gate rows a quick run measures (--quick)
#   # ab-rows: --sizes 10k,1M …             the A/B's rows for the plant
# A verdict a plant does not declare is measured and printed, not asserted.
#
#   scripts/gate-proof.sh                       # the gate's cases: compute memory stride tree rename,
#                                               # tunables-ignored tunables-pinned (about 20 minutes)
#   scripts/gate-proof.sh --ab                  # every plant through both (the table in Benchmarks/README.md)
#   scripts/gate-proof.sh --ab branch chain     # the named plants (or cases) only
#   scripts/gate-proof.sh --quick --ab          # the gate on each plant's gate-rows only
#   scripts/gate-proof.sh --ci                  # .ci/run's subset, one plant per class (ci_plants
#                                               # below): one build with all of them, the gate on
#                                               # their rows only against the committed baseline,
#                                               # one A/B over their rows (--quick --together --ab
#                                               # --committed-baseline)
#   scripts/gate-proof.sh --keep                # keep the reports and logs
#
# Builds come from scripts/bench-ab.sh's cache: HEAD (committed, not the working tree's edits)
# with the plants applied in its worktree. The gate's baseline is first measured from
# unplanted HEAD (on the same rows, with --quick), so every difference is the plant's;
# --committed-baseline compares with the committed one instead, which is right only where the
# gate has just passed on HEAD (as in .ci/run).
# Exit 0 when every declared verdict held, 1 otherwise (the summary says which).
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
cd "$repository"

# One plant per class, on rows no other of them touches in a way its check reads, so that
# they can share one build (swift test checks that they apply together).
ci_plants=(compute memory stride tree branch chain pages)

keep=no quick=no together=no ab=no committed=no
ab_budget=240
cases=()
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) keep=yes ;;
        --quick) quick=yes ;;
        --committed-baseline) committed=yes ;;
        --together) together=yes ;;
        --ab) ab=yes ;;
        --ci) quick=yes; together=yes; ab=yes; committed=yes; ab_budget=150; cases+=("${ci_plants[@]}") ;;
        --ab-budget) [ $# -ge 2 ] || { echo "gate-proof: --ab-budget needs seconds" >&2; exit 1; }; ab_budget="$2"; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        tunables-ignored|tunables-pinned) cases+=("$1") ;;
        -*) echo "gate-proof: unknown argument '$1' (see --help)" >&2; exit 1 ;;
        *) [ -f "scripts/plants/$1.patch" ] || { echo "gate-proof: no plant '$1' in scripts/plants" >&2; exit 1; }
           cases+=("$1") ;;
    esac
    shift
done
if [ ${#cases[@]} -eq 0 ]; then
    if [ $ab = yes ]; then
        cases=(tunables-ignored tunables-pinned $(cd scripts/plants && ls *.patch | sed 's/\.patch$//'))
    else
        cases=(tunables-ignored tunables-pinned compute memory stride tree rename)
    fi
fi

plants=()
for name in "${cases[@]}"; do case "$name" in tunables-*) ;; *) plants+=("$name") ;; esac; done
if [ $together = yes ]; then
    [ ${#plants[@]} -gt 0 ] || { echo "gate-proof: --together needs plants" >&2; exit 1; }
    for name in "${cases[@]}"; do case "$name" in tunables-*) echo "gate-proof: --together takes plants only" >&2; exit 1 ;; esac; done
fi

# A field of a plant's header (`# KEY: value`), empty when absent.
field() { sed -n "s/^# $2: //p" "scripts/plants/$1.patch" | head -1; }

work=$(mktemp -d /tmp/tessera-proof.XXXXXXXXXX)
echo "gate-proof: reports and logs in $work" >&2
failures=0
rows=()

# Builds (or finds) HEAD with the plants $@ applied; prints the binary.
build() {
    local joined
    joined=$(IFS=,; echo "$*")
    if [ $# -eq 0 ]; then scripts/bench-ab.sh --build-only HEAD HEAD | tail -1
    else scripts/bench-ab.sh --build-only --plant "$joined" HEAD HEAD | tail -1; fi
}

base_binary=$(build) || { echo "gate-proof: HEAD does not build" >&2; exit 1; }
# The rows a quick run measures: every plant's gate-rows (the tunables cases run on them too).
quick_rows=$(for name in "${plants[@]}"; do field "$name" gate-rows; done | tr , '\n' | sort -u | paste -sd, -)
[ -n "$quick_rows" ] || quick_rows="prepare/"
baseline="$repository/Benchmarks/Baselines/callgrind-baseline.json"
if [ $committed = no ]; then
    echo "gate-proof: baseline: measuring unplanted HEAD$([ $quick = yes ] && echo " on $quick_rows")" >&2
    baseline="$work/baseline.json"
    baseline_filter=()
    [ $quick = no ] || baseline_filter=(--filter "$quick_rows")
    scripts/bench-gate.sh --binary "$base_binary" --baseline "$baseline" --update "${baseline_filter[@]}" \
        > "$work/baseline.report" 2> "$work/baseline.log" || {
        echo "gate-proof: the gate could not measure unplanted HEAD; see $work/baseline.log" >&2
        exit 1
    }
fi

# The "  row [figure] before → after (change)" lines of a gate report's REGRESSED section.
regressions() { awk '/^REGRESSED/ { inside = 1; next } /^[^ ]/ { inside = 0 } inside' "$1"; }

# Runs the gate on BINARY (report and log named LABEL) with FILTER (may be empty) and ENV…;
# sets gate_status and gate_summary.
gate() {
    local binary="$1" label="$2" filter="$3"; shift 3
    local arguments=(--binary "$binary" --baseline "$baseline")
    [ -z "$filter" ] || arguments+=(--filter "$filter")
    gate_status=0
    env "$@" scripts/bench-gate.sh "${arguments[@]}" > "$work/$label.gate" 2> "$work/$label.gate.log" || gate_status=$?
    gate_summary="exit $gate_status$(regressed_figures "$label")"
}

# The figures that regressed in the gate report labelled LABEL, by count (`: instructions×2, …`),
# on the rows whose name contains one of PARTS (comma-separated; every row when empty).
regressed_figures() {
    local label="$1" parts="${2:-}" regressed
    regressed=$(regressions "$work/$label.gate" \
        | awk -v parts="$parts" 'BEGIN { n = split(parts, part, ",") } { if (n == 0) { print; next } for (i = 1; i <= n; i++) if (index($1, part[i])) { print; next } }' \
        | sed -n 's/^  [^ ]* \[\([^]]*\)\].*/\1/p' | sort | uniq -c | awk '{printf "%s%s×%s", (NR > 1 ? ", " : ""), $2, $1}')
    echo "${regressed:+: $regressed}"
}

# Checks plant NAME's declared gate verdict against the last gate run; prints a failure or nothing.
check_gate() {
    local expected status figure row
    expected=$(field "$1" gate)
    [ -n "$expected" ] || return 0
    read -r status figure row <<< "$expected"
    if [ "$gate_status" != "$status" ]; then echo "gate exit $gate_status, expected $status"; return; fi
    if [ -n "$figure" ] && ! regressions "$work/$2.gate" | grep -q "^  [^ ]*${row}[^ ]* \[${figure}\]"; then
        echo "no $figure regression on a $row row"
    fi
}

# Runs the A/B of HEAD against HEAD with PLANTS (comma-separated) over SELECTION…; sets ab_status.
run_ab() {
    local plants="$1" label="$2"; shift 2
    ab_status=0
    scripts/bench-ab.sh --plant "$plants" HEAD HEAD -- "$@" --budget "$ab_budget" \
        --json "$work/$label.ab.json" --markdown "$work/$label.ab.md" > /dev/null 2> "$work/$label.ab.log" || ab_status=$?
}

# The A/B's verdict and ratio on ROW in the last run labelled LABEL: `regression 1.23 (1.15–1.31)`.
ab_row() {
    local line
    line=$(grep -F "| \`$2\` |" "$work/$1.ab.md" 2> /dev/null | head -1)
    [ -n "$line" ] || { echo "not measured"; return; }
    awk -F' \\| ' '{ gsub(/\*/, "", $7); sub(/ \|$/, "", $7); printf "%s, %s (%s)", $7, $4, $5 }' <<< "$line"
}

# Every row of the last A/B run labelled LABEL: `row verdict ratio; …`.
ab_all() {
    grep '^| `' "$work/$1.ab.md" 2> /dev/null | awk -F' \\| ' '{ gsub(/[`*|]/, "", $1); gsub(/^ +/, "", $1); gsub(/\*/, "", $7); sub(/ \|$/, "", $7); printf "%s%s %s %s", (NR > 1 ? "; " : ""), $1, $7, $4 }'
}

# Checks plant NAME's declared A/B verdict; prints a failure or nothing.
check_ab() {
    local expected verdict row
    expected=$(field "$1" ab)
    [ -n "$expected" ] || return 0
    read -r verdict row <<< "$expected"
    [ "$ab_status" -le 2 ] || { echo "the A/B failed (exit $ab_status; see $work/$2.ab.log)"; return; }
    ab_row "$2" "$row" | grep -q "^$verdict" || echo "A/B on $row: $(ab_row "$2" "$row"), expected $verdict"
}

record() {
    local name="$1" gate_text="$2" ab_text="$3" failure="$4"
    local verdict=ok
    if [ -n "$failure" ]; then verdict="FAILED: $failure"; failures=$((failures + 1)); fi
    rows+=("| \`$name\` | $gate_text | $ab_text | $verdict |")
    echo "gate-proof: $name: $verdict (gate $gate_text; A/B $ab_text)" >&2
}

if [ $together = yes ]; then
    joined=$(IFS=,; echo "${plants[*]}")
    started=$SECONDS
    binary=$(build "${plants[@]}") || { echo "gate-proof: HEAD with $joined does not build" >&2; exit 1; }
    echo "gate-proof: built (or found) HEAD with $joined in $((SECONDS - started))s" >&2
    started=$SECONDS
    filter=$(for name in "${plants[@]}"; do field "$name" gate-rows; done | paste -sd, -)
    [ $quick = yes ] || filter=""
    echo "gate-proof: $joined: the gate${filter:+ on $filter}" >&2
    gate "$binary" together "$filter"
    echo "gate-proof: the gate took $((SECONDS - started))s" >&2
    if [ $ab = yes ]; then
        started=$SECONDS
        # The union of the plants' selections: every size, layout, index and workload any names.
        union() { for name in "${plants[@]}"; do field "$name" ab-rows | sed -n "s/.*--$1 \([^ ]*\).*/\1/p"; done | tr , '\n' | sort -u | paste -sd, -; }
        selection=(--sizes "$(union sizes)" --layouts "$(union layouts)" --workloads "$(union workloads)")
        [ -z "$(union indexes)" ] || selection+=(--indexes "$(union indexes)")
        # Quick: only the rows an A/B plant declares (fewer rows, fewer blocks each under Holm).
        targets=$(for name in "${plants[@]}"; do field "$name" ab | awk '{print $2}'; done | sed '/^$/d' | paste -sd, -)
        [ $quick = no ] || [ -z "$targets" ] || selection+=(--rows "$targets")
        echo "gate-proof: $joined: the A/B over ${selection[*]}" >&2
        run_ab "$joined" together "${selection[@]}"
        echo "gate-proof: the A/B took $((SECONDS - started))s" >&2
    fi
    for name in "${plants[@]}"; do
        failure=$(check_gate "$name" together)
        ab_text="–"
        if [ $ab = yes ]; then
            row=$(field "$name" ab | awk '{print $2}')
            [ -z "$row" ] || ab_text="$row: $(ab_row together "$row")"
            failure="${failure}$(check_ab "$name" together)"
        fi
        own_rows=$(field "$name" gate-rows)
        record "$name" "exit $gate_status; on ${own_rows:-every row}$(regressed_figures together "$own_rows") (all plants in one build)" "$ab_text" "$failure"
    done
else
    for name in "${cases[@]}"; do
        started=$SECONDS
        case "$name" in
            tunables-ignored)
                gate "$base_binary" "$name" "$([ $quick = yes ] && echo "$quick_rows")" GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS,-FSRM
                changed=$(sed '/^$/q' "$work/$name.gate" | grep -c '%' || true)
                failure=""
                [ "$gate_status" = 0 ] || failure="gate exit $gate_status, expected 0"
                [ -n "$failure" ] || [ "$changed" -eq 0 ] || failure="$changed rows changed; the caller's GLIBC_TUNABLES must change nothing"
                record "$name" "$gate_summary ($((SECONDS - started))s)" "–" "$failure"
                continue ;;
            tunables-pinned)
                gate "$base_binary" "$name" "$([ $quick = yes ] && echo "$quick_rows")" TESSERA_GATE_GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS,-FSRM
                failure=""
                [ "$gate_status" = 3 ] || failure="gate exit $gate_status, expected 3"
                [ -n "$failure" ] || grep -q "only in the baseline: .*ERMS" "$work/$name.gate" || failure="the refusal does not name ERMS"
                record "$name" "$gate_summary ($((SECONDS - started))s)" "–" "$failure"
                continue ;;
        esac
        binary=$(build "$name") || { record "$name" "does not build" "–" "does not build"; continue; }
        filter=""
        [ $quick = no ] || filter=$(field "$name" gate-rows)
        gate "$binary" "$name" "$filter"
        failure=$(check_gate "$name" "$name")
        gate_text="$gate_summary ($((SECONDS - started))s)"
        ab_text="–"
        if [ $ab = yes ]; then
            started=$SECONDS
            read -r -a selection <<< "$(field "$name" ab-rows)"
            run_ab "$name" "$name" "${selection[@]}"
            row=$(field "$name" ab | awk '{print $2}')
            if [ -n "$row" ]; then ab_text="$row: $(ab_row "$name" "$row")"; else ab_text="$(ab_all "$name")"; fi
            ab_text+=" ($((SECONDS - started))s; table: $name.ab.md)"
            failure="${failure}$(check_ab "$name" "$name")"
        fi
        record "$name" "$gate_text" "$ab_text" "$failure"
    done
fi

echo
echo "| case | gate | A/B | proof |"
echo "| --- | --- | --- | --- |"
printf '%s\n' "${rows[@]}"
if [ $failures -eq 0 ] && [ $keep = no ]; then
    rm -rf "$work"
else
    echo "gate-proof: reports and logs kept in $work" >&2
fi
echo "gate-proof: ${SECONDS}s in all" >&2
[ $failures -eq 0 ]
