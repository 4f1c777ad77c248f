#!/usr/bin/env python3
"""Checks the CI workflows users copy (docs/ci/github-actions.yml, docs/ci/gitlab-ci.yml) and runs their commands.

Usage: python3 Tests/EndToEnd/ci_workflows.py BIN_DIR

BIN_DIR holds the keyboard-lab to run (e.g. .build/debug); it goes first on PATH. Both files are parsed as YAML
(PyYAML; Debian's python3-yaml) and their structure is checked: an install job, a matrix of shards whose size is
$SHARDS, each shard's report, JUnit and summary kept as artifacts, a merge job that runs even when a shard failed,
the JUnit published, the run failing on a failed capture. Then every shell step that calls keyboard-lab runs as the
CI would run it, against the shipped suite laid out as the workflows expect (Assets/Scenarios as
keyboard-avoidance/Scenarios, a copy of Tests/Goldens as keyboard-avoidance/Goldens) in a temporary folder: each
shard's check (with ${{ matrix.shard }} / $CI_NODE_INDEX substituted, $GITHUB_STEP_SUMMARY a temporary file), then
the merge. Finally a golden is broken and the GitHub shards run again: the shard with the broken capture must fail
and the merged report must name it. Exits non-zero, naming what failed, when anything does.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    sys.exit("ci_workflows.py: PyYAML is missing; install python3-yaml (Debian) or pip install pyyaml")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROBLEMS = []


def problem(text):
    PROBLEMS.append(text)
    print("FAIL " + text, file=sys.stderr)


def expect(condition, text):
    if not condition:
        problem(text)
    return condition


def load(name):
    with open(os.path.join(ROOT, "docs", "ci", name), encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def lab_lines(script):
    """The logical lines of a shell script (continuations joined) that call keyboard-lab."""
    joined = re.sub(r"\\\n\s*", " ", script)
    return [line.strip() for line in joined.splitlines() if re.match(r"^(\w+=\S*\s+)*keyboard-lab\s", line.strip() + " ")]


def run_shell(lines, cwd, env, label):
    """Runs each line with bash in cwd; returns the exit statuses."""
    statuses = []
    for line in lines:
        result = subprocess.run(["bash", "-eo", "pipefail", "-c", line], cwd=cwd, env=env, capture_output=True,
                                text=True, timeout=900)
        print("  [%s] exit %d: %s" % (label, result.returncode, line[:150]))
        if result.returncode != 0:
            tail = (result.stderr.strip().splitlines() or [""])[-3:]
            print("    " + "\n    ".join(tail))
        statuses.append(result.returncode)
    return statuses


def suite(folder):
    """The shipped suite laid out as the workflows expect, in folder."""
    base = os.path.join(folder, "keyboard-avoidance")
    os.makedirs(base)
    shutil.copytree(os.path.join(ROOT, "Assets", "Scenarios"), os.path.join(base, "Scenarios"))
    shutil.copytree(os.path.join(ROOT, "Tests", "Goldens"), os.path.join(base, "Goldens"))
    # The scenarios name forms and screens as ../Forms/… and ../Screens/…, beside their folder.
    for name in ("Forms", "Screens"):
        shutil.copytree(os.path.join(ROOT, "Assets", name), os.path.join(base, name))


def environment(bin_dir, variables, extra):
    env = dict(os.environ)
    env["PATH"] = os.path.abspath(bin_dir) + os.pathsep + env.get("PATH", "")
    env["CI"] = "true"
    env["SDL_VIDEODRIVER"] = "offscreen"
    env.setdefault("KEYBOARD_LAB_ASSETS", os.path.join(ROOT, "Assets"))
    env.update({key: str(value) for key, value in variables.items()})
    env.update(extra)
    return env


def github_structure(flow):
    jobs = flow.get("jobs") or {}
    expect(isinstance(flow.get("on"), dict) or isinstance(flow.get(True), dict), "github: no `on:` triggers")
    shards = int((flow.get("env") or {}).get("SHARDS", 0))
    check = jobs.get("check") or {}
    matrix = ((check.get("strategy") or {}).get("matrix") or {}).get("shard")
    expect(isinstance(matrix, list) and len(matrix) == shards and shards > 1,
           "github: check's matrix.shard %r must list 1…$SHARDS (%d)" % (matrix, shards))
    expect((check.get("strategy") or {}).get("fail-fast") is False, "github: the matrix must not fail fast")
    expect("install" in jobs and "install" in str(check.get("needs")), "github: check must need the install job")
    steps = check.get("steps") or []
    runs = "\n".join(step.get("run", "") for step in steps)
    expect("--shard" in runs and "--junit" in runs and "--report" in runs and "--summary" in runs,
           "github: the check step must pass --shard, --report, --junit and --summary")
    uploads = [step for step in steps if "upload-artifact" in str(step.get("uses"))]
    expect(any(step.get("if") == "always()" and "report-" in str((step.get("with") or {}).get("path"))
               for step in uploads), "github: each shard's report must be uploaded always()")
    report = jobs.get("report") or {}
    expect("check" in str(report.get("needs")) and "always()" in str(report.get("if")),
           "github: the merge job must need check and run always()")
    report_steps = report.get("steps") or []
    expect(any("merge-reports" in step.get("run", "") for step in report_steps), "github: no merge-reports step")
    expect(any("junit" in str(step.get("uses", "")).lower() or "junit" in str(step.get("with", "")).lower()
               for step in report_steps if step.get("uses")), "github: the JUnit file is not published")
    failing = [step for step in report_steps if "exit 1" in step.get("run", "")]
    expect(failing and "needs.check.result" in str(failing[0].get("if")),
           "github: the run must fail when a shard's check failed")
    return shards


def gitlab_structure(flow):
    variables = flow.get("variables") or {}
    shards = int(variables.get("SHARDS", 0))
    expect(flow.get("stages") == ["install", "check", "report"], "gitlab: stages must be install, check, report")
    check = flow.get("check-goldens") or {}
    expect(check.get("parallel") == shards and shards > 1,
           "gitlab: check-goldens parallel %r must equal $SHARDS (%d)" % (check.get("parallel"), shards))
    artifacts = check.get("artifacts") or {}
    expect(artifacts.get("when") == "always", "gitlab: the shards' artifacts must be kept always")
    expect("junit" in (artifacts.get("reports") or {}), "gitlab: the shards' JUnit must be published")
    expect(any("report-" in path for path in artifacts.get("paths") or []), "gitlab: the shard's report is not kept")
    merge = flow.get("merge-reports") or {}
    expect(merge.get("when") == "always", "gitlab: the merge job must run always")
    expect(any("merge-reports" in line for line in merge.get("script") or []), "gitlab: no merge-reports line")
    expect("check-goldens" in str(merge.get("needs")), "gitlab: the merge job must need check-goldens")
    return shards, variables


def github_run(flow, shards, bin_dir, folder, label):
    """Runs the check steps of every shard, then the merge; returns (check statuses, merge statuses)."""
    variables = dict(flow.get("env") or {})
    summary = os.path.join(folder, "step-summary.md")
    check_steps = [step for step in flow["jobs"]["check"]["steps"] if "keyboard-lab" in step.get("run", "")]
    statuses = []
    for shard in range(1, shards + 1):
        for step in check_steps:
            extra = {key: str(value).replace("${{ matrix.shard }}", str(shard))
                     for key, value in (step.get("env") or {}).items()}
            script = step["run"].replace("${{ matrix.shard }}", str(shard))
            env = environment(bin_dir, variables, dict(extra, GITHUB_STEP_SUMMARY=summary))
            statuses += run_shell(lab_lines(script), folder, env, "%s shard %d" % (label, shard))
        # download-artifact puts each artifact in a folder of its name: report-N/ under artifacts/.
        source = os.path.join(folder, "report-%d" % shard)
        if expect(os.path.isdir(source), "github %s: shard %d wrote no report-%d/" % (label, shard, shard)):
            shutil.copytree(source, os.path.join(folder, "artifacts", "report-%d" % shard))
    expect(os.path.getsize(summary) > 0 if os.path.exists(summary) else False,
           "github %s: nothing was written to $GITHUB_STEP_SUMMARY" % label)
    merge_steps = [step for step in flow["jobs"]["report"]["steps"] if "keyboard-lab" in step.get("run", "")]
    merged = []
    for step in merge_steps:
        merged += run_shell(lab_lines(step["run"]), folder, environment(bin_dir, variables, {}), label + " merge")
    return statuses, merged


def gitlab_run(flow, shards, variables, bin_dir, folder):
    check = flow["check-goldens"]
    for index in range(1, shards + 1):
        env = environment(bin_dir, variables, {"CI_NODE_INDEX": str(index), "CI_NODE_TOTAL": str(shards)})
        statuses = run_shell(lab_lines("\n".join(check["script"])), folder, env,
                             "gitlab shard %d" % index)
        expect(statuses and all(status == 0 for status in statuses), "gitlab: shard %d failed" % index)
        for path in check["artifacts"]["paths"]:
            kept = os.path.join(folder, path.replace("$CI_NODE_INDEX", str(index)))
            expect(os.path.exists(kept), "gitlab: shard %d did not write its artifact %s" % (index, path))
        junit = check["artifacts"]["reports"]["junit"].replace("$CI_NODE_INDEX", str(index))
        expect(os.path.exists(os.path.join(folder, junit)), "gitlab: shard %d wrote no %s" % (index, junit))
    merge = flow["merge-reports"]
    statuses = run_shell(lab_lines("\n".join(merge["script"])), folder,
                         environment(bin_dir, variables, {}), "gitlab merge")
    expect(statuses and all(status == 0 for status in statuses), "gitlab: merge-reports failed")
    for path in merge["artifacts"]["paths"]:
        expect(os.path.exists(os.path.join(folder, path, "index.html")), "gitlab: the merged %s has no index.html" % path)


def main():
    if len(sys.argv) != 2 or not os.path.isfile(os.path.join(sys.argv[1], "keyboard-lab")):
        sys.exit("usage: ci_workflows.py BIN_DIR (the folder holding the keyboard-lab to run)")
    bin_dir = sys.argv[1]
    github = load("github-actions.yml")
    gitlab = load("gitlab-ci.yml")
    shards = github_structure(github)
    gitlab_shards, variables = gitlab_structure(gitlab)
    with tempfile.TemporaryDirectory(prefix="ci-workflows-") as temporary:
        folder = os.path.join(temporary, "github")
        suite(folder)
        checks, merges = github_run(github, shards, bin_dir, folder, "pass")
        expect(checks and all(status == 0 for status in checks), "github: a shard's command failed: %r" % checks)
        expect(merges == [0], "github: merge-reports failed: %r" % merges)
        merged = os.path.join(folder, "keyboard-avoidance-report")
        expect(os.path.exists(os.path.join(merged, "junit.xml")), "github: the merged report has no junit.xml")

        folder = os.path.join(temporary, "gitlab")
        suite(folder)
        gitlab_run(gitlab, gitlab_shards, variables, bin_dir, folder)

        # A failed capture must fail its shard and the merge, and be named in the summary and the merged JUnit.
        folder = os.path.join(temporary, "broken")
        suite(folder)
        goldens = os.path.join(folder, "keyboard-avoidance", "Goldens", "demo")
        shutil.copyfile(os.path.join(goldens, "dismiss-2.00.png"), os.path.join(goldens, "show-0.50.png"))
        checks, merges = github_run(github, shards, bin_dir, folder, "broken")
        expect(sorted(status for status in checks if status != 0) == [1],
               "github: one shard must exit 1 on the failed capture: %r" % checks)
        expect(merges == [1], "github: merge-reports must exit 1 on the failed capture: %r" % merges)
        with open(os.path.join(folder, "step-summary.md"), encoding="utf-8") as handle:
            expect("keyboard-lab accept" in handle.read(), "github: the step summary has no accept command")
    if PROBLEMS:
        print("ci_workflows.py: %d problem(s)" % len(PROBLEMS), file=sys.stderr)
        return 1
    print("ci_workflows.py: both workflows parse, have the expected structure and their keyboard-lab commands run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
