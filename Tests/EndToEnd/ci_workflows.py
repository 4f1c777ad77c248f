#!/usr/bin/env python3
"""Runs the CI files users copy (docs/ci/github-actions.yml, docs/ci/update-goldens.yml, docs/ci/gitlab-ci.yml, and the
action.yml they use) step by step, as a runner would, in a fresh repository of someone's own screens.

Usage: python3 Tests/EndToEnd/ci_workflows.py ARCHIVE_DIR   (CI_WORKFLOWS_VERBOSE=1 prints every job's log)

ARCHIVE_DIR holds a release archive and its SHA256SUMS (`bash .ci/release --allow-dirty ARCHIVE_DIR`). Nothing is
built here and nothing is fetched from the internet: the archive is served from ARCHIVE_DIR by an HTTP server on
127.0.0.1 (standing in for GitHub's release downloads) and, for GitLab, read through a file:// URL. The workflows'
pinned version and checksum are set to the archive's, as a team does when it upgrades.

The repository: two shipped scenarios (design-signup, screen-signup-sticky) with their screens and goldens, laid out
as the files expect (keyboard-avoidance/Scenarios, Screens, Goldens), committed to a bare repository that stands in
for the forge, with the files copied where a team puts them (.github/workflows/, .gitlab-ci.yml).

GitHub (Tests/EndToEnd/actions_runner.py plays the runner):
  1. the check on main is green: the report artifact and the JUnit results are there, the summary says "passed";
  2. a wrong checksum stops it in one line naming the expected and the actual sums, before anything is checked;
  3. a pull request that moves a field fails it, and still leaves the report artifact (index.html, junit.xml), the
     published JUnit and a summary naming the failures;
  4. update-goldens (started by the pull request's label) accepts the failures on this image and pushes one commit
     naming them, holding only goldens;
  5. the check on the pushed commit is green;
  and: a check that could not run (no Assets folder) says so in the job's error, the summary and a JUnit error, with
  its log in the artifact; two checks in one job differing in an input upload two artifacts (the default name is
  matrix-safe); a team's own label (the KEYBOARD_LAB_LABEL variable) starts update-goldens and is taken off. The
  action is given no action_repository, as GitHub may leave it in a composite action: the workflows pass `url`.
GitLab (Tests/EndToEnd/gitlab_runner.py plays the runner), every pipeline in the same runner folder, the cache
restored into it: a green pipeline; a wrong checksum; the moved field failing (artifacts kept: report, JUnit,
summary), in the folder the last pipeline left uncleaned; the manual update-goldens job pushing its commit; a green
pipeline on that commit; a check that could not run kept as a JUnit error and a summary saying so. The file's
`workflow: rules:` must start one pipeline for a push to a branch with an open merge request. No .gitignore in the
repository: the update jobs' commits must leave the goldens' .trash/ out by themselves. Exits non-zero, naming what failed, when anything does; prints each job's time.
"""

import copy
import functools
import json
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import xml.etree.ElementTree as ElementTree

try:
    import yaml
except ImportError:
    sys.exit("ci_workflows.py: PyYAML is missing; install python3-yaml (Debian) or pip install pyyaml")

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from actions_runner import GitHubRunner, World  # noqa: E402
from gitlab_runner import GitLabRunner  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = ("design-signup", "screen-signup-sticky")
PROBLEMS = []
TIMES = []


VERBOSE = os.environ.get("CI_WORKFLOWS_VERBOSE") == "1"


def show(label, log):
    if VERBOSE:
        print("==== %s\n%s" % (label, log.rstrip()))


def problem(text, log=None):
    PROBLEMS.append(text)
    print("FAIL " + text, file=sys.stderr)
    if log:
        print("  " + "\n  ".join(log.rstrip().split("\n")[-40:]), file=sys.stderr)


def expect(condition, text, log=None):
    if not condition:
        problem(text, log)
    return condition


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def git(folder, *arguments):
    return subprocess.run(["git", "-C", folder] + list(arguments), check=True, capture_output=True,
                          text=True).stdout.strip()


# ---- the repository of someone's own screens ----------------------------------------------------------------------

def screens_repository(base, version, sha256, url, github_url):
    """A bare repository holding a team's screens, scenarios, goldens and the copied CI files; returns its path."""
    remote = os.path.join(base, "forge.git")
    work = os.path.join(base, "seed")
    subprocess.run(["git", "init", "-q", "--bare", "-b", "main", remote], check=True)
    suite = os.path.join(work, "keyboard-avoidance")
    for folder in ("Scenarios", "Screens", "Goldens"):
        os.makedirs(os.path.join(suite, folder))
    for name in SCENARIOS:
        shutil.copy(os.path.join(ROOT, "Assets", "Scenarios", name + ".scenario"), os.path.join(suite, "Scenarios"))
        shutil.copytree(os.path.join(ROOT, "Tests", "Goldens", name), os.path.join(suite, "Goldens", name))
    shutil.copy(os.path.join(ROOT, "Tests", "Goldens", "environment.json"), os.path.join(suite, "Goldens"))
    for name in ("design-signup.json", "design-signup@3x.png", "design-signup-dark@3x.png", "signup-sticky.json"):
        shutil.copy(os.path.join(ROOT, "Assets", "Screens", name), os.path.join(suite, "Screens"))
    workflows = os.path.join(work, ".github", "workflows")
    os.makedirs(workflows)
    pins = {"KEYBOARD_LAB_VERSION": version, "KEYBOARD_LAB_SHA256": sha256}
    for name in ("github-actions.yml", "update-goldens.yml"):
        pinned(os.path.join(ROOT, "docs", "ci", name), os.path.join(workflows, name),
               dict(pins, KEYBOARD_LAB_URL=github_url))
    pinned(os.path.join(ROOT, "docs", "ci", "gitlab-ci.yml"), os.path.join(work, ".gitlab-ci.yml"),
           dict(pins, KEYBOARD_LAB_URL=url))
    # The app's own code, which the audit reads: one observer reading the keyboard's begin frame.
    os.makedirs(os.path.join(work, "app", "ios"))
    with open(os.path.join(work, "app", "ios", "CheckoutViewController.swift"), "w", encoding="utf-8") as handle:
        handle.write("import UIKit\n\nfinal class CheckoutViewController: UIViewController {\n"
                     "    @objc func keyboardWillShow(_ note: Notification) {\n"
                     "        let frame = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect\n"
                     "        print(frame ?? .zero)\n    }\n}\n")
    # No .gitignore: the workflows themselves must keep the goldens' .trash/ out of their commits.
    git(work, "init", "-q", "-b", "main")
    git(work, "-c", "user.name=Team", "-c", "user.email=team@example.com", "add", "-A")
    git(work, "-c", "user.name=Team", "-c", "user.email=team@example.com", "commit", "-q", "-m", "Screens")
    git(work, "push", "-q", remote, "main")
    return remote


def pinned(source, target, values):
    """Copies a CI file, setting each `NAME: "…"` of `values` as a team edits them to pin a release."""
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    for name, value in values.items():
        text, count = re.subn(r'(\n\s*%s: )"[^"\n]*"' % name, lambda match: '%s"%s"' % (match.group(1), value), text)
        expect(count == 1, "%s: %s must be set once, as a quoted value (found %d)" % (source, name, count))
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(text)


def move_a_field(remote, base, branch):
    """Pushes `branch`: the sign-up design's referral field moved 24 points down, so its captures differ."""
    work = os.path.join(base, "edit-" + branch)
    subprocess.run(["git", "clone", "-q", remote, work], check=True)
    git(work, "checkout", "-q", "-b", branch)
    screen = os.path.join(work, "keyboard-avoidance", "Screens", "design-signup.json")
    with open(screen, encoding="utf-8") as handle:
        text = handle.read()
    moved = text.replace('"rect": [16, 810, 361, 48]', '"rect": [16, 834, 361, 48]')
    expect(moved != text, "the referral field's rect was not found in design-signup.json")
    with open(screen, "w", encoding="utf-8") as handle:
        handle.write(moved)
    git(work, "-c", "user.name=Dev", "-c", "user.email=dev@example.com", "commit", "-q", "-am", "Move the referral field")
    git(work, "push", "-q", "origin", branch)


def head(remote, branch):
    return git(remote, "rev-parse", "refs/heads/" + branch)


# ---- what the files must say ----------------------------------------------------------------------------------------

def structure(action, github, update, gitlab, texts):
    inputs = action.get("inputs") or {}
    for name in ("scenarios", "goldens", "version", "sha256"):
        expect((inputs.get(name) or {}).get("required") is True, "action.yml: input %s must be required" % name)
    for name, default in (("shards", "1"), ("values", "true"), ("strict", "false"), ("url", ""),
                          ("artifact-name", "")):
        expect(str((inputs.get(name) or {}).get("default")) == default,
               "action.yml: input %s must default to %r" % (name, default))
    steps = action["runs"]["steps"]
    upload = [step for step in steps if "upload-artifact" in str(step.get("uses"))]
    expect(upload and "!cancelled()" in str(upload[0].get("if")),
           "action.yml: the report must be uploaded unless the run was cancelled (!cancelled())")
    expect(upload and "inputs.report" not in str(upload[0].get("with")),
           "action.yml: the artifact's name must not be the report folder (a '/' is refused, matrix jobs collide)")
    for flow, name in ((github, "github-actions.yml"), (update, "update-goldens.yml")):
        for job in flow["jobs"].values():
            for step in job["steps"]:
                if "keyboard-lab" in str(step.get("uses")):
                    expect((step.get("with") or {}).get("url"),
                           "%s: pass url to the action (github.action_repository may be empty)" % name)
    key = str(((gitlab.get(".keyboard-lab") or {}).get("cache") or {}).get("key"))
    expect("$KEYBOARD_LAB_SHA256" in key, "gitlab-ci.yml: the cache key must hold the archive's checksum: %r" % key)
    one_pipeline_per_push(gitlab)
    expect(any("cache" in str(step.get("uses")) for step in steps), "action.yml: the archive must be cached")
    for name, text in texts.items():
        for never in ("swift build", ".ci/release", "git clone", "--record missing"):
            expect(never not in text, "%s must not say %r (never build from source; record with --values)" % (name, never))
    expect("ffmpeg" not in texts["gitlab-ci.yml"] and "ffmpeg" not in texts["github-actions.yml"],
           "the workflows must not install ffmpeg")
    expect('[ "$VIDEOS" != true ] || packages+=(ffmpeg)' in texts["action.yml"],
           "action.yml: ffmpeg only when videos are asked for")
    for name in ("github-actions.yml", "update-goldens.yml", "gitlab-ci.yml"):
        expect("--values" in texts[name].split("\nname:")[0].split("\nvariables:")[0],
               "%s: the header must say goldens are recorded with --values" % name)
    job = github["jobs"]["check"]
    after = job["steps"][[index for index, step in enumerate(job["steps"])
                          if "keyboard-lab" in str(step.get("uses"))][0] + 1:]
    for step in after:
        expect("always()" in str(step.get("if")), "github-actions.yml: %r must run always()" % step.get("name"))
    expect("workflow_dispatch" in (update.get(True) or update.get("on")), "update-goldens.yml: no workflow_dispatch")
    check = gitlab["keyboard-avoidance"]
    artifacts = check.get("artifacts") or {}
    expect(artifacts.get("when") == "always", "gitlab-ci.yml: the report must be kept always")
    expect((artifacts.get("reports") or {}).get("junit"), "gitlab-ci.yml: the JUnit results must be published")
    expect(str((gitlab.get("variables") or {}).get("SHARDS")) == "1", "gitlab-ci.yml: SHARDS must default to 1")
    manual = (gitlab["update-goldens"].get("rules") or [{}])[0]
    expect(manual.get("when") == "manual" and manual.get("allow_failure") is True,
           "gitlab-ci.yml: update-goldens must be a manual job that does not block the pipeline")


def rule_matches(text, variables):
    """Whether a GitLab `rules: if:` of the shapes the file uses (`$A == "x"`, `$A`, joined by `&&`) holds."""
    for term in str(text).split("&&"):
        term = term.strip()
        equal = re.fullmatch(r'\$(\w+) == "([^"]*)"', term)
        if equal:
            if variables.get(equal.group(1), "") != equal.group(2):
                return False
        elif re.fullmatch(r"\$\w+", term):
            if not variables.get(term[1:]):
                return False
        else:
            raise ValueError("gitlab-ci.yml: a rule this test cannot read: %r" % term)
    return True


def starts_pipeline(gitlab, variables):
    """Whether the file's `workflow: rules:` start a pipeline for `variables` (the first matching rule decides)."""
    rules = (gitlab.get("workflow") or {}).get("rules")
    if not rules:
        return True
    for rule in rules:
        if "if" not in rule or rule_matches(rule["if"], variables):
            return rule.get("when", "always") != "never"
    return False


def one_pipeline_per_push(gitlab):
    """A push to a branch with an open merge request starts one pipeline (the merge request's), not two; a push to a
    branch without one starts the branch's."""
    request = {"CI_PIPELINE_SOURCE": "merge_request_event", "CI_MERGE_REQUEST_SOURCE_BRANCH_NAME": "feature"}
    branch = {"CI_PIPELINE_SOURCE": "push", "CI_COMMIT_BRANCH": "feature"}
    opened = dict(branch, CI_OPEN_MERGE_REQUESTS="team/app!7")
    started = [starts_pipeline(gitlab, variables) for variables in (request, opened)]
    expect(started == [True, False],
           "gitlab-ci.yml: a push to a branch with an open merge request must start one pipeline, the merge "
           "request's (workflow: rules); started: merge request %s, branch %s" % tuple(started))
    expect(starts_pipeline(gitlab, branch), "gitlab-ci.yml: a push to a branch without a merge request must run")


def artifact(run, prefix="keyboard-avoidance-report-check-"):
    """The folder of the run's one report artifact (named by the action's default: the report folder, the job, a
    digest), or "" when there is not exactly one."""
    names = [name for name in run.artifacts if name.startswith(prefix)]
    expect(len(names) == 1, "github: expected one artifact named %s…, got %r" % (prefix, sorted(run.artifacts)))
    return run.artifacts[names[0]] if len(names) == 1 else ""


def could_not_run(result, summary, junit, label):
    """A check that never ran is said to be one: not "0 captures failed", the summary saying "could not run" and the
    JUnit results an error, not a pass."""
    expect(result == "failure" or result == "failed", "%s: a check that could not run must fail the job" % label)
    expect("## KeyboardLab check: could not run" in summary and "Assets folder is missing" in summary,
           "%s: the summary must say the check could not run, and why: %r" % (label, summary[:300]))
    expect(junit and junit[1] == 1 and junit[2] == 0 and junit[3] == 1,
           "%s: the JUnit results must hold one error (tests, failures, errors): %r" % (label, junit))


def junit_counts(path):
    root = ElementTree.parse(path).getroot()
    return (path, int(root.get("tests", 0)), int(root.get("failures", 0)), int(root.get("errors", 0)))


def one_sum_line(log, actual, expected, label):
    """The log has exactly one line naming both sums."""
    lines = [line for line in log.split("\n") if actual in line and expected in line]
    expect(len(lines) == 1, "%s: a wrong checksum must be one line naming both sums, got %d" % (label, len(lines)), log)
    expect(" check: " not in log, "%s: nothing may be checked after a wrong checksum" % label, log)


def the_accept_commit(remote, before, branch, label, only=None):
    """The commit update-goldens pushed on `branch`: one, naming what it accepted (`only` those captures, when
    given), holding only goldens."""
    after = head(remote, branch)
    if not expect(after != before, "%s: update-goldens pushed no commit" % label):
        return
    expect(git(remote, "rev-list", "--count", "%s..%s" % (before, after)) == "1", "%s: expected one commit" % label)
    message = git(remote, "log", "-1", "--format=%B", after)
    expect(re.match(r"Accept \d+ keyboard-avoidance goldens? on the CI image", message),
           "%s: the commit's first line: %r" % (label, message.split("\n")[0]))
    expect("- design-signup/" in message, "%s: the commit must name the accepted captures: %r" % (label, message))
    if only:
        listed = re.findall(r"^- (\S+)", message, re.M)
        expect(listed == only, "%s: the commit must name %r alone, it names %r" % (label, only, listed))
    files = git(remote, "diff", "--name-only", before, after).split("\n")
    expect(files and all(path.startswith("keyboard-avoidance/Goldens/design-signup/") for path in files),
           "%s: the commit must hold the accepted goldens only: %r" % (label, files))


def sharded(flow, count):
    """The workflow with the action given `shards: count`, as a team sets it."""
    flow = copy.deepcopy(flow)
    for step in flow["jobs"]["check"]["steps"]:
        if "keyboard-lab" in str(step.get("uses")):
            step.setdefault("with", {})["shards"] = str(count)
    return flow


# ---- the runs -------------------------------------------------------------------------------------------------------

def github_runs(base, remote, world, sha256):
    seed = os.path.join(base, "seed", ".github", "workflows")
    flow, update = load(os.path.join(seed, "github-actions.yml")), load(os.path.join(seed, "update-goldens.yml"))
    runner = GitHubRunner(world)

    green = runner.run(flow, "push", ref="main")
    TIMES.append(("GitHub check, green (archive downloaded, verified, cached)", green.timings.get("check", 0)))
    show("GitHub check, green", green.text() + "\n---- job summary\n" + green.summary)
    if expect(green.results == {"check": "success"}, "github: the check on main must pass", green.text()):
        report = artifact(green)
        expect(os.path.exists(os.path.join(report, "index.html")), "github: no report artifact on a green run")
        expect(green.junit and green.junit[0][2] == 0, "github: the JUnit results must be published: %r" % green.junit)
        expect("## KeyboardLab check: 12 passed" in green.summary, "github: summary %r" % green.summary[:300])

    wrong = "0" * 64
    refused = runner.run(flow, "push", ref="main", env={"KEYBOARD_LAB_SHA256": wrong})
    TIMES.append(("GitHub check, wrong checksum", refused.timings.get("check", 0)))
    show("GitHub check, wrong checksum", refused.text())
    expect(refused.results == {"check": "failure"}, "github: a wrong checksum must fail the job", refused.text())
    one_sum_line(refused.text(), sha256, wrong, "github")

    broken = runner.run(flow, "push", ref="main", env={"KEYBOARD_LAB_ASSETS": "/nonexistent"})
    TIMES.append(("GitHub check, could not run (no Assets folder)", broken.timings.get("check", 0)))
    show("GitHub check, could not run", broken.text() + "\n---- job summary\n" + broken.summary)
    could_not_run(broken.results.get("check"), broken.summary, broken.junit[0] if broken.junit else None, "github")
    expect("the check could not run, so nothing was judged: Error: /nonexistent: the Assets folder is missing"
           in broken.text() and "captures failed" not in broken.text(), "github: the failure must say why", broken.text())
    expect(os.path.exists(os.path.join(artifact(broken), "log.txt")), "github: the artifact must keep the check's log")

    legs = copy.deepcopy(flow)
    steps = legs["jobs"]["check"]["steps"]
    action = [index for index, step in enumerate(steps) if "keyboard-lab" in str(step.get("uses"))][0]
    second = copy.deepcopy(steps[action])
    second["id"] = "check-again"
    second["with"]["args"] = "--tolerance 0.01"
    legs["jobs"]["check"]["steps"] = steps[:action + 1] + [second]
    matrix = runner.run(legs, "push", ref="main")
    show("GitHub two legs in one job", matrix.text())
    expect(matrix.results == {"check": "success"} and len(matrix.artifacts) == 2,
           "github: two checks differing in an input must upload two artifacts, not collide: %r"
           % sorted(matrix.artifacts), matrix.text())

    audited = copy.deepcopy(flow)
    for step in audited["jobs"]["check"]["steps"]:
        if "keyboard-lab" in str(step.get("uses")):
            step["with"]["audit"] = "app"
    audit = runner.run(audited, "push", ref="main")
    TIMES.append(("GitHub check with the audit", audit.timings.get("check", 0)))
    show("GitHub check with the audit", audit.text() + "\n---- job summary\n" + audit.summary)
    expect(audit.results == {"check": "failure"}, "github: the audit's error must fail the job", audit.text())
    expect("::error file=app/ios/CheckoutViewController.swift,line=5,col=" in audit.text(),
           "github: the audit's finding must be an annotation on its line", audit.text())
    expect(audit.sarif and audit.sarif[0][1] == 1, "github: the audit's SARIF must reach code scanning: %r" % audit.sarif)
    expect("## KeyboardLab audit: audit: 1 file" in audit.summary and "[uikit-begin-frame]" in audit.summary
           and "## KeyboardLab check: 12 passed" in audit.summary,
           "github: the summary must hold the audit beside the check", audit.summary)

    move_a_field(remote, base, "move-referral")
    pull = {"number": 7, "pull_request": {"number": 7}}
    red = runner.run(sharded(flow, 2), "pull_request", event=pull, ref="move-referral")
    TIMES.append(("GitHub check, a moved field (archive from the cache; shards: 2)", red.timings.get("check", 0)))
    show("GitHub check, a moved field", red.text() + "\n---- job summary\n" + red.summary)
    expect(red.results == {"check": "failure"}, "github: the moved field must fail the check", red.text())
    expect("restored keyboard-lab-" in red.text(), "github: the archive must come from the cache", red.text())
    report = artifact(red)
    for name in ("index.html", "junit.xml"):
        expect(os.path.exists(os.path.join(report, name)), "github: the failing run left no report %s" % name)
    expect(red.junit and red.junit[0][2] > 0, "github: the failures' JUnit must be published: %r" % red.junit)
    expect(re.search(r"## KeyboardLab check: \d+ failed, \d+ passed", red.summary) and "design-signup/" in red.summary
           and "keyboard-lab accept" in red.summary, "github: the summary must name the failures", red.summary)

    other = runner.run(update, "pull_request", event=dict(pull, action="labeled", label={"name": "ready"}),
                       ref="move-referral")
    expect(other.results == {"update-goldens": "skipped"}, "github: another label must not start update-goldens")
    own = {"KEYBOARD_LAB_LABEL": "refresh-goldens"}
    old = runner.run(update, "pull_request", event=dict(pull, action="labeled", label={"name": "update-goldens"}),
                     ref="main", variables=own)
    expect(old.results == {"update-goldens": "skipped"}, "github: with KEYBOARD_LAB_LABEL set, the default is ignored")
    renamed = runner.run(update, "pull_request", event=dict(pull, action="labeled", label={"name": "refresh-goldens"}),
                         ref="main", variables=own)
    show("GitHub update-goldens, a team's own label", renamed.text())
    expect(renamed.results == {"update-goldens": "success"}
           and "/api/repos/team/app/issues/7/labels/refresh-goldens" in QuietHandler.deleted,
           "github: the team's own label (KEYBOARD_LAB_LABEL) must start update-goldens and be taken off",
           renamed.text())
    before = head(remote, "move-referral")
    labelled = runner.run(update, "pull_request", event=dict(pull, action="labeled", label={"name": "update-goldens"}),
                          ref="move-referral")
    TIMES.append(("GitHub update-goldens (check, accept, check, commit, push)",
                  labelled.timings.get("update-goldens", 0)))
    show("GitHub update-goldens", labelled.text() + "\n---- job summary\n" + labelled.summary)
    expect(labelled.results == {"update-goldens": "success"}, "github: update-goldens must succeed", labelled.text())
    the_accept_commit(remote, before, "move-referral", "github")
    expect("### Accepted on this runner" in labelled.summary, "github: update-goldens' summary must list what it took")

    again = runner.run(flow, "pull_request", event=pull, ref="move-referral")
    TIMES.append(("GitHub check, after update-goldens", again.timings.get("check", 0)))
    show("GitHub check, after update-goldens", again.text())
    expect(again.results == {"check": "success"}, "github: the check after update-goldens must pass", again.text())


def gitlab_runs(base, remote, sha256):
    flow = load(os.path.join(base, "seed", ".gitlab-ci.yml"))
    runner = GitLabRunner(flow, remote, os.path.join(base, "gitlab-caches"))
    folder = os.path.join(base, "gitlab-runner", "builds", "team", "app")

    def job(name, label, expected, **options):
        result = runner.run(name, folder, **options)
        TIMES.append(("GitLab %s" % label, result.seconds))
        show("GitLab " + label, result.log)
        expect(result.status == expected, "gitlab %s: expected %s, got %s" % (label, expected, result.status),
               result.log)
        return result

    green = job("keyboard-avoidance", "keyboard-avoidance, green (archive downloaded)", "success", ref="main")
    expect(os.path.exists(green.artifacts.get("keyboard-avoidance-report/junit.xml", "")),
           "gitlab: a green pipeline keeps the JUnit results")
    wrong = "0" * 64
    refused = job("keyboard-avoidance", "keyboard-avoidance, wrong checksum", "failed", ref="main",
                  variables={"KEYBOARD_LAB_SHA256": wrong})
    one_sum_line(refused.log, sha256, wrong, "gitlab")
    broken = job("keyboard-avoidance", "keyboard-avoidance, could not run (no Assets folder)", "failed", ref="main",
                 variables={"KEYBOARD_LAB_ASSETS": "/nonexistent"})
    kept = broken.artifacts.get("keyboard-avoidance-summary.md")
    with open(kept or os.devnull, encoding="utf-8") as handle:
        text = handle.read()
    junit = broken.artifacts.get("keyboard-avoidance-report/junit.xml")
    could_not_run(broken.status, text, junit_counts(junit) if junit else None, "gitlab")
    expect("could not run, so nothing was judged" in broken.log and "A capture failed" not in broken.log,
           "gitlab: the failure must say the check could not run", broken.log)

    audit = job("keyboard-audit", "keyboard-audit (the app's code)", "failed", ref="main",
                variables={"AUDIT": "app"})
    quality = audit.artifacts.get("keyboard-audit-quality.json")
    with open(quality or os.devnull, encoding="utf-8") as handle:
        issues = json.loads(handle.read() or "[]")
    expect(len(issues) == 1 and issues[0].get("check_name") == "uikit-begin-frame"
           and issues[0]["location"]["path"] == "app/ios/CheckoutViewController.swift"
           and issues[0]["location"]["lines"]["begin"] == 5,
           "gitlab: the audit's code-quality report must hold its one finding: %r" % issues, audit.log)
    expect("The audit found keyboard-avoidance mistakes" in audit.log and "[uikit-begin-frame]" in audit.log,
           "gitlab: the audit's failure must say why and list the finding", audit.log)

    move_a_field(remote, base, "move-referral-gitlab")
    request = {"ref": "move-referral-gitlab", "source": "merge_request_event"}
    red = job("keyboard-avoidance", "keyboard-avoidance, a moved field (folder not cleaned, cache restored, SHARDS 2)",
              "failed", clean=False, variables={"SHARDS": "2"}, **request)
    for path in ("keyboard-avoidance-report", "keyboard-avoidance-report/junit.xml", "keyboard-avoidance-summary.md"):
        expect(path in red.artifacts, "gitlab: the failing job must keep %s (kept: %r)" % (path, sorted(red.artifacts)))
    summary = red.artifacts.get("keyboard-avoidance-summary.md")
    with open(summary or os.devnull, encoding="utf-8") as handle:
        text = handle.read()
    expect("## KeyboardLab check: 3 failed, 9 passed" in text and "/-/jobs/" in text,
           "gitlab: the merged summary must count the failures and link the job's report", text)
    before = head(remote, "move-referral-gitlab")
    named = "design-signup/typed-1.00"
    job("update-goldens", "update-goldens, manual, one capture named", "success",
        variables={"KEYBOARD_LAB_PUSH_URL": remote, "ACCEPT": named}, **request)
    the_accept_commit(remote, before, "move-referral-gitlab", "gitlab", only=[named + ".png"])
    job("keyboard-avoidance", "keyboard-avoidance, the other two still failing", "failed", **request)
    before = head(remote, "move-referral-gitlab")
    job("update-goldens", "update-goldens, manual (check, accept, check, commit, push)", "success",
        variables={"KEYBOARD_LAB_PUSH_URL": remote}, **request)
    the_accept_commit(remote, before, "move-referral-gitlab", "gitlab")
    job("keyboard-avoidance", "keyboard-avoidance, after update-goldens", "success", **request)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """The release downloads, and GitHub's API as far as update-goldens uses it: a label's removal is noted."""
    deleted = []

    def log_message(self, *arguments):
        pass

    def do_DELETE(self):
        QuietHandler.deleted.append(self.path)
        self.send_response(204)
        self.end_headers()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: ci_workflows.py ARCHIVE_DIR (a folder holding keyboard-lab-*.tar.xz and SHA256SUMS)")
    folder = os.path.abspath(sys.argv[1])
    names = sorted(name for name in os.listdir(folder) if re.fullmatch(r"keyboard-lab-.+-linux-[^-]+\.tar\.xz", name))
    if not names:
        sys.exit("ci_workflows.py: no keyboard-lab-VERSION-linux-ARCH.tar.xz in %s" % folder)
    name = names[-1]
    version = re.fullmatch(r"keyboard-lab-(.+)-linux-[^-]+\.tar\.xz", name).group(1)
    with open(os.path.join(folder, "SHA256SUMS"), encoding="utf-8") as handle:
        sums = dict(reversed(line.split()) for line in handle if line.strip())
    sha256 = sums[name]
    texts = {}
    for path in ("action.yml", "docs/ci/github-actions.yml", "docs/ci/update-goldens.yml", "docs/ci/gitlab-ci.yml"):
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            texts[os.path.basename(path)] = handle.read()
    structure(yaml.safe_load(texts["action.yml"]), yaml.safe_load(texts["github-actions.yml"]),
              yaml.safe_load(texts["update-goldens.yml"]), yaml.safe_load(texts["gitlab-ci.yml"]), texts)
    with tempfile.TemporaryDirectory(prefix="ci-workflows-") as base:
        # GitHub's release downloads, on 127.0.0.1: /OWNER/keyboard-lab/releases/download/vVERSION/ARCHIVE.
        served = os.path.join(base, "server", "OWNER", "keyboard-lab", "releases", "download", "v" + version)
        os.makedirs(served)
        os.symlink(os.path.join(folder, name), os.path.join(served, name))
        server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(QuietHandler, directory=os.path.join(base, "server")))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            served_url = "http://127.0.0.1:%d" % server.server_address[1]
            remote = screens_repository(base, version, sha256, "file://" + folder,
                                        served_url + "/OWNER/keyboard-lab/releases/download")
            world = World(base, remote, served_url, ROOT)
            github_runs(base, remote, world, sha256)
            gitlab_runs(base, remote, sha256)
        finally:
            server.shutdown()
    print("ci_workflows.py: job times on this machine")
    for label, seconds in TIMES:
        print("  %6.1f s  %s" % (seconds, label))
    if PROBLEMS:
        print("ci_workflows.py: %d problem(s)" % len(PROBLEMS), file=sys.stderr)
        return 1
    print("ci_workflows.py: the action, both workflows and update-goldens ran green, red (evidence kept), "
          "accepted and green again; GitLab's in one runner folder with its cache")
    return 0


if __name__ == "__main__":
    sys.exit(main())
