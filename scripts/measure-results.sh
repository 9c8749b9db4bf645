#!/usr/bin/env bash
# Writes docs/RESULTS.md, the one file that holds every measured figure the documentation
# quotes. Each section is produced by one command, run once here, and stamped with that
# command, the commit, the date and the machine; the README quotes lines of this file and
# nothing else (Tests/TesseraTestingTests/Documentation checks it).
#
#   scripts/measure-results.sh                 # every section, in order
#   scripts/measure-results.sh bench           # only the named sections; the others keep theirs
#   scripts/measure-results.sh --quick bench   # small sizes, to try the script: stamped "quick",
#                                              # which swift test refuses in a committed file
#   scripts/measure-results.sh --list          # the sections and their commands
#   scripts/measure-results.sh --output FILE   # write FILE instead of docs/RESULTS.md
#   scripts/measure-results.sh --until 16:00 cli-fuzz  # start no cli-fuzz shard (no source
#                                              # mutant) after 16:00 UTC; the section says which did not run
#
# Sections (add one: a line in SECTIONS, a function section_<name> that prints Markdown on
# stdout and sets `command` to what a reader would type to measure it again):
#   bench       swift run -c release tessera-bench: every engine, seed port and index, 10k–1M
#   flow-bench  the example package's benchmark (Examples/FlowLayout), its layout and index
#   card-grid-bench  the UIKit-style example's benchmark (Examples/UIKitStyleLayout): a
#               UICollectionViewLayout subclass under Tessera's host, its own prepare and
#               the host's share of it, next to the waterfall
#   gate        scripts/bench-gate.sh: what the CI gate costs, and every row's exact counts
#   proofs-ci   scripts/gate-proof.sh --ci: .ci/run's subset, one plant per class in one build
#   proofs      scripts/gate-proof.sh --ab --quick: every plant through the gate (its rows) and
#               the A/B, one build each (about 2 hours); TESSERA_PROOF_CASES="branch chain pages"
#               names the plants (or cases) to prove instead of all of them
#   ab-default  scripts/bench-ab.sh HEAD HEAD: one A/A run of the default rows, its time (≤ 10 min)
#   ab-aa       scripts/ab-campaign.sh aa 20 on .ci/run's short rows, 60 s of sampling a run:
#               false regressions of the A/B (about 40 minutes)
#   ab-aa-default  scripts/ab-campaign.sh aa 20: the same on the default rows (36 rows, up to
#               60 blocks a run; about 5 to 6 minutes a run under load, 2 hours in all)
#   ab-power    scripts/ab-campaign.sh power slow10 20 on the 1M waterfall's random and sweep
#               rows, up to 120 s a run: how often the plant is caught (about 20 minutes)
#   ab-power-range  … power slow5 10 and slow20 10, the same rows and budget (about 20 minutes)
#   mutant-suites  swift test --filter of the mutant suites (engines, indexes, checker, updates,
#               the harness's own code, expectInvariants/expectAgreement): how many planted bugs each catches (debug, ~10 minutes)
#   update-coverage  scripts/fuzz-coverage.sh --unreached: the lines of TesseraLayouts, TesseraIndex
#               and TesseraCore/Updates that the default and the update campaigns reach, and each
#               one they do not (release with coverage, over an hour on 2 shared cores);
#               --coverage-cases N: the update campaigns alone (--layout engines --updates all),
#               N cases each
#   source-mutants  scripts/source-mutants.sh --jobs=2: every bug of scripts/source-mutants.tsv
#               planted in the sources, tessera fuzz alone at its default budget (release, two
#               copies at once, about an hour); TESSERA_SOURCE_MUTANTS="a. b." restricts it
#   source-mutants-again  the same for the lines named by TESSERA_SOURCE_MUTANTS="trap tree."
#               (name parts), re-run at a later commit than the whole list's run
#   cli-fuzz    the CLI fuzzer's release run: 100,000 cases of seed 0x2413 in 10 shards of the
#               release test build (about an hour on 2 shared cores; --quick: 1,000)
# The other campaigns' row sets and budgets are smaller than the default A/B's (36 rows, a
# 9-minute budget a run): they fit in less than an hour each; ab-aa-default is the long one.
# Measure on a quiet machine, from a committed tree: the stamp says when the tree had
# uncommitted changes. Release builds happen before anything is timed.
set -euo pipefail
cd "$(dirname "$0")/.."

# name|title, in the order the file lists them.
SECTIONS=(
    "bench|The benchmark"
    "flow-bench|The example package's benchmark (Examples/FlowLayout)"
    "card-grid-bench|The UIKit-style example's benchmark (Examples/UIKitStyleLayout)"
    "gate|The CI gate: its time and every row's counts"
    "proofs-ci|The proofs' CI subset: one plant per class through the gate and the A/B"
    "proofs|The proofs: plants through the gate and the A/B, each on its own"
    "ab-default|The A/B's default row set: one A/A run and its time"
    "ab-aa|The A/B against itself (A/A), a short row set"
    "ab-aa-default|The A/B against itself (A/A), the default row set"
    "ab-power|The A/B's power: a 10% slowdown planted in a 1M-item cold query row"
    "ab-power-range|The A/B's power: 5% and 20% slowdowns in the same row"
    "mutant-suites|The mutant suites: planted bugs the fuzzer and the harness's self-checks catch"
    "update-coverage|The update code the update campaigns reach"
    "source-mutants|Bugs planted in the sources: what tessera fuzz alone catches"
    "source-mutants-again|Bugs planted in the sources: lines re-run at a later commit"
    "cli-fuzz|The CLI fuzzer's release run: 100,000 cases"
)

output="docs/RESULTS.md"
quick=0
coverage_cases=""
until=""
selected=()
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=1 ;;
        --output) shift; output="${1:?--output needs a file}" ;;
        --coverage-cases) shift; coverage_cases="${1:?--coverage-cases needs a number}" ;;
        --until) shift; until="${1:?--until needs HH:MM (UTC)}"
            [[ "$until" =~ ^[0-2][0-9]:[0-5][0-9]$ ]] || { echo "measure-results: --until $until: expected HH:MM (UTC)" >&2; exit 2; } ;;
        --list) for entry in "${SECTIONS[@]}"; do echo "${entry%%|*}: ${entry#*|}"; done; exit 0 ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "measure-results: unknown option '$1' (see --help)" >&2; exit 2 ;;
        *) selected+=("$1") ;;
    esac
    shift
done
names=()
for entry in "${SECTIONS[@]}"; do names+=("${entry%%|*}"); done
if [ ${#selected[@]} -eq 0 ]; then selected=("${names[@]}"); fi
for name in "${selected[@]}"; do
    [[ " ${names[*]} " == *" $name "* ]] || { echo "measure-results: no section '$name' (see --list)" >&2; exit 2; }
done

work="$(mktemp -d /tmp/measure-results.XXXXXX)"
trap 'rm -rf "$work"' EXIT

# --- sections: each prints Markdown and sets `command` -------------------------------------

section_bench() {
    local sizes=() chart="docs/bench-chart.svg"
    if [ "$quick" = 1 ]; then sizes=(--sizes 10k --samples 3); chart="$work/bench-chart.svg"; fi
    swift build -c release --product tessera-bench >&2
    command="swift run -c release tessera-bench ${sizes[*]:+${sizes[*]} }--markdown FILE --chart $chart"
    .build/release/tessera-bench "${sizes[@]}" --markdown "$work/bench.md" --chart "$chart" >&2
    cat "$work/bench.md"
    echo
    echo "The chart of the same run: ![prepare, build and query time per element against size, log-log](bench-chart.svg)"
}

section_flow_bench() {
    local sizes=()
    if [ "$quick" = 1 ]; then sizes=(--sizes 10k --samples 3); fi
    (cd Examples/FlowLayout && swift build -c release --product flow-bench >&2)
    command="(cd Examples/FlowLayout && swift run -c release flow-bench ${sizes[*]:+${sizes[*]} }--markdown FILE)"
    (cd Examples/FlowLayout && .build/release/flow-bench "${sizes[@]}" --markdown "$work/flow-bench.md" >&2)
    cat "$work/flow-bench.md"
}

section_card_grid_bench() {
    local sizes=(--sizes 10k,100k)
    if [ "$quick" = 1 ]; then sizes=(--sizes 10k --samples 3); fi
    (cd Examples/UIKitStyleLayout && swift build -c release --product card-grid-bench >&2)
    command="(cd Examples/UIKitStyleLayout && swift run -c release card-grid-bench --layouts card-grid,waterfall ${sizes[*]} --markdown FILE)"
    (cd Examples/UIKitStyleLayout && .build/release/card-grid-bench --layouts card-grid,waterfall "${sizes[@]}" --markdown "$work/card-grid-bench.md" >&2)
    cat "$work/card-grid-bench.md"
}

section_gate() {
    command="scripts/bench-gate.sh"
    local status=0
    scripts/bench-gate.sh > "$work/gate.out" 2> "$work/gate.err" || status=$?
    echo "Exit status $status (0 pass, 2 regression, 3 another environment). Its time, as it prints it:"
    echo
    echo '```'
    grep '^bench-gate: [0-9]*s (build' "$work/gate.err" || echo "(no time line: see the exit status)"
    echo '```'
    echo
    echo "<details><summary>The gate's report: every row's figures against the committed baseline</summary>"
    echo
    echo '```'
    cat "$work/gate.out"
    echo '```'
    echo
    echo "</details>"
}

# .ci/run's short rows (its A/B of HEAD~1) and the power campaigns' rows (the plant's and its
# neighbour, the same index's sweep): the campaigns' selections.
ab_short_rows=(--sizes 10k,1M --layouts grid,waterfall --indexes interval-tree --workloads prepare,random,sweep)
ab_power_rows=(--sizes 1M --layouts waterfall --indexes interval-tree --workloads random,sweep)

section_proofs_ci() {
    command="scripts/gate-proof.sh --ci"
    local status=0
    scripts/gate-proof.sh --ci > "$work/proofs-ci.out" 2> "$work/proofs-ci.err" || status=$?
    echo "Exit status $status (0: every plant did what its header declares). One build with every"
    echo "plant; the gate on their rows against the committed baseline (its verdict is the run's,"
    echo "all plants at once); the A/B over the A/B plants' rows only: its verdict on each plant's"
    echo "row, head/base with its 95% interval. Its time, as it prints it:"
    echo
    echo '```'
    grep -E '^gate-proof: (built|the gate took|the A/B took|[0-9]+s in all)' "$work/proofs-ci.err" || echo "(no time line)"
    echo '```'
    echo
    cat "$work/proofs-ci.out"
}

section_proofs() {
    local cases=(${TESSERA_PROOF_CASES:-}) status=0
    command="scripts/gate-proof.sh --ab --quick${cases[*]:+ ${cases[*]}}"
    scripts/gate-proof.sh --ab --quick --keep "${cases[@]}" > "$work/proofs.out" 2> "$work/proofs.err" || status=$?
    echo "Exit status $status (0: every plant did what its header declares). Gate: exit status and the"
    echo "figures that regressed, by row count; A/B: its verdict on the plant's row (or on each row),"
    echo "head/base with its 95% interval."
    echo
    cat "$work/proofs.out"
}

section_ab_default() {
    command="scripts/bench-ab.sh HEAD HEAD -- --markdown FILE"
    local status=0 started
    scripts/bench-ab.sh --build-only HEAD HEAD > /dev/null
    started=$SECONDS
    scripts/bench-ab.sh HEAD HEAD -- --markdown "$work/ab-default.md" > /dev/null 2> "$work/ab-default.err" || status=$?
    echo "Exit status $status; $((SECONDS - started)) s from start to verdict, builds cached. Every regression"
    echo "or improvement reported here is false (both sides are one build)."
    echo
    cat "$work/ab-default.md"
}

section_ab_aa() {
    local runs=20 budget=60
    if [ "$quick" = 1 ]; then runs=2; budget=20; fi
    command="scripts/ab-campaign.sh aa $runs -- ${ab_short_rows[*]} --budget $budget"
    scripts/ab-campaign.sh aa "$runs" -- "${ab_short_rows[@]}" --budget "$budget"
}

section_ab_aa_default() {
    local runs=20
    if [ "$quick" = 1 ]; then runs=2; fi
    command="scripts/ab-campaign.sh aa $runs"
    scripts/ab-campaign.sh aa "$runs"
}

section_ab_power() {
    local runs=20 budget=120
    if [ "$quick" = 1 ]; then runs=2; budget=20; fi
    command="scripts/ab-campaign.sh power slow10 $runs -- ${ab_power_rows[*]} --budget $budget"
    scripts/ab-campaign.sh power slow10 "$runs" -- "${ab_power_rows[@]}" --budget "$budget"
}

section_ab_power_range() {
    local runs=10 budget=120 plant
    if [ "$quick" = 1 ]; then runs=2; budget=20; fi
    command="scripts/ab-campaign.sh power slow5 $runs -- ${ab_power_rows[*]} --budget $budget; the same with slow20"
    for plant in slow5 slow20; do
        echo "### \`$plant\`"
        echo
        scripts/ab-campaign.sh power "$plant" "$runs" -- "${ab_power_rows[@]}" --budget "$budget"
        echo
    done
}

section_mutant_suites() {
    local filter='MutantTests|UpdateMutantTests|HarnessMutantTests' status=0
    command="swift test --filter '$filter'"
    swift build --build-tests > "$work/mutants.build" 2>&1 || { echo "(the tests do not build)"; return; }
    swift test --skip-build --filter "$filter" > "$work/mutants.out" 2>&1 || status=$?
    echo "Exit status $status (0: every planted bug caught). Per suite, as swift test reports it:"
    echo
    echo '```'
    # ━ marks a test that passed with known issues: the Swift Testing face's mutants are each
    # caught as one (ExpectationMutantTests).
    grep -E '^[✔✘━] Test "every .* test cases (passed|failed)' "$work/mutants.out" | sed -E 's/ after [0-9.]+ seconds//' || echo "(no suite line)"
    echo '```'
    echo
    echo "<details><summary>Each mutant: where it was caught, after how many cases, shrunk to how much</summary>"
    echo
    echo '```'
    grep -E '^mutant ' "$work/mutants.out" | sort || true
    echo '```'
    echo
    echo "</details>"
}

section_update_coverage() {
    local status=0 arguments=(--unreached) budget="the default campaigns and the update campaigns at their default budget"
    if [ -n "$coverage_cases" ]; then
        arguments+=(-- --layout engines --updates all --cases "$coverage_cases")
        budget="the update campaigns alone, $coverage_cases cases each"
    fi
    command="scripts/fuzz-coverage.sh ${arguments[*]}"
    scripts/fuzz-coverage.sh "${arguments[@]}" > "$work/update-coverage.out" 2> "$work/update-coverage.err" || status=$?
    echo "Exit status $status (0: every line reached, or unreached with a reason beside it)."
    echo "Lines as llvm-cov counts them, over $budget:"
    echo
    echo '```'
    cat "$work/update-coverage.out"
    echo '```'
}

section_source_mutants() {
    local names=()
    # TESSERA_SOURCE_MUTANTS="a. b." restricts the run to the lines whose names contain a part.
    read -ra names <<<"${TESSERA_SOURCE_MUTANTS:-}"
    command="scripts/source-mutants.sh --jobs=2${until:+ --until=$until}${names[*]:+ ${names[*]}}"
    run_source_mutants source-mutants "Each line of" \
        "scripts/source-mutants.tsv${names[*]:+ whose name contains one of: ${names[*]};}, the campaigns it names run at their default budget in release:" \
        "${names[@]}"
}

# The lines whose names contain one of TESSERA_SOURCE_MUTANTS's words, run again: what changed
# after the whole list's run (a shrinker, a parameter) measured on those lines alone.
section_source_mutants_again() {
    local names
    read -ra names <<<"${TESSERA_SOURCE_MUTANTS:?source-mutants-again: set TESSERA_SOURCE_MUTANTS to name parts, e.g. \"trap tree.\"}"
    command="TESSERA_SOURCE_MUTANTS=\"${names[*]}\" scripts/measure-results.sh source-mutants-again, which runs scripts/source-mutants.sh --jobs=2${until:+ --until=$until} ${names[*]}"
    run_source_mutants source-mutants-again "The lines of" \
        "scripts/source-mutants.tsv whose names contain ${names[*]}, at their default budget in release:" \
        "${names[@]}"
}

# Runs scripts/source-mutants.sh on the lines whose names contain one of the filters (every line
# with none) and prints its report under the exit status: run_source_mutants OUTPUT_NAME
# END_OF_THE_FIRST_LINE SECOND_LINE [FILTER ...].
run_source_mutants() {
    local output=$1 first=$2 second=$3 status=0
    shift 3
    scripts/source-mutants.sh --jobs=2 ${until:+"--until=$until"} "$@" > "$work/$output.out" 2> "$work/$output.err" || status=$?
    echo "Exit status $status (0: every mutant caught by \`tessera fuzz\` alone). $first"
    echo "$second"
    echo
    echo '```'
    cat "$work/$output.out"
    echo '```'
}

# The CLI fuzzer (Tests/TesseraCLITests/Fuzzing, docs/FUZZING.md) in a release test build, run
# as the test binary itself (swift test would hold the build directory's lock for the hour), in
# shards so that a failing shard stops only itself. Seed 0x2413 is the one whose 100k run found
# the oracle's two bugs (CLIFuzzTests.foundCases).
section_cli_fuzz() {
    local cases=100000 shards=10 shard status started elapsed line failed=0 skipped=0
    if [ "$quick" = 1 ]; then cases=1000; shards=2; fi
    swift build -c release --build-tests -Xswiftc -enable-testing >&2
    command="swift build -c release --build-tests -Xswiftc -enable-testing; TESSERA_SEED=0x2413 TESSERA_CASES=$cases TESSERA_SHARD=i/$shards .build/release/TesseraPackageTests.xctest --testing-library swift-testing --filter CLIFuzzTests.everyCommandHandlesMutatedInput, for i in 1…$shards"
    echo "| shard | exit | seconds | what it ran (its summary line, or its failure) |"
    echo "| --- | --- | --- | --- |"
    for shard in $(seq 1 "$shards"); do
        # A deadline (--until): a shard not started by then is left out, and said to be.
        if [ -n "$until" ] && [[ "$(date -u +%H:%M)" > "$until" || "$(date -u +%H:%M)" == "$until" ]]; then
            echo "| $shard/$shards | — | — | not run: --until $until UTC had passed |"
            skipped=$((skipped + 1))
            continue
        fi
        started=$(date +%s)
        status=0
        TESSERA_SEED=0x2413 TESSERA_CASES=$cases TESSERA_SHARD=$shard/$shards .build/release/TesseraPackageTests.xctest \
            --testing-library swift-testing --filter CLIFuzzTests.everyCommandHandlesMutatedInput > "$work/cli-fuzz-$shard.out" 2>&1 || status=$?
        elapsed=$(( $(date +%s) - started ))
        line="$(grep -m1 -E '^CLI fuzz' "$work/cli-fuzz-$shard.out" | sed 's/ of seed 0x0000000000002413//; s/|/\\|/g' || true)"
        if [ "$status" != 0 ]; then failed=$((failed + 1)); line="$(grep -m1 -E 'CLI fuzz case [0-9]+ .*failed' "$work/cli-fuzz-$shard.out" || echo "no summary")"; fi
        echo "| $shard/$shards | $status | $elapsed | ${line:-no summary} |"
        echo "measure-results: cli-fuzz shard $shard/$shards exit $status in ${elapsed}s" >&2
    done
    echo
    if [ "$skipped" -gt 0 ]; then
        echo "$((shards - skipped)) of $shards shards ran, $((cases / shards)) cases each; $skipped did not (the --until deadline), so this is not a $cases-case run. $failed of the shards that ran failed (a shard stops at its first failure, printed above with its replay seed and case)."
        command="$command (started only before $until UTC: scripts/measure-results.sh --until $until cli-fuzz)"
    else
        echo "$failed of $shards shards failed ($cases cases in all; a shard stops at its first failure, printed above with its replay seed and case)."
    fi
}

# --- the stamp and the file ----------------------------------------------------------------

commit="$(git rev-parse --short=7 HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no -- . ':!docs/RESULTS.md' ':!docs/bench-chart.svg')" ]; then commit="$commit with uncommitted changes"; fi
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
machine="$(nproc) × ${cpu:-unknown CPU}, $(uname -sr), $(swift --version 2>/dev/null | sed -n 's/.*\(Swift version [^ ]*\).*/\1/p' | head -1)"
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown; }

for name in "${selected[@]}"; do
    command=""
    before="$(load)"
    started="$(date -u '+%Y-%m-%d %H:%M')"
    "section_${name//-/_}" > "$work/$name.body"
    finished="$(date -u '+%H:%M')"
    kind="Measured"
    if [ "$quick" = 1 ]; then kind="Quick trial (small sizes, not for quoting)"; fi
    {
        echo "$kind by \`$command\` at commit \`$commit\`, $started–$finished UTC, on $machine; load average $before before, $(load) after."
        echo
        cat "$work/$name.body"
    } > "$work/$name.section"
    echo "measure-results: $name done ($started–$finished UTC)" >&2
done

# The file: a header, then every known section — the new ones just measured, the others as the
# old file had them — then any section the old file holds that this script no longer knows.
old_section() { # name: the body of section `name` in the old file, markers excluded
    [ -f "$output" ] || return 0
    awk -v name="$1" '
        $0 == "<!-- section: " name " -->" { inside = 1; next }
        $0 == "<!-- end section: " name " -->" { inside = 0 }
        inside' "$output"
}
{
    cat <<'HEADER'
# Measured results

Every measured figure Tessera's documentation quotes lives in this file. It is written by
`scripts/measure-results.sh` (all sections, or the ones named): each section below comes from
one command, run once, and its first line says which command, at which commit, when, on which
machine and under what load. Do not edit it by hand; measure again. Medians from a shared,
noisy machine: compare figures within one section, not across sections or machines.

HEADER
    for entry in "${SECTIONS[@]}"; do
        name="${entry%%|*}"
        if [ -f "$work/$name.section" ]; then body="$(cat "$work/$name.section")"; else body="$(old_section "$name" | sed '1{/^## /d}')"; fi
        [ -n "$body" ] || continue
        echo "<!-- section: $name -->"
        echo "## ${entry#*|}"
        echo
        printf '%s\n' "$body" | sed '/./,$!d'
        echo "<!-- end section: $name -->"
        echo
    done
    if [ -f "$output" ]; then
        for known in $(sed -n 's/^<!-- section: \(.*\) -->$/\1/p' "$output"); do
            [[ " ${names[*]} " == *" $known "* ]] && continue
            echo "<!-- section: $known -->"
            old_section "$known"
            echo "<!-- end section: $known -->"
            echo
        done
    fi
} > "$output.new"
sed -i -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$output.new"
mv "$output.new" "$output"  # a rename: an interrupted run leaves the old file
echo "measure-results: wrote $output (${selected[*]})" >&2
