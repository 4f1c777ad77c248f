"""A local GitHub Actions runner for the subset of workflow syntax KeyboardLab's shipped files use, so the integration
test can run docs/ci/github-actions.yml, docs/ci/update-goldens.yml and the composite action.yml step by step, as a
runner would, on this machine.

What it does: jobs in `needs` order with their `if:`; `run:` steps in bash as the runner starts them (`shell: bash`
is `bash --noprofile --norc -eo pipefail`, no shell is `bash -e`), with `env:` at every level, `$GITHUB_OUTPUT`,
`$GITHUB_ENV`, `$GITHUB_PATH` and `$GITHUB_STEP_SUMMARY`; `${{ }}` expressions (contexts, literals, `!`, comparisons,
`&&`, `||`, and always(), success(), failure(), cancelled(), contains(), startsWith(), format()); `continue-on-error`;
composite actions (this repository's action.yml for `OWNER/keyboard-lab@…`) with inputs, defaults and outputs; and
the actions the files use, played locally: actions/checkout (a clone of the test's remote), actions/cache (a folder
of saved caches, saved after a successful job as the real one does), actions/upload-artifact (a folder of the run's
artifacts; a name uploaded twice fails, as in v4) and mikepenz/action-junit-report (the files must be JUnit XML).
Anything else (an unknown action, an unknown function or syntax) fails loudly, so the files cannot drift past what is
tested. A job's `container:` is not started: this machine is the Debian image the files name.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import xml.etree.ElementTree as ElementTree


class WorkflowError(Exception):
    """The workflow uses something this runner does not know."""


# ---- expressions ----------------------------------------------------------------------------------------------------

TOKEN = re.compile(r"\s*(?:(?P<number>-?\d+(?:\.\d+)?)|(?P<string>'(?:[^']|'')*')|(?P<op>==|!=|<=|>=|&&|\|\||[!<>()\[\].,])"
                   r"|(?P<name>[A-Za-z_][A-Za-z0-9_-]*))")


def tokens(text):
    position, found = 0, []
    while position < len(text):
        if text[position:].strip() == "":
            break
        match = TOKEN.match(text, position)
        if not match:
            raise WorkflowError("cannot read the expression %r at %r" % (text, text[position:]))
        position = match.end()
        kind = match.lastgroup
        value = match.group(kind)
        if kind == "string":
            value = value[1:-1].replace("''", "'")
        elif kind == "number":
            value = float(value) if "." in value else int(value)
        found.append((kind, value))
    return found


def truthy(value):
    return value not in (None, False, 0, "")


def text_of(value):
    if value is None:
        return ""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


def number(value):
    """A value as GitHub coerces it to compare values of different types: null 0, booleans 0 and 1, a string its
    number (empty: 0; not a number: NaN)."""
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, (int, float)):
        return float(value)
    text = str(value).strip()
    if text == "":
        return 0.0
    try:
        return float(int(text, 0)) if text.lower().startswith("0x") else float(text)
    except ValueError:
        return float("nan")


def equal(left, right):
    """GitHub's `==`: strings compared ignoring case; values of different types compared as numbers."""
    if isinstance(left, str) and isinstance(right, str):
        return left.lower() == right.lower()
    if type(left) is type(right) and not isinstance(left, (int, float)):
        return left == right
    return number(left) == number(right)


class Expression:
    """One `${{ }}` expression, parsed and evaluated against `contexts` and `status` (the job's state so far)."""

    def __init__(self, text, contexts, status):
        self.items = tokens(text)
        self.at = 0
        self.contexts = contexts
        self.status = status
        self.text = text

    def evaluate(self):
        value = self.either()
        if self.at != len(self.items):
            raise WorkflowError("unexpected %r in %r" % (self.items[self.at][1], self.text))
        return value

    def peek(self, value):
        return self.at < len(self.items) and self.items[self.at] == ("op", value)

    def take(self, value):
        if not self.peek(value):
            raise WorkflowError("expected %r in %r" % (value, self.text))
        self.at += 1

    def either(self):
        value = self.both()
        while self.peek("||"):
            self.at += 1
            other = self.both()
            value = value if truthy(value) else other
        return value

    def both(self):
        value = self.comparison()
        while self.peek("&&"):
            self.at += 1
            other = self.comparison()
            value = other if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        for operator in ("==", "!=", "<=", ">=", "<", ">"):
            if self.peek(operator):
                self.at += 1
                other = self.unary()
                if operator == "==":
                    return equal(value, other)
                if operator == "!=":
                    return not equal(value, other)
                left, right = float(text_of(value) or 0), float(text_of(other) or 0)
                return {"<=": left <= right, ">=": left >= right, "<": left < right, ">": left > right}[operator]
        return value

    def unary(self):
        if self.peek("!"):
            self.at += 1
            return not truthy(self.unary())
        return self.primary()

    def primary(self):
        if self.peek("("):
            self.at += 1
            value = self.either()
            self.take(")")
            return value
        kind, value = self.items[self.at]
        self.at += 1
        if kind in ("number", "string"):
            return value
        if kind != "name":
            raise WorkflowError("unexpected %r in %r" % (value, self.text))
        if value in ("true", "false", "null"):
            return {"true": True, "false": False, "null": None}[value]
        if self.peek("("):
            return self.call(value)
        if value not in self.contexts:
            raise WorkflowError("unknown context %r in %r" % (value, self.text))
        current = self.contexts[value]
        while self.peek(".") or self.peek("["):
            if self.peek("."):
                self.at += 1
                kind, key = self.items[self.at]
                self.at += 1
            else:
                self.at += 1
                key = self.either()
                self.take("]")
            current = current.get(key) if isinstance(current, dict) else None
        return current

    def call(self, name):
        self.take("(")
        arguments = []
        while not self.peek(")"):
            arguments.append(self.either())
            if self.peek(","):
                self.at += 1
        self.take(")")
        if name in ("always", "success", "failure", "cancelled"):
            return {"always": True, "success": self.status == "success", "failure": self.status == "failure",
                    "cancelled": False}[name]
        if name == "contains":
            haystack, needle = arguments
            if isinstance(haystack, list):
                return any(equal(item, needle) for item in haystack)
            return text_of(needle).lower() in text_of(haystack).lower()
        if name == "startsWith":
            return text_of(arguments[0]).lower().startswith(text_of(arguments[1]).lower())
        if name == "format":
            result = text_of(arguments[0])
            for index, argument in enumerate(arguments[1:]):
                result = result.replace("{%d}" % index, text_of(argument))
            return result
        raise WorkflowError("unknown function %s()" % name)


STATUS_FUNCTION = re.compile(r"\b(always|success|failure|cancelled)\s*\(")
SUBSTITUTION = re.compile(r"\$\{\{(.*?)\}\}", re.S)


def evaluate(text, contexts, status="success"):
    return Expression(text, contexts, status).evaluate()


def substitute(value, contexts, status="success"):
    """`value` with every `${{ }}` replaced by its text; lists and mappings are substituted item by item."""
    if isinstance(value, dict):
        return {key: substitute(item, contexts, status) for key, item in value.items()}
    if isinstance(value, list):
        return [substitute(item, contexts, status) for item in value]
    if not isinstance(value, str):
        return text_of(value)
    # One expression alone keeps its value's type; `${{ a }}/v${{ b }}` is two, each replaced by its text.
    whole = SUBSTITUTION.fullmatch(value.strip()) if value.count("${{") == 1 else None
    if whole:
        return text_of(evaluate(whole.group(1), contexts, status))
    return SUBSTITUTION.sub(lambda match: text_of(evaluate(match.group(1), contexts, status)), value)


def continues(value, contexts):
    """Whether a step's `continue-on-error` (a boolean, or an expression) is true."""
    if isinstance(value, bool):
        return value
    return substitute(str(value), contexts) == "true"


def condition(text, contexts, status):
    """Whether a step or job with `if: text` runs; without a status function the condition is success() && (…)."""
    if text is None:
        return status == "success"
    if isinstance(text, bool):
        return text and status == "success"
    text = str(text).strip()
    whole = SUBSTITUTION.fullmatch(text)
    if whole:
        text = whole.group(1)
    if not STATUS_FUNCTION.search(text):
        text = "success() && (%s)" % text
    return truthy(evaluate(text, contexts, status))


# ---- files the runner hands a step ------------------------------------------------------------------------------------

def read_pairs(path):
    """The `name=value` and `name<<DELIMITER` … `DELIMITER` pairs of a $GITHUB_OUTPUT or $GITHUB_ENV file."""
    pairs = {}
    if not os.path.exists(path):
        return pairs
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            body = []
            while index < len(lines) and lines[index] != delimiter:
                body.append(lines[index])
                index += 1
            index += 1
            pairs[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            pairs[name] = value
    return pairs


# ---- the runner ---------------------------------------------------------------------------------------------------

SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
SHELLS = {None: ["bash", "-e"], "bash": ["bash", "--noprofile", "--norc", "-eo", "pipefail"], "sh": ["sh", "-e"]}


class World:
    """What outlives one run: the repository the workflows run for (a bare git repository standing in for GitHub's),
    the saved caches, the server the release archives are fetched from, and the folder holding this repository's
    action.yml."""

    def __init__(self, base, remote, server_url, action_root, repository="team/app"):
        self.base = base
        self.remote = remote
        self.server_url = server_url
        self.action_root = action_root
        self.repository = repository
        self.caches = os.path.join(base, "actions-caches")
        self.runs = 0


class Run:
    """One workflow run: its jobs' results and times, its artifacts, the job summaries, the JUnit reports published,
    and every step's log."""

    def __init__(self, folder):
        self.folder = folder
        self.artifacts = {}
        self.results = {}
        self.timings = {}
        self.summary = ""
        self.junit = []
        self.sarif = []
        self.log = []
        self.steps = {}

    def text(self):
        return "\n".join(self.log)


class Job:
    """A job's state while it runs: its status, the env and PATH its steps added, its post steps, its folders."""

    def __init__(self, folder, name):
        self.name = name
        self.workspace = os.path.join(folder, "workspace")
        self.home = os.path.join(folder, "home")
        self.temp = os.path.join(folder, "temp")
        for path in (self.workspace, self.home, self.temp):
            os.makedirs(path)
        self.status = "success"
        self.env = {}
        self.path = []
        self.posts = []
        self.count = 0


class GitHubRunner:
    """Runs a workflow's jobs and steps as described at the top of this file."""

    def __init__(self, world):
        self.world = world

    def run(self, flow, event_name, event=None, ref="main", inputs=None, env=None, variables=None):
        """Runs every job of `flow` for `event_name` on branch `ref`; `env` overrides the workflow's env; `variables`
        are the repository's configuration variables (the `vars` context)."""
        self.world.runs += 1
        run = Run(tempfile.mkdtemp(prefix="run-%d-" % self.world.runs, dir=self.world.base))
        event = dict(event or {})
        head = ref if event_name == "pull_request" else ""
        github = {
            "event_name": event_name, "event": event, "ref_name": ref, "ref": "refs/heads/" + ref, "head_ref": head,
            "server_url": self.world.server_url, "api_url": self.world.server_url + "/api",
            "repository": self.world.repository, "run_id": str(1000 + self.world.runs), "token": "local-token",
            "action_repository": "", "action_path": "",
        }
        workflow_env = {key: text_of(value) for key, value in (flow.get("env") or {}).items()}
        workflow_env.update(env or {})
        jobs = flow.get("jobs") or {}
        needs = {}
        for name in self.ordered(jobs):
            job = jobs[name]
            wanted = [job.get("needs")] if isinstance(job.get("needs"), str) else job.get("needs") or []
            # As on GitHub, a job's `if` sees no env (an `env.X` there is an unknown context, not an empty one).
            contexts = {"github": github, "needs": {key: needs[key] for key in wanted}, "inputs": inputs or {},
                        "vars": dict(variables or {}), "secrets": {}}
            before = "success" if all(needs[key]["result"] == "success" for key in wanted) else "failure"
            if not condition(job.get("if"), contexts, before):
                needs[name] = {"result": "skipped", "outputs": {}}
                run.results[name] = "skipped"
                continue
            start = time.monotonic()
            result = self.run_job(run, name, job, github, workflow_env, inputs or {}, needs, wanted, variables or {})
            run.timings[name] = time.monotonic() - start
            run.results[name] = result
            needs[name] = {"result": result, "outputs": {}}
        return run

    @staticmethod
    def ordered(jobs):
        done, order = set(), []

        def visit(name):
            if name in done:
                return
            wanted = jobs[name].get("needs") or []
            for other in [wanted] if isinstance(wanted, str) else wanted:
                visit(other)
            done.add(name)
            order.append(name)
        for name in jobs:
            visit(name)
        return order

    def run_job(self, run, name, job, github, workflow_env, inputs, needs, wanted, variables):
        state = Job(os.path.join(run.folder, name), name)
        github = dict(github, workspace=state.workspace, job=name)
        contexts = {"github": github, "inputs": inputs, "vars": dict(variables), "secrets": {}, "matrix": {},
                    "steps": {},
                    "needs": {key: needs[key] for key in wanted},
                    "runner": {"os": "Linux", "arch": "X64", "temp": state.temp}, "job": {"status": "success"}}
        base_env = dict(workflow_env)
        contexts["env"] = base_env
        base_env.update(substitute(job.get("env") or {}, contexts))
        self.run_steps(run, state, job.get("steps") or [], contexts, base_env, action_path=None)
        for post in state.posts:
            post(state)
        return state.status

    def run_steps(self, run, state, steps, contexts, base_env, action_path):
        """Runs `steps` (a job's, or a composite action's when `action_path` is set) in order; returns whether none
        failed."""
        failed = False
        for step in steps:
            state.count += 1
            status = "failure" if failed or state.status == "failure" else "success"
            env = dict(base_env, **state.env)
            step_contexts = dict(contexts, env=env)
            label = "%s #%d %s" % (state.name, state.count,
                                    substitute(step.get("name") or step.get("uses") or "run", contexts))
            if not condition(step.get("if"), dict(step_contexts, job={"status": status}), status):
                run.log.append("-- skipped: " + label)
                self.record(contexts, step, "skipped", {})
                continue
            env.update(substitute(step.get("env") or {}, step_contexts))
            step_contexts["env"] = env
            if "run" in step:
                if action_path is not None and not step.get("shell"):
                    raise WorkflowError("%s: a composite action's run step needs a shell" % label)
                ok, outputs = self.run_script(run, state, label, substitute(step["run"], step_contexts),
                                              step.get("shell"), env, action_path)
            elif "uses" in step:
                ok, outputs = self.uses(run, state, label, step, step_contexts, env)
            else:
                raise WorkflowError("%s: neither run nor uses" % label)
            if ok:
                outcome = "success"
            else:
                outcome = "failure"
                if not continues(step.get("continue-on-error", False), step_contexts):
                    failed = True
                    if action_path is None:
                        state.status = "failure"
            self.record(contexts, step, outcome, outputs)
        return not failed

    @staticmethod
    def record(contexts, step, outcome, outputs):
        if step.get("id"):
            contexts["steps"][step["id"]] = {"outcome": outcome, "conclusion": outcome, "outputs": outputs}

    def run_script(self, run, state, label, script, shell, env, action_path):
        if shell not in SHELLS:
            raise WorkflowError("%s: shell %r is not one this runner plays" % (label, shell))
        files = {}
        for key, name in (("GITHUB_OUTPUT", "output"), ("GITHUB_ENV", "env"), ("GITHUB_PATH", "path"),
                          ("GITHUB_STEP_SUMMARY", "summary")):
            files[key] = os.path.join(state.temp, "_%s_%d" % (name, state.count))
            open(files[key], "w").close()
        path = os.path.join(state.temp, "_script_%d.sh" % state.count)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(script)
        variables = {
            "PATH": ":".join(list(reversed(state.path)) + [SYSTEM_PATH]), "HOME": state.home, "LANG": "C.UTF-8",
            "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": state.workspace, "GITHUB_JOB": state.name,
            "GITHUB_SERVER_URL": self.world.server_url, "GITHUB_API_URL": self.world.server_url + "/api",
            "GITHUB_REPOSITORY": self.world.repository, "GITHUB_RUN_ID": str(1000 + self.world.runs),
            "RUNNER_TEMP": state.temp, "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64",
        }
        if action_path is not None:
            variables["GITHUB_ACTION_PATH"] = action_path
        variables.update(files)
        variables.update({key: text_of(value) for key, value in env.items()})
        result = subprocess.run(SHELLS[shell] + [path], cwd=state.workspace, env=variables, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, timeout=1200)
        run.log.append("-- %s (exit %d)\n%s" % (label, result.returncode, result.stdout.rstrip()))
        run.steps[label] = result.stdout
        state.env.update(read_pairs(files["GITHUB_ENV"]))
        with open(files["GITHUB_PATH"], encoding="utf-8") as handle:
            state.path += [line for line in handle.read().split("\n") if line]
        with open(files["GITHUB_STEP_SUMMARY"], encoding="utf-8") as handle:
            run.summary += handle.read()
        return result.returncode == 0, read_pairs(files["GITHUB_OUTPUT"])

    def uses(self, run, state, label, step, contexts, env):
        action = step["uses"]
        arguments = substitute(step.get("with") or {}, contexts)
        name = action.split("@")[0]
        if name == "./" or re.fullmatch(r"[^/]+/keyboard-lab", name):
            return self.composite(run, state, label, arguments, contexts)
        handler = {"actions/checkout": self.checkout, "actions/cache": self.cache,
                   "actions/upload-artifact": self.upload, "mikepenz/action-junit-report": self.junit,
                   "github/codeql-action/upload-sarif": self.sarif}.get(name)
        if handler is None:
            raise WorkflowError("%s: this runner does not play %s" % (label, action))
        ok, outputs, note = handler(run, state, arguments, contexts["github"])
        run.log.append("-- %s (%s): %s" % (label, "ok" if ok else "failed", note))
        return ok, outputs

    def composite(self, run, state, label, arguments, contexts):
        import yaml
        with open(os.path.join(self.world.action_root, "action.yml"), encoding="utf-8") as handle:
            action = yaml.safe_load(handle)
        declared = action.get("inputs") or {}
        unknown = set(arguments) - set(declared)
        if unknown:
            raise WorkflowError("%s: action.yml has no input %s" % (label, ", ".join(sorted(unknown))))
        inputs = {}
        for key, spec in declared.items():
            if key in arguments:
                inputs[key] = arguments[key]
            elif spec.get("required") and "default" not in spec:
                run.log.append("-- %s: required input %s is missing" % (label, key))
                return False, {}
            else:
                inputs[key] = text_of(spec.get("default", ""))
        # GitHub may leave action_repository empty in a composite action's steps: the workflows pass `url`.
        github = dict(contexts["github"], action_path=self.world.action_root, action_repository="")
        inner = dict(contexts, github=github, inputs=inputs, steps={})
        runs = action.get("runs") or {}
        if runs.get("using") != "composite":
            raise WorkflowError("action.yml: expected a composite action")
        ok = self.run_steps(run, state, runs.get("steps") or [], inner, dict(contexts["env"]),
                            action_path=self.world.action_root)
        outputs = {key: substitute(spec.get("value", ""), inner) for key, spec in (action.get("outputs") or {}).items()}
        return ok, outputs

    # -- the actions played locally --

    def checkout(self, run, state, arguments, github):
        # A pull request's run checks out its head here (GitHub's merge commit equals it: the base has not moved).
        ref = arguments.get("ref") or github["head_ref"] or github["ref_name"]
        result = subprocess.run(["git", "clone", "-q", "--branch", ref, self.world.remote, state.workspace],
                                capture_output=True, text=True)
        return result.returncode == 0, {}, "cloned %s at %s %s" % (self.world.remote, ref, result.stderr.strip())

    def cache(self, run, state, arguments, github):
        key = arguments["key"]
        path = os.path.expanduser(arguments["path"].replace("~", state.home, 1))
        saved = os.path.join(self.world.caches, re.sub(r"[^A-Za-z0-9._-]", "_", key))
        if os.path.isdir(saved):
            shutil.copytree(saved, path, dirs_exist_ok=True)
            return True, {"cache-hit": "true"}, "restored %s" % key

        def save(job):
            # actions/cache saves in its post step, and only when the job succeeded (post-if: success()).
            if job.status == "success" and os.path.isdir(path) and os.listdir(path):
                shutil.copytree(path, saved)
        state.posts.append(save)
        return True, {"cache-hit": "false"}, "no cache for %s" % key

    def upload(self, run, state, arguments, github):
        name = arguments["name"]
        source = os.path.join(state.workspace, arguments["path"])
        if name in run.artifacts:
            return False, {}, "an artifact named %s was uploaded already in this run" % name
        if not name or re.search(r'[":<>|*?\r\n\\/]', name):
            return False, {}, "the artifact name %r holds a character upload-artifact refuses" % name
        if not os.path.exists(source):
            missing = arguments.get("if-no-files-found", "warn")
            return missing != "error", {}, "no files at %s (%s)" % (arguments["path"], missing)
        target = os.path.join(run.folder, "artifacts", name)
        shutil.copytree(source, target)
        run.artifacts[name] = target
        return True, {"artifact-url": "%s/artifacts/%s" % (self.world.server_url, name)}, "uploaded " + name

    def sarif(self, run, state, arguments, github):
        """code scanning's upload: the file must be SARIF 2.1.0 whose every result names a rule of its tool and
        locates a file of the repository by a relative path."""
        path = arguments["sarif_file"]
        path = path if os.path.isabs(path) else os.path.join(state.workspace, path)
        try:
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError) as error:
            return False, {}, "no SARIF at %s: %s" % (path, error)
        if data.get("version") != "2.1.0" or not data.get("runs"):
            return False, {}, "%s is not SARIF 2.1.0" % path
        tool = data["runs"][0]
        rules = [rule["id"] for rule in tool["tool"]["driver"].get("rules", [])]
        for result in tool.get("results", []):
            uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            if rules[result["ruleIndex"]] != result["ruleId"] or uri.startswith("/") \
                    or not os.path.exists(os.path.join(state.workspace, uri)):
                return False, {}, "%s: a result that locates no file of the repository: %r" % (path, result)
        run.sarif.append((path, len(tool.get("results", []))))
        return True, {}, "uploaded %d results to code scanning (%s)" % (len(tool.get("results", [])),
                                                                       arguments.get("category", ""))

    def junit(self, run, state, arguments, github):
        files = glob.glob(os.path.join(state.workspace, arguments["report_paths"]))
        if not files:
            return False, {}, "no JUnit file at " + arguments["report_paths"]
        for path in files:
            root = ElementTree.parse(path).getroot()
            if root.tag not in ("testsuites", "testsuite"):
                return False, {}, "%s is not JUnit XML" % path
            run.junit.append((path, int(root.get("tests", 0)), int(root.get("failures", 0)),
                              int(root.get("errors", 0))))
        return True, {}, "published %d JUnit file(s)" % len(files)

