#!/usr/bin/env bash
# The CI performance gate: exact figures of a fixed benchmark set, measured under callgrind in a
# pinned environment and compared figure by figure with the committed baseline — instructions
# without memcpy/memmove/memset, bytes copied and filled, allocations, bytes allocated and
# retained, and simulated last-level cache misses (Benchmarks/README.md, "The CI gate").
#
#   scripts/bench-gate.sh                  # compare: exit 0 pass, 2 regression or rows that differ,
#                                          #          3 refused: the baseline's environment differs
#   scripts/bench-gate.sh --update         # rewrite the baseline (figures and environment) from this code
#   scripts/bench-gate.sh --tighten        # compare, and on a pass take the improvements into the baseline
#   scripts/bench-gate.sh --threshold 3%   # one threshold for every figure (default: each figure's own)
#   scripts/bench-gate.sh --threshold instructions=2%,ll-misses=5%
#   scripts/bench-gate.sh --baseline FILE  # another baseline (default Benchmarks/Baselines/callgrind-baseline.json)
#   scripts/bench-gate.sh --filter prepare/grid,waterfall:tree
#                                          # only the rows whose name contains one of the parts
#                                          # (a proof's quick run; never --tighten, and --update
#                                          # only of a --baseline other than the committed one)
#   scripts/bench-gate.sh --binary FILE    # measure this prebuilt tessera-bench instead of building
#                                          # one (the proofs measure planted builds this way)
#   scripts/bench-gate.sh --package-path DIR --product NAME --baseline FILE
#                                          # the gate of your own benchmark executable (one that
#                                          # calls BenchmarkCommand.main); paths are taken from
#                                          # the directory you run it in
#
# The measured process gets an empty environment but SWIFT_DETERMINISTIC_HASHING=1, so the
# caller's GLIBC_TUNABLES, LD_PRELOAD, MALLOC_*, VALGRIND_OPTS … change nothing it counts.
# TESSERA_GATE_GLIBC_TUNABLES=VALUE measures with GLIBC_TUNABLES=VALUE on purpose; it is part of
# the recorded environment, so a baseline made without it refuses the comparison.
set -euo pipefail
caller="$PWD"
cd "$(dirname "$0")/.."

baseline="$PWD/Benchmarks/Baselines/callgrind-baseline.json"
package="$PWD"
product="tessera-bench"
mode=()
threshold=()
filter=()
prebuilt=""
# Paths given on the command line are relative to the caller's directory.
absolute() { case "$1" in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$caller" "$1" ;; esac; }
while [ $# -gt 0 ]; do
    case "$1" in
        --update|--tighten)
            [ ${#mode[@]} -eq 0 ] || { echo "bench-gate: give one of --update and --tighten" >&2; exit 1; }
            mode=("$1") ;;
        --threshold) [ $# -ge 2 ] || { echo "bench-gate: --threshold needs a value" >&2; exit 1; }; threshold=(--threshold "$2"); shift ;;
        --threshold=*) threshold=(--threshold "${1#--threshold=}") ;;
        --baseline) [ $# -ge 2 ] || { echo "bench-gate: --baseline needs a value" >&2; exit 1; }; baseline="$(absolute "$2")"; shift ;;
        --baseline=*) baseline="$(absolute "${1#--baseline=}")" ;;
        --package-path) [ $# -ge 2 ] || { echo "bench-gate: --package-path needs a value" >&2; exit 1; }; package="$(absolute "$2")"; shift ;;
        --product) [ $# -ge 2 ] || { echo "bench-gate: --product needs a value" >&2; exit 1; }; product="$2"; shift ;;
        --filter) [ $# -ge 2 ] || { echo "bench-gate: --filter needs a value" >&2; exit 1; }; filter=(--filter "$2"); shift ;;
        --binary) [ $# -ge 2 ] || { echo "bench-gate: --binary needs a value" >&2; exit 1; }; prebuilt="$(absolute "$2")"; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "bench-gate: unknown argument '$1' (see --help)" >&2; exit 1 ;;
    esac
    shift
done

if [ ${#filter[@]} -gt 0 ] && [ "${mode[*]:-}" = "--update" ] && [ "$baseline" = "$PWD/Benchmarks/Baselines/callgrind-baseline.json" ]; then
    echo "bench-gate: --filter with --update would cut the committed baseline to the filtered rows; give --baseline FILE" >&2
    exit 1
fi
if [ "${mode[*]:-}" != "--update" ] && [ ! -f "$baseline" ]; then
    echo "bench-gate: no baseline at $baseline; create it with scripts/bench-gate.sh --update" >&2
    exit 1
fi

start=$(date +%s)
install() {
    echo "bench-gate: installing $1" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq "$1" >/dev/null
}
command -v valgrind >/dev/null 2>&1 || install valgrind
command -v strip >/dev/null 2>&1 && command -v readelf >/dev/null 2>&1 || install binutils

if [ -z "$prebuilt" ]; then
    swift build -c release --package-path "$package" --product "$product" >&2
    prebuilt="$(swift build -c release --package-path "$package" --show-bin-path)/$product"
fi
[ -x "$prebuilt" ] || { echo "bench-gate: no executable at $prebuilt" >&2; exit 1; }
built=$(date +%s)

# A fixed-length path: the client's stack holds the executable's path, and a longer one shifts
# the alignment of stack data, which changes how glibc's copies run and what the cache
# simulation sees.
work="$(mktemp -d /tmp/tessera-gate.XXXXXXXXXX)"
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug info Swift emits and gives up, so
# it runs a copy without debug info; the symbol table, all callgrind needs, stays.
binary="$work/$product"
cp "$prebuilt" "$binary"
strip --strip-debug "$binary"
interpreter=$(readelf --program-headers "$binary" | sed -n 's/.*Requesting program interpreter: \(.*\)]$/\1/p')
valgrind=$(command -v valgrind)

variables=(PATH=/usr/bin:/bin SWIFT_DETERMINISTIC_HASHING=1)
if [ -n "${TESSERA_GATE_GLIBC_TUNABLES:-}" ]; then variables+=("GLIBC_TUNABLES=$TESSERA_GATE_GLIBC_TUNABLES"); fi
for name in GLIBC_TUNABLES LD_PRELOAD LD_LIBRARY_PATH LD_BIND_NOW VALGRIND_OPTS $(compgen -v | grep -E '^(MALLOC_|SWIFT_|LD_|VALGRIND_|_RLD)' || true); do
    if [ -n "${!name:-}" ]; then
        echo "bench-gate: measuring without the caller's $name=${!name} (the gate pins its environment)" >&2
    fi
done
# Pinned cache geometry: by default callgrind copies the host's, which differs between machines.
callgrind_options=(--tool=callgrind --cache-sim=yes --I1=32768,8,64 --D1=32768,8,64 --LL=8388608,16,64)

{
    echo "toolchain=$(swift --version 2>/dev/null | head -1)"
    echo "program=$product"
    echo "valgrind=$("$valgrind" --version)"
    echo "glibc=$(ldd --version | head -1)"
    echo "measurement=valgrind ${callgrind_options[*]}"
    echo "variables=${variables[*]}"
} > "$work/environment.txt"

cd "$work"
# What glibc sees of the CPU under valgrind, in the measured process's environment: it picks its
# routines from this (GLIBC_TUNABLES=glibc.cpu.hwcaps=-ERMS would show here).
env -i "${variables[@]}" "$valgrind" --tool=none --quiet "$interpreter" --list-diagnostics > glibc-diagnostics.txt
if [ "${mode[*]:-}" != "--update" ]; then
    # Refuse before minutes of measuring when the baseline comes from another environment.
    status=0
    "./$product" gate-check --output . --baseline "$baseline" --environment-only || status=$?
    [ $status -eq 0 ] || exit $status
fi
env -i "${variables[@]}" "$valgrind" "${callgrind_options[@]}" --quiet \
    --callgrind-out-file=callgrind.out \
    --collect-atstart=no --toggle-collect=tessera_measured_region --dump-after=tessera_measured_region \
    "./$product" gate-run --output . "${filter[@]}" >&2
measured=$(date +%s)

status=0
"./$product" gate-check --output . --baseline "$baseline" "${threshold[@]}" "${mode[@]}" "${filter[@]}" || status=$?
echo "bench-gate: $(( $(date +%s) - start ))s (build $(( built - start ))s, measuring $(( measured - built ))s)" >&2
exit $status
