#!/usr/bin/env bash
# Plants each one-line bug listed in scripts/source-mutants.tsv into a copy of the committed
# sources, builds tessera in release and runs the fuzz campaigns the line names at their
# default budget; prints, per mutant, whether the fuzzer caught it, by which invariant, the
# size of the shrunk counterexample and the time the campaigns took, then the kill rate.
#
#   scripts/source-mutants.sh               # every mutant (about a minute each, mostly building)
#   scripts/source-mutants.sh grid. trap    # only the mutants whose name contains "grid." or "trap"
#   scripts/source-mutants.sh --jobs=2 ...  # two copies at once, each planting every other line
#                                           # (a release build is mostly one core); one report
#   scripts/source-mutants.sh --shard=2/3   # only every third selected line, from the second
#   scripts/source-mutants.sh --until=18:55 # plant no line after 18:55 UTC: the lines left are
#                                           # listed as not run, and not counted
#   scripts/source-mutants.sh --keep ...    # keep the temporary copy (its path is printed)
#
# The repository is never changed: the copy is `git archive HEAD` in a temporary directory.
# A case that traps, or runs for more than a minute (`--hang-after 60s`), ends the fuzzer's child
# process; the fuzzer shrinks it, each candidate in a child of its own, and the report says
# "(a trap)" or "(a hang)" with the shrunk size. A campaign still running after 10 minutes is
# stopped and its mutant reported as hanging; a fuzzer that itself dies of a signal counts as
# caught when it printed the case it was running and its replay line, as crashing otherwise.
# Needs git, perl, timeout and the Swift toolchain. Exit 0 when every mutant is caught, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

keep=0
filters=()
jobs=1
shard=""
until=""
limit=600  # seconds a campaign may run before the mutant counts as hanging (not caught)
hang=60s   # tessera fuzz --hang-after: a case running longer is reported by the fuzzer as a hang
for argument in "$@"; do
    case "$argument" in
        --keep) keep=1 ;;
        --jobs=*) jobs="${argument#--jobs=}" ;;
        --shard=*) shard="${argument#--shard=}" ;;
        --until=*) until="${argument#--until=}"
            [[ "$until" =~ ^[0-2][0-9]:[0-5][0-9]$ ]] || { echo "source-mutants: --until $until: expected HH:MM (UTC)" >&2; exit 2; } ;;
        -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "source-mutants: unknown option '$argument' (see --help)" >&2; exit 2 ;;
        *) filters+=("$argument") ;;
    esac
done
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || { echo "source-mutants: --jobs $jobs: expected a positive count" >&2; exit 2; }
if [ -n "$shard" ] && ! [[ "$shard" =~ ^([1-9][0-9]*)/([1-9][0-9]*)$ && ${BASH_REMATCH[1]} -le ${BASH_REMATCH[2]} ]]; then
    echo "source-mutants: --shard $shard: expected K/N with 1 <= K <= N" >&2; exit 2
fi

# With --jobs N: N shards of this script at once, each in its own copy; their lines are
# reported in the list's order, with one total.
if [ "$jobs" -gt 1 ]; then
    parts="$(mktemp -d "${TMPDIR:-/tmp}/tessera-mutants-jobs.XXXXXX")"
    trap 'rm -rf "$parts"' EXIT
    pids=()
    passed=("${filters[@]}")
    [ "$keep" = 1 ] && passed+=(--keep)
    [ -n "$until" ] && passed+=("--until=$until")
    for part in $(seq 1 "$jobs"); do
        "$0" --shard="$part/$jobs" "${passed[@]}" >"$parts/$part.out" 2>"$parts/$part.err" &
        pids+=($!)
    done
    worst=0
    for part in $(seq 1 "$jobs"); do
        status=0
        wait "${pids[$((part - 1))]}" || status=$?
        [ "$status" -gt "$worst" ] && worst=$status
        cat "$parts/$part.err" >&2
    done
    [ "$worst" -ge 2 ] && { echo "source-mutants: a shard stopped (exit $worst)" >&2; exit "$worst"; }
    printf '%-46s %-22s %-7s %-22s %-9s %s\n' mutant kind caught invariant shrunk seconds
    while IFS=$'\t' read -r name _; do
        [ -z "$name" ] || [ "${name:0:1}" = "#" ] && continue
        cat "$parts"/*.out | grep -E "^${name//./\\.} " || true
    done <"$PWD/scripts/source-mutants.tsv"
    caught=0; total=0; skipped=0
    for part in $(seq 1 "$jobs"); do
        read -r _ part_caught _ part_total _ < <(grep -E '^caught [0-9]+ of [0-9]+' "$parts/$part.out")
        caught=$((caught + part_caught)); total=$((total + part_total))
        part_skipped="$(sed -n 's/^not run: \([0-9]*\) .*/\1/p' "$parts/$part.out")"
        skipped=$((skipped + ${part_skipped:-0}))
    done
    echo "caught $caught of $total source mutants ($jobs shards at once)"
    [ "$skipped" = 0 ] || echo "not run: $skipped (--until $until UTC had passed before they were planted)"
    [ "$caught" = "$total" ]
    exit
fi

list="$PWD/scripts/source-mutants.tsv"
work="$(mktemp -d "${TMPDIR:-/tmp}/tessera-mutants.XXXXXX")"
cleanup() { if [ "$keep" = 1 ]; then echo "kept $work" >&2; else rm -rf "$work"; fi; }
trap cleanup EXIT
git archive HEAD | tar -x -C "$work/"
mkdir "$work/.pristine"
git archive HEAD Sources | tar -x -C "$work/.pristine"

build() { swift build -c release --product tessera --package-path "$work" >"$work/.build.log" 2>&1; }
echo "building the unmutated tessera (release)…" >&2
build || { echo "source-mutants: the unmutated sources do not build" >&2; cat "$work/.build.log" >&2; exit 2; }
tessera="$work/.build/release/tessera"

total=0
caught=0
skipped=0
position=0
printf '%-46s %-22s %-7s %-22s %-9s %s\n' mutant kind caught invariant shrunk seconds
while IFS=$'\t' read -r name kind file find replace campaigns; do
    [ -z "$name" ] || [ "${name:0:1}" = "#" ] && continue
    if [ ${#filters[@]} -gt 0 ]; then
        matched=0
        for filter in "${filters[@]}"; do [[ "$name" == *"$filter"* ]] && matched=1; done
        [ "$matched" = 1 ] || continue
    fi
    position=$((position + 1))
    if [ -n "$shard" ] && [ $(( (position - 1) % ${shard#*/} )) != $(( ${shard%/*} - 1 )) ]; then continue; fi
    if [ -n "$until" ] && [[ ! "$(date -u +%H:%M)" < "$until" ]]; then
        printf '%-46s %-22s %-7s %s\n' "$name" "$kind" "-" "not run: --until $until UTC had passed (not counted)"
        skipped=$((skipped + 1))
        continue
    fi
    target="$work/$file"
    find="${find//\\n/$'\n'}"
    replace="${replace//\\n/$'\n'}"
    count="$(FIND="$find" perl -0ne 'my $n = () = /\Q$ENV{FIND}\E/g; print $n' "$target")"
    if [ "$count" != 1 ]; then
        echo "source-mutants: $name: the text to replace occurs $count times in $file" >&2
        exit 2
    fi
    FIND="$find" REPLACE="$replace" perl -0pi -e 's/\Q$ENV{FIND}\E/$ENV{REPLACE}/' "$target"
    total=$((total + 1))
    if ! build; then
        printf '%-46s %-22s %-7s %s\n' "$name" "$kind" "-" "does not compile (not counted)"
        total=$((total - 1))
        cp "$work/.pristine/$file" "$target"
        continue
    fi
    verdict="no"; invariant="-"; shrunk="-"
    start="$(date +%s.%N)"
    IFS=';' read -ra commands <<<"$campaigns"
    for command in "${commands[@]}"; do
        read -ra words <<<"$command"
        status=0
        output="$(timeout "$limit" "$tessera" fuzz "${words[@]}" --hang-after "$hang" 2>"$work/.stderr")" || status=$?
        [ "$status" = 0 ] && continue
        # A case that trapped or hung in the fuzzer's child process: the fuzzer says so on its
        # own line ("… trapped: …", "… hung: …", or why it could not shrink it) and prints the
        # shrunk size as for any finding; the child's crash report or hang message on standard
        # error is not the end of the story.
        supervised="$(grep -m1 -E '^tessera fuzz: .*(trap|hung|hang)' <<<"$output" || true)"
        if [ -n "$supervised" ]; then
            verdict="yes"
            case "$supervised" in
                *"traps or hangs"*) invariant="(a trap or a hang)" ;;
                *trap*) invariant="(a trap)" ;;
                *) invariant="(a hang)" ;;
            esac
            shrunk="$(grep -m1 'shrunk from' <<<"$output" | sed -nE 's/.* to ([0-9]+ (items?|frames?))( |,).*/\1/p' || true)"
            [ -n "$shrunk" ] || shrunk="not shrunk"
            break
        fi
        if grep -q 'has run for more than' "$work/.stderr"; then
            verdict="yes"; invariant="(a hang, reported)"; shrunk="not shrunk"
            break
        fi
        if [ "$status" = 124 ]; then
            verdict="hangs"
            break
        fi
        if [ "$status" -ge 128 ] && grep -q 'the process died while running' "$work/.stderr"; then
            verdict="yes"; invariant="(a crash, reported)"; shrunk="not shrunk"
            break
        fi
        if [ "$status" -ge 128 ]; then
            verdict="crashes"
            break
        fi
        verdict="yes"
        invariant="$(grep -m1 '^FAILED' <<<"$output" | sed -E 's/.*: ([A-Za-z]+) — .*/\1/' || true)"
        shrunk="$(grep -m1 'shrunk from' <<<"$output" | sed -nE 's/.* to ([0-9]+ (items?|frames?))( |,).*/\1/p' || true)"
        break
    done
    seconds="$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { print end - start }')"
    [ "$verdict" = yes ] && caught=$((caught + 1))
    printf '%-46s %-22s %-7s %-22s %-9s %.1f\n' "$name" "$kind" "$verdict" "$invariant" "$shrunk" "$seconds"
    cp "$work/.pristine/$file" "$target"
done <"$list"
echo "caught $caught of $total source mutants"
[ "$skipped" = 0 ] || echo "not run: $skipped (--until $until UTC had passed before they were planted)"
[ "$caught" = "$total" ]
