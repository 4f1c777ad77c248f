#!/usr/bin/env python3
"""Checks that the release archive's programs need only libraries that the CI files install.

Usage: python3 Tests/EndToEnd/runtime_libraries.py ARCHIVE_DIR   (a folder holding keyboard-lab-*.tar.xz, as
`bash .ci/release --allow-dirty ARCHIVE_DIR` writes it)

The runtime package lists are read from the three places a team copies them from: action.yml and
docs/ci/gitlab-ci.yml (their `packages=(…)` line) and docs/guides/regression-tests-in-ci.md (its `apt-get install`
line); the three must name the same packages. Every ELF file of the archive is read with `readelf -d`, and each
shared library it names (NEEDED) must belong, by Debian's own file lists (`dpkg -S`), to one of those packages. A
library no listed package holds is what makes `keyboard-lab --version` fail to load on a bare debian:bookworm
runner (exit 127): the test names it and the package that has it. Takes a second or two; needs only binutils, tar,
xz-utils and dpkg. Exits non-zero, naming what failed, when anything does.
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def listed_packages():
    """The runtime packages each CI file installs, by file; exits when a file has no list."""
    lists = {}
    for path in ("action.yml", "docs/ci/gitlab-ci.yml"):
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            match = re.search(r"packages=\(([^)]*)\)", handle.read())
        if not match:
            sys.exit("runtime_libraries.py: %s: no packages=(…) line; expected the runtime packages it installs" % path)
        lists[path] = set(match.group(1).split())
    guide = "docs/guides/regression-tests-in-ci.md"
    with open(os.path.join(ROOT, guide), encoding="utf-8") as handle:
        match = re.search(r"apt-get install[^\n]*--no-install-recommends ([^\n`]+)", handle.read())
    if not match:
        sys.exit("runtime_libraries.py: %s: no apt-get install … --no-install-recommends line" % guide)
    lists[guide] = set(shlex.split(match.group(1)))
    return lists


def needed_libraries(folder):
    """Each shared library the ELF files under `folder` name, with the files that need it."""
    needed = {}
    for parent, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(parent, name)
            with open(path, "rb") as handle:
                if handle.read(4) != b"\x7fELF":
                    continue
            dynamic = subprocess.run(["readelf", "-d", path], capture_output=True, text=True, check=True).stdout
            for library in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic):
                needed.setdefault(library, []).append(os.path.relpath(path, folder))
    return needed


def owners(library):
    """The Debian packages whose files include `library` (by its name, in a library folder), architecture dropped."""
    found = subprocess.run(["dpkg", "-S", "*/" + library], capture_output=True, text=True)
    packages = set()
    for line in found.stdout.splitlines():
        names, _, path = line.partition(": ")
        if os.path.basename(path) == library and re.search(r"/lib[^/]*/", path):
            packages.update(name.strip().split(":")[0] for name in names.split(","))
    return packages


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: runtime_libraries.py ARCHIVE_DIR (a folder holding keyboard-lab-*.tar.xz)")
    folder = sys.argv[1]
    archives = sorted(name for name in os.listdir(folder) if re.fullmatch(r"keyboard-lab-.+-linux-[^-]+\.tar\.xz", name))
    if not archives:
        sys.exit("runtime_libraries.py: no keyboard-lab-VERSION-linux-ARCH.tar.xz in %s" % folder)
    problems = []
    lists = listed_packages()
    first, *others = sorted(lists)
    for other in others:
        if lists[other] != lists[first]:
            problems.append("%s installs %s; %s installs %s: expected the same runtime packages" % (
                other, " ".join(sorted(lists[other])), first, " ".join(sorted(lists[first]))))
    installed = set.intersection(*lists.values())
    with tempfile.TemporaryDirectory(prefix="runtime-libraries-") as unpacked:
        subprocess.run(["tar", "-xJf", os.path.join(folder, archives[-1]), "-C", unpacked], check=True)
        needed = needed_libraries(unpacked)
    if not needed:
        problems.append("%s: no ELF file names a shared library; expected the two programs" % archives[-1])
    for library in sorted(needed):
        packages = owners(library)
        users = ", ".join(sorted(needed[library]))
        if not packages:
            problems.append("%s (needed by %s): no Debian package installed here holds it" % (library, users))
        elif not packages & installed:
            problems.append("%s (needed by %s) is in %s, which the CI files do not install; add it to their "
                            "package lists" % (library, users, " or ".join(sorted(packages))))
        else:
            print("  %-28s %s" % (library, ", ".join(sorted(packages & installed))))
    for problem in problems:
        print("FAIL " + problem, file=sys.stderr)
    if problems:
        return 1
    print("runtime_libraries.py: %d shared libraries, each from a package the CI files install" % len(needed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
