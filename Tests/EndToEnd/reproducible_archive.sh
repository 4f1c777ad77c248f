#!/usr/bin/env bash
# The release archive is reproducible: `.ci/release` run again on the same commit, from the same build, gives an
# archive with the same bytes as the one in FOLDER, so a team can rebuild a release and compare it with the published
# SHA-256. Also checks what makes it so, member by member: names sorted, owner and group 0, every mtime the commit's
# time, no write bit for group or others.
# Usage: Tests/EndToEnd/reproducible_archive.sh FOLDER   (FOLDER holds an archive made by `bash .ci/release --prebuilt`
# from .ci/build's programs, which it makes again)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
first="$(find "$(realpath "$1")" -maxdepth 1 -name 'keyboard-lab-*.tar.xz' | head -1)"
[ -n "$first" ] || { echo "reproducible archive: no keyboard-lab-*.tar.xz in $1" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "reproducible archive: $*" >&2; exit 1; }

# A second release of the same tree, a moment later, into another folder.
sleep 1
bash "$repo/.ci/release" --allow-dirty --prebuilt "$work/again" >/dev/null
second="$work/again/$(basename "$first")"
[ -f "$second" ] || fail "the second release made no $(basename "$first")"
one="$(sha256sum <"$first" | cut -d' ' -f1)"
two="$(sha256sum <"$second" | cut -d' ' -f1)"
[ "$one" = "$two" ] || fail "two releases of one commit differ: $one and $two"

# Member by member: numeric owner and group 0, the commit's time, sorted names, no group or other write bit.
epoch="$(git -C "$repo" log -1 --format=%ct)"
listing="$(tar --numeric-owner --full-time -tvJf "$first")"
owners="$(awk '{print $2}' <<<"$listing" | sort -u)"
[ "$owners" = "0/0" ] || fail "members owned by $(tr '\n' ' ' <<<"$owners"); expected 0/0 only"
stamp="$(TZ=UTC date -d "@$epoch" '+%Y-%m-%d %H:%M:%S')"
times="$(TZ=UTC tar --numeric-owner --full-time -tvJf "$first" | awk '{print $4" "$5}' | sort -u)"
[ "$times" = "$stamp" ] || fail "member times $(head -3 <<<"$times" | tr '\n' ' '); expected the commit's $stamp"
names="$(tar -tJf "$first")"
[ "$names" = "$(LC_ALL=C sort <<<"$names")" ] || fail "member names are not sorted"
! awk '{print $1}' <<<"$listing" | grep -q '^.....w\|^........w' || fail "a member is writable by group or others"
echo "reproducible archive: two releases give $one"
