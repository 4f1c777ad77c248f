#!/usr/bin/env python3
"""Runs every shell example of README.md and docs/**/*.md that calls keyboard-lab, and fails when one no longer
works as written.

Usage:
    python3 Tests/EndToEnd/doc_examples.py BIN_DIR [--slow] [--list] [FILE.md ...]

BIN_DIR is the folder holding the built keyboard-lab and keyboard-lab-review (for example .build/debug). Without
FILE arguments, README.md and every docs/**/*.md of the repository are read, and docs/reference/cli.md is also
compared with every command's --help (docs/generate-cli-reference.sh --check). Exit status: 0 when every example
behaved as documented, 1 when one did not (each failure is printed as FILE:LINE and the command), 2 for bad usage.

The convention the documents follow (docs/contributing.md repeats it for writers):

- Only fenced blocks whose info string is `sh`, `bash` or `console` are examples. Anything else (no language,
  `json`, `text`, ...) is never run: use a plain fence for a command that must not run here.
- A document's examples run when one of them calls `keyboard-lab`; then all of its `sh`, `bash` and `console`
  blocks run, so blocks that only prepare files (cat > screen.json <<'EOF' ...) run too.
- In `sh`/`bash` blocks every line that is not blank or a comment is a command (a line ending in `\\` continues
  on the next, and a here-document `<<'EOF'` runs to its `EOF` line as part of its command); in `console` blocks
  only lines starting with `$ ` are commands, the rest is output.
- Every command must exit 0, unless its line ends with the comment `# exits N`: then it must exit N.
- Each Markdown file gets its own new temporary folder; its examples run there one after another, in the order
  they appear, each command in its own `bash -c`, so a later example can use files an earlier one wrote (but
  `cd` and `export` do not carry over). The environment has BIN_DIR first on PATH, `LAB` set to the repository
  (examples name shipped files as `$LAB/Assets/...`), `KEYBOARD_LAB_ASSETS` set to `$LAB/Assets`,
  `SDL_VIDEODRIVER=offscreen`, `BROWSER=true` (so `--open` opens nothing) and no `CI` variable (so `check` records
  missing goldens, as it does for a person trying the docs).
- Skipped by rule: commands that open a window or build and install (`keyboard-lab run`, `bash .ci/...`), and lines
  marked `# slow` (they take minutes, such as a full bench), unless `--slow` is given.
- `keyboard-lab review` serves until it is stopped, so it is run in the background: the example passes when the
  server prints its page's URL within 5 minutes, the page and `/api/items` answer 200 with the printed token, and
  accepting every capture the page offers (what "Accept all shown" does) answers 200. The server is then stopped.
"""

import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import urllib.request

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
RUNNABLE = {"sh", "bash", "console"}
CALLS_LAB = re.compile(r"(^|[\s;&|(`])keyboard-lab(\s|$)")
HEREDOC = re.compile(r"<<-?\s*['\"]?(\w+)['\"]?")
EXITS = re.compile(r"#\s*exits\s+(\d+)\s*$")
TIMEOUT = 600


class Example:
    """One command of a document: where it is, what to run and how it must end."""

    def __init__(self, file, line, command, expected, slow):
        self.file = file
        self.line = line
        self.command = command
        self.expected = expected
        self.slow = slow

    def where(self):
        return f"{self.file.relative_to(REPOSITORY) if self.file.is_relative_to(REPOSITORY) else self.file}:{self.line}"


def blocks(text):
    """Yields (info, first line number, [(line number, text)]) for each fenced block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        opening = re.match(r"^(\s*)(`{3,}|~{3,})\s*([\w+-]*)", lines[index])
        if not opening:
            index += 1
            continue
        fence = opening.group(2)
        info = opening.group(3).lower()
        body = []
        index += 1
        while index < len(lines) and not lines[index].strip().startswith(fence):
            body.append((index + 1, lines[index]))
            index += 1
        index += 1
        yield info, body


def commands(info, body):
    """Yields (line number, command) from a block's lines, joining continuations and here-documents."""
    pending = None
    terminator = None
    for number, raw in body:
        line = raw.rstrip()
        if terminator is not None:
            if info == "console" and line.startswith("> "):
                line = line[2:]
            pending = (pending[0], pending[1] + "\n" + line)
            if line.strip() == terminator:
                yield pending
                pending = None
                terminator = None
            continue
        if info == "console":
            if pending is None:
                if not line.lstrip().startswith("$ "):
                    continue
                line = line.lstrip()[2:]
        elif pending is None and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if pending is None:
            pending = (number, "")
        text = pending[1] + (" " if pending[1] else "") + line.strip()
        if text.endswith("\\"):
            pending = (pending[0], text[:-1].rstrip())
            continue
        heredoc = HEREDOC.search(text)
        if heredoc:
            pending = (pending[0], text)
            terminator = heredoc.group(1)
            continue
        yield pending[0], text
        pending = None
    if pending is not None:
        yield pending


def examples(file):
    """The examples of one Markdown file, in order."""
    found = []
    text = file.read_text(encoding="utf-8")
    runnable = [list(commands(info, body)) for info, body in blocks(text) if info in RUNNABLE]
    if not any(CALLS_LAB.search(strip_comment(text)) for block in runnable for _, text in block):
        return found
    for block in runnable:
        for number, text in block:
            first = text.split("\n", 1)[0]
            match = EXITS.search(first)
            expected = int(match.group(1)) if match else 0
            slow = bool(re.search(r"#\s*slow\b", first))
            found.append(Example(file, number, text, expected, slow))
    return found


def strip_comment(command):
    """The command's first line without a trailing ` # ...` comment (quotes are not parsed: docs keep # out of
    arguments)."""
    return re.split(r"\s#", " " + command.split("\n", 1)[0], maxsplit=1)[0].strip()


def skipped_by_rule(command):
    """Whether a command opens a window, or builds and installs (never run here)."""
    plain = strip_comment(command)
    return bool(re.search(r"(^|[\s;&|])keyboard-lab\s+run(\s|$)", plain) or re.search(r"\.ci/", plain))


def environment(bin_dir):
    env = dict(os.environ)
    env.pop("CI", None)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    env["LAB"] = str(REPOSITORY)
    env["KEYBOARD_LAB_ASSETS"] = str(REPOSITORY / "Assets")
    env["SDL_VIDEODRIVER"] = "offscreen"
    env["BROWSER"] = "true"
    return env


def run_review(example, folder, env):
    """Runs a `keyboard-lab review` example in the background and drives its server. Returns an error or None."""
    process = subprocess.Popen(
        ["bash", "-c", strip_comment(example.command)], cwd=folder, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True, start_new_session=True)
    output = []
    found = threading.Event()
    url = []

    def read():
        for line in process.stdout:
            output.append(line)
            match = re.search(r"(http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+)", line)
            if match and not url:
                url.append(match.group(1))
                found.set()
        found.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        found.wait(300)
        if not url:
            return f"no review URL printed (exit {process.poll()})\n" + "".join(output[-15:])
        token = url[0].rsplit("=", 1)[1]
        base = url[0].split("/?", 1)[0]
        with urllib.request.urlopen(url[0], timeout=30) as page:
            if page.status != 200:
                return f"the page answered {page.status}"
        request = urllib.request.Request(base + "/api/items", headers={"X-Review-Token": token})
        with urllib.request.urlopen(request, timeout=30) as answer:
            items = json.load(answer)["items"]
        offered = [{"id": item["id"], "golden": item["golden"]} for item in items if item.get("canAccept")]
        if offered:
            body = json.dumps({"captures": offered}).encode()
            request = urllib.request.Request(
                base + "/api/accept", data=body, method="POST",
                headers={"X-Review-Token": token, "Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=60) as answer:
                if answer.status != 200:
                    return f"accept answered {answer.status}"
        return None
    except Exception as error:  # noqa: BLE001 - any failure of the example is reported, not raised
        return f"{type(error).__name__}: {error}\n" + "".join(output[-15:])
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGINT)
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        reader.join(5)


def run(example, folder, env):
    """Runs one example. Returns an error message, or None when it behaved as documented."""
    if re.search(r"(^|[\s;&|])keyboard-lab\s+review(\s|$)", strip_comment(example.command)):
        return run_review(example, folder, env)
    try:
        done = subprocess.run(
            ["bash", "-c", example.command], cwd=folder, env=env, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"still running after {TIMEOUT} s"
    if done.returncode != example.expected:
        tail = "\n".join(done.stdout.rstrip().split("\n")[-15:])
        return f"exited {done.returncode}, expected {example.expected}\n{tail}"
    return None


def check_cli_reference(bin_dir):
    """Compares docs/reference/cli.md with the programs' own --help. Returns 1 when it is stale, else 0."""
    done = subprocess.run(
        ["bash", str(REPOSITORY / "docs/generate-cli-reference.sh"), str(bin_dir / "keyboard-lab"), "--check"],
        cwd=REPOSITORY, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        print("FAIL docs/reference/cli.md differs from --help:\n  " + done.stdout.rstrip().replace("\n", "\n  "))
        return 1
    print("ok   docs/reference/cli.md matches every command's --help")
    return 0


def main(arguments):
    slow = "--slow" in arguments
    listing = "--list" in arguments
    rest = [argument for argument in arguments if argument not in ("--slow", "--list")]
    if not rest:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    bin_dir = pathlib.Path(rest[0]).resolve()
    if not listing and not (bin_dir / "keyboard-lab").is_file():
        print(f"{bin_dir}: no keyboard-lab here; expected the folder of the built binaries", file=sys.stderr)
        return 2
    files = [pathlib.Path(name).resolve() for name in rest[1:]]
    if not files:
        files = [REPOSITORY / "README.md"] + sorted((REPOSITORY / "docs").rglob("*.md"))
    env = environment(bin_dir)
    failures = 0
    ran = 0
    skipped = 0
    for file in files:
        found = examples(file)
        if not found:
            continue
        folder = tempfile.mkdtemp(prefix="doc-examples-")
        try:
            for example in found:
                shown = example.command.split("\n", 1)[0]
                if skipped_by_rule(example.command) or (example.slow and not slow):
                    skipped += 1
                    if listing:
                        print(f"skip {example.where()}: {shown}")
                    continue
                if listing:
                    print(f"run  {example.where()}: {shown} (exit {example.expected})")
                    continue
                ran += 1
                error = run(example, folder, env)
                if error:
                    failures += 1
                    print(f"FAIL {example.where()}: {shown}\n  " + error.replace("\n", "\n  "))
                else:
                    print(f"ok   {example.where()}: {shown}")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    if listing:
        return 0
    if not rest[1:]:
        failures += check_cli_reference(bin_dir)
    print(f"doc examples: {ran} run, {failures} failed, {skipped} skipped by rule")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
