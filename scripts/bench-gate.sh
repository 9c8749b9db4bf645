#!/usr/bin/env bash
# The CI performance gate: exact instruction counts (callgrind) and allocation counts of a
# fixed, small benchmark set, compared with the committed baseline.
#
#   scripts/bench-gate.sh                 # compare; exit 0 = no regression, 2 = regression
#   scripts/bench-gate.sh --update        # rewrite the baseline from this code
#   scripts/bench-gate.sh --threshold 5%  # allowed growth per figure (default 3%)
#   scripts/bench-gate.sh --package-path DIR --product NAME --baseline FILE
#                                         # the gate of your own benchmark executable (one that
#                                         # calls BenchmarkCommand.main); paths are taken from
#                                         # the directory you run it in
#
# Builds tessera-bench in release, runs `tessera-bench gate-run` once under
# valgrind --tool=callgrind with collection switched on only inside the C function
# tessera_measured_region (the measured call of each row; setup is not counted) and one dump
# per region, then `tessera-bench gate-check` turns the dumps into per-row counts and
# compares them with Benchmarks/Baselines/callgrind-baseline.json, naming every regressed row.
set -euo pipefail
caller="$PWD"
cd "$(dirname "$0")/.."

baseline="Benchmarks/Baselines/callgrind-baseline.json"
threshold="3%"
package="."
product="tessera-bench"
update=()
# Paths given on the command line are relative to the caller's directory.
absolute() { case "$1" in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$caller" "$1" ;; esac; }
while [ $# -gt 0 ]; do
    case "$1" in
        --update) update=(--update) ;;
        --threshold) [ $# -ge 2 ] || { echo "bench-gate: --threshold needs a value" >&2; exit 1; }; threshold="$2"; shift ;;
        --threshold=*) threshold="${1#--threshold=}" ;;
        --baseline) [ $# -ge 2 ] || { echo "bench-gate: --baseline needs a value" >&2; exit 1; }; baseline="$(absolute "$2")"; shift ;;
        --package-path) [ $# -ge 2 ] || { echo "bench-gate: --package-path needs a value" >&2; exit 1; }; package="$(absolute "$2")"; shift ;;
        --product) [ $# -ge 2 ] || { echo "bench-gate: --product needs a value" >&2; exit 1; }; product="$2"; shift ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-gate: unknown argument '$1' (see --help)" >&2; exit 1 ;;
    esac
    shift
done

if [ ${#update[@]} -eq 0 ] && [ ! -f "$baseline" ]; then
    echo "bench-gate: no baseline at $baseline; create it with scripts/bench-gate.sh --update" >&2
    exit 1
fi

start=$(date +%s)
if ! command -v valgrind >/dev/null 2>&1; then
    echo "bench-gate: installing valgrind" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq valgrind >/dev/null
fi

if ! command -v strip >/dev/null 2>&1; then
    echo "bench-gate: installing binutils (strip)" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq binutils >/dev/null
fi

swift build -c release --package-path "$package" --product "$product" >&2

work="$(mktemp -d "${TMPDIR:-/tmp}/bench-gate.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug info Swift emits and gives up, so
# it runs a copy without debug info; the symbol table, all callgrind needs, stays.
binary="$work/$product"
cp "$(swift build -c release --package-path "$package" --show-bin-path)/$product" "$binary"
strip --strip-debug "$binary"

# Deterministic hashing: Swift seeds Hasher randomly per process, which would change the
# instruction count of any Set or Dictionary work from run to run.
SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --quiet \
    --callgrind-out-file="$work/callgrind.out" \
    --collect-atstart=no --toggle-collect=tessera_measured_region --dump-after=tessera_measured_region \
    "$binary" gate-run --output "$work" >&2

status=0
"$binary" gate-check --output "$work" --baseline "$baseline" --threshold "$threshold" "${update[@]}" || status=$?
echo "bench-gate: $(( $(date +%s) - start ))s" >&2
exit $status
