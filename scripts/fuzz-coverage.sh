#!/usr/bin/env bash
# Line coverage of the engines (TesseraLayouts) and the indexes (TesseraIndex) reached by the
# fuzzer alone: builds tessera in release with coverage instrumentation (in .build/coverage,
# apart from the normal build), runs `tessera fuzz` at its default budget, and prints the
# llvm-cov report of those two modules.
#
#   scripts/fuzz-coverage.sh                  # --layout engines --profile all, then --index all
#   scripts/fuzz-coverage.sh --per-profile    # the same, and one report per profile and for --index
#   scripts/fuzz-coverage.sh -- ARGS…         # the report of `tessera fuzz ARGS…` alone
#
# Reports go to standard output; the raw profiles stay in .build/coverage/profiles.
set -euo pipefail
cd "$(dirname "$0")/.."

per_profile=0
custom=()
while [ $# -gt 0 ]; do
    case "$1" in
        --per-profile) per_profile=1 ;;
        --) shift; custom=("$@"); break ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "fuzz-coverage: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

toolchain="$(dirname "$(command -v swift)")"
profdata="$toolchain/llvm-profdata"
cov="$toolchain/llvm-cov"
[ -x "$profdata" ] && [ -x "$cov" ] || { echo "fuzz-coverage: llvm-profdata and llvm-cov not found beside swift" >&2; exit 2; }

scratch=".build/coverage"
swift build -c release --product tessera --scratch-path "$scratch" \
    -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >&2
binary="$scratch/release/tessera"
profiles="$scratch/profiles"

# Runs `tessera fuzz ARGS…` under profile name NAME; a failing campaign is reported, not fatal.
run() {
    local name="$1"; shift
    mkdir -p "$profiles/$name"
    echo "tessera fuzz $*" >&2
    LLVM_PROFILE_FILE="$profiles/$name/%p.profraw" "$binary" fuzz "$@" >&2 || echo "fuzz-coverage: tessera fuzz $* failed" >&2
}

# Prints the report of the profiles under NAMES… for the engines and the indexes.
report() {
    local title="$1"; shift
    local merged="$profiles/$title.profdata"
    local raws=()
    for name in "$@"; do raws+=("$profiles/$name"/*.profraw); done
    "$profdata" merge -sparse "${raws[@]}" -o "$merged"
    echo "== $title"
    "$cov" report "$binary" -instr-profile="$merged" Sources/TesseraLayouts Sources/TesseraIndex \
        | sed -E "s#^$PWD/##"
}

rm -rf "$profiles"
if [ ${#custom[@]} -gt 0 ]; then
    run custom "${custom[@]}"
    report "tessera fuzz ${custom[*]}" custom
    exit 0
fi
run layouts --layout engines --profile all
run indexes --index all
report "tessera fuzz --layout engines --profile all, then --index all" layouts indexes
if [ "$per_profile" = 1 ]; then
    for profile in phone tablet photos spans sections adversarial huge; do
        run "profile-$profile" --layout engines --profile "$profile"
        report "--layout engines --profile $profile" "profile-$profile"
    done
    report "--index all" indexes
fi
