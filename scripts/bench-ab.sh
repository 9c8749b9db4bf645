#!/usr/bin/env bash
# Interleaved A/B wall-time comparison of two revisions (Benchmarks/README.md, "The A/B"):
# builds tessera-bench of BASE and HEAD in release — in a worktree of its own, never in the
# working tree — then runs `tessera-bench ab`: both builds' workers walk the selected rows
# and run blocks back to back in a random order; per row, the head/base ratio with an exact
# signed-rank interval and a Holm-corrected verdict against the threshold.
#
#   scripts/bench-ab.sh BASE [HEAD]                    # HEAD defaults to HEAD; revisions as git reads them
#   scripts/bench-ab.sh HEAD~1 -- --sizes 1M --budget 5m --threshold 20% --json ab.json --markdown ab.md
#   scripts/bench-ab.sh HEAD HEAD                      # A/A: one build as both (a false-alarm check)
#   scripts/bench-ab.sh --plant branch HEAD            # HEAD with scripts/plants/branch.patch against HEAD
#   scripts/bench-ab.sh --plant compute,tree HEAD      # several plants in one build
#   scripts/bench-ab.sh --build-only BASE [HEAD]       # build (or find) both, print the two binaries' paths
#
# Everything after `--` goes to `tessera-bench ab` (see `tessera-bench ab --help`: selection,
# --threshold, --budget, --json, --markdown, …). Exit 0: no row confidently regressed beyond
# the threshold; 2: one did; 1: a failure (a revision that does not resolve or build, a wrong
# answer, a worker that crashed).
#
# Builds are kept in $TESSERA_AB_CACHE (default .build/ab in this checkout): one worktree
# that is checked out at each revision in turn (so a second revision rebuilds only what
# differs), and each build's binary by commit, plants and toolchain, reused when asked again.
# A revision that is this checkout's HEAD, with nothing changed or untracked, is built here
# as scripts/bench-gate.sh builds it (`swift build -c release --product tessera-bench`).
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
cd "$repository"

plants=()
revisions=()
build_only=no
forwarded=()
while [ $# -gt 0 ]; do
    case "$1" in
        --plant) [ $# -ge 2 ] || { echo "bench-ab: --plant needs a name" >&2; exit 1; }
                 IFS=, read -r -a more <<< "$2"; plants+=("${more[@]}"); shift ;;
        --plant=*) IFS=, read -r -a more <<< "${1#--plant=}"; plants+=("${more[@]}") ;;
        --build-only) build_only=yes ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --) shift; forwarded=("$@"); break ;;
        -*) echo "bench-ab: unknown argument '$1' (options for tessera-bench ab go after --; see --help)" >&2; exit 1 ;;
        *) revisions+=("$1") ;;
    esac
    shift
done
[ ${#revisions[@]} -ge 1 ] && [ ${#revisions[@]} -le 2 ] || { echo "bench-ab: give BASE and optionally HEAD (see --help)" >&2; exit 1; }
[ ${#revisions[@]} -eq 2 ] || revisions+=(HEAD)
for plant in "${plants[@]}"; do
    [ -f "scripts/plants/$plant.patch" ] || { echo "bench-ab: no plant '$plant' (scripts/plants/*.patch)" >&2; exit 1; }
done

resolve() {
    git rev-parse --verify --quiet "$1^{commit}" || {
        if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
            echo "bench-ab: '$1' is not in this clone, which is shallow (git fetch --deepen=N, or clone without --depth)" >&2
        else
            echo "bench-ab: '$1' is not a revision of this repository" >&2
        fi
        exit 1
    }
}
base=$(resolve "${revisions[0]}")
head=$(resolve "${revisions[1]}")

cache="${TESSERA_AB_CACHE:-$repository/.build/ab}"
mkdir -p "$cache/bin"
exec 9> "$cache/lock"
flock 9
toolchain=$(swift --version 2>/dev/null | head -1 | cksum | cut -d' ' -f1)

# Builds tessera-bench of COMMIT with PLANTS applied; prints the binary's path.
build() {
    local commit="$1"; shift
    local key="$commit-$toolchain" plant
    for plant in "$@"; do key+="+$plant-$(cksum < "scripts/plants/$plant.patch" | cut -d' ' -f1)"; done
    local binary="$cache/bin/$key/tessera-bench"
    if [ -x "$binary" ]; then
        echo "bench-ab: $(git log -1 --format='%h %s' "$commit" | cut -c1-70)${*:+ + plants: $*}: built before" >&2
        echo "$binary"; return
    fi
    local started=$SECONDS tree="$cache/tree"
    if [ $# -eq 0 ] && [ "$commit" = "$(git rev-parse HEAD)" ] && [ -z "$(git status --porcelain)" ]; then
        # This checkout, unchanged: the build scripts/bench-gate.sh makes (or already made).
        swift build -c release --product tessera-bench >&2
        tree="$repository"
        if [ "$commit" != "$(git rev-parse HEAD)" ] || [ -n "$(git status --porcelain)" ]; then
            echo "bench-ab: this checkout changed while it was being built; building $(git log -1 --format=%h "$commit") in $cache/tree instead" >&2
            tree="$cache/tree"
        fi
    fi
    if [ "$tree" != "$repository" ]; then
        if [ ! -e "$tree/.git" ]; then
            # --force: a tree deleted by hand (rm -rf .build) stays registered; add it again rather
            # than pruning the repository's worktrees, which may be others'.
            git worktree add --force --detach "$tree" "$commit" >&2
        fi
        git -C "$tree" reset --quiet --hard
        git -C "$tree" checkout --quiet --detach "$commit"
        git -C "$tree" clean --quiet -fd
        for plant in "$@"; do
            git -C "$tree" apply "$repository/scripts/plants/$plant.patch" || {
                echo "bench-ab: plant '$plant' does not apply to $(git log -1 --format=%h "$commit"): the code moved; see scripts/plants/README.md" >&2
                git -C "$tree" reset --quiet --hard
                exit 1
            }
        done
        swift build -c release --package-path "$tree" --product tessera-bench >&2 || {
            git -C "$tree" reset --quiet --hard
            exit 1
        }
    fi
    mkdir -p "$(dirname "$binary")"
    cp "$(swift build -c release --package-path "$tree" --show-bin-path)/tessera-bench" "$binary.partial"
    mv "$binary.partial" "$binary"
    [ "$tree" = "$repository" ] || git -C "$tree" reset --quiet --hard
    echo "bench-ab: $(git log -1 --format='%h %s' "$commit" | cut -c1-70)${*:+ + plants: $*}: built in $((SECONDS - started))s" >&2
    echo "$binary"
}

started=$SECONDS
base_binary=$(build "$base")
if [ ${#plants[@]} -eq 0 ]; then head_binary=$(build "$head"); else head_binary=$(build "$head" "${plants[@]}"); fi
exec 9>&-
if [ $build_only = yes ]; then
    echo "$base_binary"
    echo "$head_binary"
    exit 0
fi
label() { git log -1 --format=%h "$1"; }
base_label="${revisions[0]} ($(label "$base"))"
head_label="${revisions[1]} ($(label "$head"))${plants[*]:+ + plants: ${plants[*]}}"
[ "$base_binary" != "$head_binary" ] || echo "bench-ab: the same build as both: an A/A run" >&2
echo "bench-ab: builds ready in $((SECONDS - started))s; comparing" >&2
status=0
"$head_binary" ab --base "$base_binary" --head "$head_binary" --base-label "$base_label" --head-label "$head_label" \
    "${forwarded[@]}" || status=$?
echo "bench-ab: $((SECONDS - started))s in all" >&2
exit $status
