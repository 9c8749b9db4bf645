#!/usr/bin/env bash
# Measures the A/B itself (Benchmarks/README.md, "Measured properties"): runs scripts/bench-ab.sh
# many times and tallies its verdicts, as a Markdown table on stdout.
#
#   scripts/ab-campaign.sh aa 20              # A/A: HEAD against itself, the default rows, 20 runs:
#                                             # every regression reported is a false one
#   scripts/ab-campaign.sh power slow10 20    # HEAD against HEAD + scripts/plants/slow10.patch, the
#                                             # default rows, 20 runs: how often its row is caught,
#                                             # and false regressions on the other rows
#   scripts/ab-campaign.sh aa 20 -- --budget 5m   # flags for tessera-bench ab after --
#   scripts/ab-campaign.sh --output DIR …     # keep every run's JSON and table in DIR
#
# Run i uses --seed i. Each run is one scripts/bench-ab.sh call (builds are reused), timed under
# a 15-minute timeout; the table gives, per run, its time, rounds, the one-minute load average
# at its start and end, and its verdicts. Exit 0 (the table is the result).
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
cd "$repository"

output=""
arguments=()
forwarded=()
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "ab-campaign: --output needs a directory" >&2; exit 1; }; output="$2"; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --) shift; forwarded=("$@"); break ;;
        *) arguments+=("$1") ;;
    esac
    shift
done
kind="${arguments[0]:-}"
case "$kind" in
    aa) [ ${#arguments[@]} -eq 2 ] || { echo "ab-campaign: aa RUNS (see --help)" >&2; exit 1; }
        plant=""; runs="${arguments[1]}" ;;
    power) [ ${#arguments[@]} -eq 3 ] || { echo "ab-campaign: power PLANT RUNS (see --help)" >&2; exit 1; }
        plant="${arguments[1]}"; runs="${arguments[2]}"
        [ -f "scripts/plants/$plant.patch" ] || { echo "ab-campaign: no plant '$plant'" >&2; exit 1; } ;;
    *) echo "ab-campaign: aa or power (see --help)" >&2; exit 1 ;;
esac
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "ab-campaign: RUNS must be a whole number ≥ 1" >&2; exit 1; }
[ -n "$output" ] || output=$(mktemp -d /tmp/ab-campaign.XXXXXXXXXX)
mkdir -p "$output"
target=""
[ -z "$plant" ] || target=$(sed -n 's/^# ab: regression //p' "scripts/plants/$plant.patch" | head -1)

plant_arguments=()
[ -z "$plant" ] || plant_arguments=(--plant "$plant")
# Build once before timing anything.
scripts/bench-ab.sh --build-only "${plant_arguments[@]}" HEAD HEAD > /dev/null

echo "| run | seconds | rounds | load at start → end | rows | false regressions | inconclusive |${target:+ $target |}"
echo "| ---: | ---: | ---: | --- | ---: | ---: | ---: |${target:+ --- |}"
total_false=0 runs_with_false=0 caught=0 seconds_total=0
for run in $(seq 1 "$runs"); do
    json="$output/run-$run.json" markdown="$output/run-$run.md"
    started=$SECONDS
    status=0
    timeout 900 scripts/bench-ab.sh "${plant_arguments[@]}" HEAD HEAD -- --seed "$run" "${forwarded[@]}" \
        --json "$json" --markdown "$markdown" > /dev/null 2> "$output/run-$run.log" || status=$?
    seconds=$((SECONDS - started))
    seconds_total=$((seconds_total + seconds))
    if [ $status -gt 2 ] || [ ! -f "$markdown" ]; then
        echo "| $run | $seconds | – | – | – | failed (exit $status; $output/run-$run.log) | – |${target:+ – |}"
        continue
    fi
    facts=$(grep -m1 ' rows, verdicts' "$markdown")
    rounds=$(sed -n 's/.*, \([0-9]*\) rounds\{0,1\},.*/\1/p' <<< "$facts")
    load=$(sed -n 's/.*load \([0-9.]*→[0-9.]*\) on.*/\1/p' <<< "$facts")
    rows=$(grep -c '^| `' "$markdown" || true)
    # A regression on any row but the plant's target is false.
    false_rows=$(grep '^| `' "$markdown" | grep -F '**regression**' | grep -vF "| \`${target:-none}\` |" | sed 's/^| `\([^`]*\)`.*/\1/' | paste -sd, - || true)
    false_count=0
    [ -z "$false_rows" ] || false_count=$(tr , '\n' <<< "$false_rows" | wc -l)
    total_false=$((total_false + false_count))
    [ "$false_count" -eq 0 ] || runs_with_false=$((runs_with_false + 1))
    inconclusive=$(grep '^| `' "$markdown" | grep -c '| inconclusive' || true)
    target_cell=""
    if [ -n "$target" ]; then
        line=$(grep -F "| \`$target\` |" "$markdown" | head -1)
        verdict=$(awk -F' \\| ' '{ gsub(/\*/, "", $7); sub(/ \|$/, "", $7); print $7 }' <<< "$line")
        ratio=$(awk -F' \\| ' '{ print $4 " (" $5 "), " $6 " blocks" }' <<< "$line")
        [ "$verdict" != regression ] || caught=$((caught + 1))
        target_cell=" ${verdict:-not measured}: $ratio |"
    fi
    echo "| $run | $seconds | ${rounds:-–} | ${load:-–} | $rows | $false_count${false_rows:+ ($false_rows)} | $inconclusive |$target_cell"
done
echo
summary="$runs runs, $((seconds_total / runs)) s each on average: $total_false false regressions in all, $runs_with_false runs with one"
[ -z "$target" ] || summary+="; $target caught in $caught of $runs"
echo "$summary. Runs' JSON and tables: $output."
