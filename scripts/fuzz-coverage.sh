#!/usr/bin/env bash
# Line coverage of the engines (TesseraLayouts) and the indexes (TesseraIndex) reached by the
# fuzzer alone: builds tessera in release with coverage instrumentation (in .build/coverage,
# apart from the normal build), runs `tessera fuzz` at its default budget, and prints the
# llvm-cov report of those two modules.
#
#   scripts/fuzz-coverage.sh                  # --layout engines --profile all, then --index all
#   scripts/fuzz-coverage.sh --per-profile    # the same, and one report per profile and for --index
#   scripts/fuzz-coverage.sh -- ARGS…         # the report of `tessera fuzz ARGS…` alone
#   scripts/fuzz-coverage.sh --unreached      # the default campaigns (--layout engines --profile
#                                             # all, --index all) and the update campaigns
#                                             # (--layout engines --updates all), then each line
#                                             # of TesseraLayouts, TesseraIndex and
#                                             # TesseraCore/Updates no case reached
#   scripts/fuzz-coverage.sh --unreached -- ARGS…  # the same after `tessera fuzz ARGS…` alone
#
# --unreached prints each file's reached lines, then every unreached line; a line explained by
# an `unreached: <reason>` comment on it or on the line above is listed apart. Exit 1 when a
# line is unreached without that reason; `swift test` (UnreachedLineTests) fails on each such
# line of the measurement committed in docs/RESULTS.md (section update-coverage).
#
# Reports go to standard output; the raw profiles stay in .build/coverage/profiles.
set -euo pipefail
cd "$(dirname "$0")/.."

per_profile=0
unreached=0
custom=()
while [ $# -gt 0 ]; do
    case "$1" in
        --per-profile) per_profile=1 ;;
        --unreached) unreached=1 ;;
        --) shift; custom=("$@"); break ;;
        -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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

# The code --unreached reads (see --help).
checked_code=(
    Sources/TesseraLayouts/*/*.swift
    Sources/TesseraIndex/*.swift Sources/TesseraIndex/*/*.swift
    Sources/TesseraCore/Updates/*.swift
)

# Lists the lines of the checked code that the profiles under NAMES… did not reach (see --help).
list_unreached() {
    local title="$1"; shift
    local merged="$profiles/unreached.profdata"
    local raws=()
    for name in "$@"; do raws+=("$profiles/$name"/*.profraw); done
    "$profdata" merge -sparse "${raws[@]}" -o "$merged"
    echo "== lines of TesseraLayouts, TesseraIndex and TesseraCore/Updates reached by $title"
    "$cov" export -format=lcov "$binary" -instr-profile="$merged" "${checked_code[@]}" | awk -v root="$PWD/" '
        function flush() {
            if (file == "") return
            printf "%s: %d of %d lines reached (%.1f%%)\n", file, hit, found, found ? 100 * hit / found : 100
            totalHit += hit; totalFound += found
        }
        /^SF:/ {
            file = substr($0, 4); sub("^" root, "", file)
            delete text; n = 0
            while ((getline line < (root file)) > 0) text[++n] = line
            close(root file)
            hit = 0; found = 0
        }
        /^DA:/ {
            split(substr($0, 4), field, ",")
            found++
            if (field[2] > 0) { hit++; next }
            line = field[1]
            entry = sprintf("%s:%d: %s", file, line, text[line])
            if (text[line] ~ /unreached:/ || text[line - 1] ~ /unreached:/) explained[++explainedCount] = entry
            else missed[++missedCount] = entry
        }
        /^end_of_record/ { flush(); file = "" }
        END {
            printf "total: %d of %d lines reached (%.1f%%)\n", totalHit, totalFound, totalFound ? 100 * totalHit / totalFound : 100
            printf "\n%d unreached without a reason:\n", missedCount
            for (i = 1; i <= missedCount; i++) print missed[i]
            printf "\n%d unreached with a reason (an unreached: comment):\n", explainedCount
            for (i = 1; i <= explainedCount; i++) print explained[i]
            exit missedCount > 0
        }'
}

rm -rf "$profiles"
if [ "$unreached" = 1 ]; then
    if [ ${#custom[@]} -gt 0 ]; then
        run custom "${custom[@]}"
        list_unreached "tessera fuzz ${custom[*]}" custom
        exit $?
    fi
    run layouts --layout engines --profile all
    run indexes --index all
    run updates --layout engines --updates all
    list_unreached "tessera fuzz --layout engines --profile all, --index all, --layout engines --updates all" layouts indexes updates
    exit $?
fi
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
