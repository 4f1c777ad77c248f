#!/usr/bin/env bash
# The release archive stands alone: unpacked into an empty folder, its keyboard-lab runs from a shell with no Swift
# toolchain on the library path, finds its own Assets/ (called by its path and through PATH), prints its version,
# and checks the shipped golden suite (the scenarios inside the archive against a copy of Tests/Goldens).
# Usage: Tests/EndToEnd/release_archive.sh ARCHIVE.tar.xz   (made by `bash .ci/release`)
set -euo pipefail
archive="$(realpath "$1")"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "release archive: $*" >&2; exit 1; }

# The archive is at most 40 MB, its checksum is in SHA256SUMS beside it, and its programs carry no symbol table.
size=$(stat -c %s "$archive")
[ "$size" -le $((40 * 1024 * 1024)) ] || fail "$(basename "$archive") is $((size / 1024 / 1024)) MB; expected at most 40"
sums="$(dirname "$archive")/SHA256SUMS"
[ -f "$sums" ] || fail "no SHA256SUMS beside $(basename "$archive")"
grep -q "  $(basename "$archive")\$" "$sums" || fail "SHA256SUMS does not list $(basename "$archive")"
(cd "$(dirname "$archive")" && grep "  $(basename "$archive")\$" SHA256SUMS | sha256sum -c --quiet) ||
  fail "$(basename "$archive") does not match its SHA256SUMS line"
tar -xJf "$archive" -C "$work"
folder="$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'keyboard-lab-*')"
[ -n "$folder" ] || fail "no keyboard-lab-VERSION folder in $archive"
for file in keyboard-lab keyboard-lab-review Assets/Devices Assets/Fonts Assets/Scenarios; do
  [ -e "$folder/$file" ] || fail "$file is missing from the archive"
done
for program in keyboard-lab keyboard-lab-review; do
  ! readelf -S "$folder/$program" | grep -q '\.symtab' || fail "$program is not stripped"
done
if ldd "$folder/keyboard-lab" "$folder/keyboard-lab-review" | grep -E 'libswift|libFoundation|/opt/swift|=> not found'; then
  fail "the executables need the Swift toolchain's libraries or miss one (ldd above)"
fi

# A clean environment: no toolchain on PATH or LD_LIBRARY_PATH, no KEYBOARD_LAB_ASSETS, an empty working folder.
clean=(env -i HOME="$work" PATH="/usr/bin:/bin" CI=1 SDL_VIDEODRIVER=offscreen)
mkdir -p "$work/run"
cp -R "$repo/Tests/Goldens" "$work/run/goldens"
cd "$work/run"
"${clean[@]}" "$folder/keyboard-lab" --version | grep -q '^[0-9]' || fail "--version printed no version"
"${clean[@]}" "$folder/keyboard-lab-review" --version | grep -q '^[0-9]' || fail "keyboard-lab-review --version printed no version"
"${clean[@]}" PATH="$folder:/usr/bin:/bin" keyboard-lab devices >/dev/null || fail "keyboard-lab through PATH did not find its Assets"
"${clean[@]}" "$folder/keyboard-lab" check "$folder"/Assets/Scenarios/*.scenario --goldens goldens --values \
  --report report >check.log 2>&1 || { cat check.log >&2; fail "check of the shipped suite failed from the archive"; }
tail -1 check.log
echo "release archive: $(basename "$archive") stands alone (version, assets from its own folder, the shipped suite passes)"
