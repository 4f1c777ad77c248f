"""A local GitLab Runner for one job of KeyboardLab's shipped .gitlab-ci.yml, so the integration test can run it as a
runner would, on this machine, in a runner folder kept between pipelines.

A job runs as GitLab Runner's executors run it: the project is fetched into the runner folder (cloned the first
time) and its commit checked out, the folder is cleaned with `git clean -ffdx` (GIT_CLEAN_FLAGS, unless the test asks
for none: the untracked files of the last pipeline then stay), the cache is restored into the folder, before_script
and script run in one bash with `set -eo pipefail`, the cache is saved after a successful job (cache:when
on_success), and the artifacts are kept by their `when:` (on_success, on_failure, always). `extends:` is merged as
GitLab merges it (mappings deeply, lists replaced); variables are expanded in order, with the predefined ones a
pipeline has. A job's `image:` is not started: this machine is the Debian image the file names.
"""

import os
import re
import shutil
import subprocess
import time

SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def merged(base, override):
    result = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merged(result[key], value)
        else:
            result[key] = value
    return result


def expand(text, variables):
    """`$NAME` and `${NAME}` in `text` replaced by their values (unknown names by nothing), as GitLab expands them."""
    return re.sub(r"\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?", lambda match: variables.get(match.group(1), ""), str(text))


class JobResult:
    def __init__(self, name, status, log, seconds, artifacts):
        self.name = name
        self.status = status
        self.log = log
        self.seconds = seconds
        self.artifacts = artifacts


class GitLabRunner:
    """Runs jobs of `flow` (the parsed file) for the project in the git repository `remote`, keeping caches in
    `caches`."""

    def __init__(self, flow, remote, caches, project="team/app", host="gitlab.example.com"):
        self.flow = flow
        self.remote = remote
        self.caches = caches
        self.project = project
        self.host = host
        self.jobs = 0

    def job(self, name):
        job = self.flow[name]
        parents = job.get("extends") or []
        for parent in [parents] if isinstance(parents, str) else parents:
            job = merged(self.job(parent), {key: value for key, value in job.items() if key != "extends"})
        return job

    def variables(self, job, folder, ref, source, extra):
        self.jobs += 1
        variables = {
            "CI": "true", "GITLAB_CI": "true", "CI_PROJECT_DIR": folder, "CI_SERVER_HOST": self.host,
            "CI_PROJECT_PATH": self.project, "CI_JOB_ID": str(5000 + self.jobs), "CI_COMMIT_REF_NAME": ref,
            "CI_PIPELINE_SOURCE": source,
            "CI_JOB_URL": "https://%s/%s/-/jobs/%d" % (self.host, self.project, 5000 + self.jobs),
        }
        if source == "merge_request_event":
            variables["CI_MERGE_REQUEST_SOURCE_BRANCH_NAME"] = ref
        else:
            variables["CI_COMMIT_BRANCH"] = ref
        for scope in (self.flow.get("variables") or {}, job.get("variables") or {}, extra or {}):
            for key, value in scope.items():
                value = value.get("value", "") if isinstance(value, dict) else value
                variables[key] = expand(value, variables)
        return variables

    def fetch(self, folder, ref, clean):
        steps = [] if os.path.isdir(os.path.join(folder, ".git")) else [["git", "clone", "-q", self.remote, folder]]
        steps += [["git", "-C", folder, "fetch", "-q", "--prune", "origin"],
                  ["git", "-C", folder, "checkout", "-q", "-f", "origin/" + ref]]
        if clean:
            steps.append(["git", "-C", folder, "clean", "-q", "-ffdx"])
        for command in steps:
            subprocess.run(command, check=True, capture_output=True)

    def run(self, name, folder, ref, source="push", variables=None, clean=True):
        """Runs job `name` in the runner folder `folder` at branch `ref`; returns a JobResult."""
        job = self.job(name)
        start = time.monotonic()
        self.fetch(folder, ref, clean)
        env = self.variables(job, folder, ref, source, variables)
        cache = job.get("cache") or {}
        saved = None
        if cache:
            saved = os.path.join(self.caches, re.sub(r"[^A-Za-z0-9._-]", "_", expand(cache["key"], env)))
            for path in cache.get("paths") or []:
                if os.path.exists(os.path.join(saved, path)):
                    shutil.copytree(os.path.join(saved, path), os.path.join(folder, path), dirs_exist_ok=True)
        lines = ["set -eo pipefail"] + list(job.get("before_script") or []) + list(job.get("script") or [])
        script = os.path.join(folder, "..", "%s-%d.sh" % (name, self.jobs))
        with open(script, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        home = os.path.join(os.path.dirname(folder), "home")
        os.makedirs(home, exist_ok=True)
        process_env = dict(env, PATH=SYSTEM_PATH, HOME=home, LANG="C.UTF-8")
        done = subprocess.run(["bash", script], cwd=folder, env=process_env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=1200)
        status = "success" if done.returncode == 0 else "failed"
        if cache and status == "success":
            for path in cache.get("paths") or []:
                if os.path.exists(os.path.join(folder, path)):
                    shutil.copytree(os.path.join(folder, path), os.path.join(saved, path), dirs_exist_ok=True)
        kept = self.keep_artifacts(job, folder, env, status)
        return JobResult(name, status, done.stdout, time.monotonic() - start, kept)

    @staticmethod
    def keep_artifacts(job, folder, env, status):
        """The artifact paths the job keeps (relative to the folder, existing ones only), copied beside the folder so
        the next pipeline's cleaning cannot take them."""
        artifacts = job.get("artifacts") or {}
        when = artifacts.get("when", "on_success")
        if when == "on_success" and status != "success" or when == "on_failure" and status == "success":
            return {}
        paths = [expand(path, env) for path in artifacts.get("paths") or []]
        paths += [expand(path, env) for path in (artifacts.get("reports") or {}).values()]
        store = os.path.join(os.path.dirname(folder), "artifacts-%s" % env["CI_JOB_ID"])
        kept = {}
        for path in paths:
            source = os.path.join(folder, path)
            if not os.path.exists(source):
                continue
            target = os.path.join(store, path)
            if os.path.isdir(source):
                shutil.copytree(source, target)
            else:
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copyfile(source, target)
            kept[path.rstrip("/")] = target
        return kept
