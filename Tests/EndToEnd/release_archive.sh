#!/usr/bin/env bash
# The release archive stands alone: unpacked into an empty folder, its keyboard-lab runs from a shell with no Swift
# toolchain on the library path, finds its own Assets/ (called by its path and through PATH), prints its version,
# and checks the shipped golden suite (the scenarios inside the archive against a copy of Tests/Goldens).
# Usage: Tests/EndToEnd/release_archive.sh ARCHIVE.tar.gz   (made by `bash .ci/release`)
set -euo pipefail
archive="$(realpath "$1")"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "release archive: $*" >&2; exit 1; }

tar -xzf "$archive" -C "$work"
folder="$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'keyboard-lab-*')"
[ -n "$folder" ] || fail "no keyboard-lab-VERSION folder in $archive"
for file in keyboard-lab keyboard-lab-review Assets/Devices Assets/Fonts Assets/Scenarios; do
  [ -e "$folder/$file" ] || fail "$file is missing from the archive"
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
