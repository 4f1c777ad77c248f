#!/usr/bin/python3
"""End-to-end test of `keyboard-lab review` in real headless Chromium, as a reviewer would use it.

Breaks four goldens of the demo scenario in a copy of the goldens and removes a fifth, runs `review`, opens the
printed URL in Chromium (Debian's chromium, chromium-driver and python3-selenium), accepts the first failing
capture with the mouse and the next with the `a` key, each time finding the next capture to review selected and in
view once every image has loaded (not pushed off screen by the cards above it changing height), accepts the rest
and the new one, sees the page update without a reload, finds the goldens rewritten and the old ones under .trash,
sees a request without the token refused, and runs `check` again, which passes.

Usage: review_e2e.py KEYBOARD_LAB_BINARY [SCREENSHOT.png]
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as ready
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIO = os.path.join(ROOT, "Assets", "Scenarios", "demo.scenario")
FAILING = "demo/show-0.25.png"
# More failing captures after it, so that the page is several cards long.
MORE = ["demo/type-and-tab-0.70.png", "demo/type-and-tab-0.90.png", "demo/type-and-tab-1.40.png"]
NEW = "demo/show-0.50.png"


def fail(message):
    print(f"review e2e: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def read(path):
    with open(path, "rb") as file:
        return file.read()


def start_review(binary, work):
    command = [binary, "review", SCENARIO, "--goldens", "goldens", "--report", "report", "--port", "0"]
    server = subprocess.Popen(command, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env=dict(os.environ, CI="1"))
    deadline = time.time() + 120
    output = []
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        output.append(line)
        match = re.search(r"open (http://127\.0\.0\.1:\d+/\?token=[0-9a-f]+)", line)
        if match:
            return server, match.group(1)
    server.kill()
    fail("review printed no URL:\n" + "".join(output))


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000",
                 "--force-device-scale-factor=1"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"),
                            options=options)


def card(driver, capture):
    return driver.find_element(By.ID, "capture-" + capture)


def wait_for_decision(driver, capture, decision):
    # The page replaces a card when its answer comes, so a card found a moment ago may be gone: look again.
    WebDriverWait(driver, 10, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: card(d, capture).get_attribute("data-decision") == decision,
        f"{capture} never showed {decision}")


def settled(driver):
    """Waits until every image down to the bottom of the view has loaded and the layout has had a frame to follow.
    Lazy images further down load when Chromium decides (their loading can stall in a headless run); they move
    nothing above them."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return Array.prototype.every.call(document.images, function (i) {"
        " return i.complete || (i.loading === 'lazy' && i.getBoundingClientRect().top > window.innerHeight); });"))
    time.sleep(0.4)


def current_in_view(driver, expected, after):
    """The selected card is `expected`, and it is in view below the sticky header after every image loaded."""
    WebDriverWait(driver, 10, ignored_exceptions=(StaleElementReferenceException,)).until(
        lambda d: (d.execute_script("var c = document.querySelector('article.card.current');"
                                    "return c && c.dataset.id;") == expected),
        f"after {after}, the selected capture is not {expected}")
    settled(driver)
    top, height, header = driver.execute_script(
        "var c = document.querySelector('article.card.current');"
        "return [c.getBoundingClientRect().top, window.innerHeight,"
        " document.querySelector('header').getBoundingClientRect().bottom];")
    if not (header - 2 <= top < height - 100):
        fail(f"after {after}, {expected} is off screen: its top at {top:.0f} px, the header ends at {header:.0f}, "
             f"the window is {height} px high")


def main():
    if len(sys.argv) < 2:
        fail("usage: review_e2e.py KEYBOARD_LAB_BINARY [SCREENSHOT.png]")
    binary = os.path.abspath(sys.argv[1])
    screenshot = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
    work = tempfile.mkdtemp(prefix="review-e2e-")
    goldens = os.path.join(work, "goldens")
    shutil.copytree(os.path.join(ROOT, "Tests", "Goldens", "demo"), os.path.join(goldens, "demo"))
    shutil.copy(os.path.join(ROOT, "Tests", "Goldens", "environment.json"), goldens)
    # A golden from elsewhere in the sequence stands in for a changed one; another is gone (a new capture).
    for path in [FAILING] + MORE:
        shutil.copy(os.path.join(goldens, "demo", "show-0.00.png"), os.path.join(goldens, path))
    broken = read(os.path.join(goldens, FAILING))
    os.remove(os.path.join(goldens, NEW))

    server, url = start_review(binary, work)
    driver = browser()
    try:
        driver.get(url)
        WebDriverWait(driver, 10).until(ready.presence_of_element_located((By.ID, "capture-" + FAILING)))
        shown = [c.get_attribute("data-id") for c in driver.find_elements(By.CSS_SELECTOR, "article.card")]
        if sorted(shown) != sorted([FAILING, NEW] + MORE):
            fail(f"the page shows {shown}; expected only the failing and the new captures")
        driver.execute_script("window.notReloaded = true;")
        if screenshot:
            driver.save_screenshot(screenshot)
        settled(driver)
        order = [c.get_attribute("data-id") for c in driver.find_elements(By.CSS_SELECTOR, "article.card")]

        # Accept the first capture with the mouse: the next one becomes current, in view.
        card(driver, order[0]).find_element(By.CSS_SELECTOR, "button.accept").click()
        wait_for_decision(driver, order[0], "accepted")
        current_in_view(driver, order[1], "accepting the first capture with the mouse")
        # Accept that one with the key: the one after it becomes current, in view.
        driver.find_element(By.TAG_NAME, "body").send_keys("a")
        wait_for_decision(driver, order[1], "accepted")
        current_in_view(driver, order[2], "accepting the second capture with the a key")
        for capture in order[2:]:
            card(driver, capture).find_element(By.CSS_SELECTOR, "button.accept").click()
            wait_for_decision(driver, capture, "accepted")
        actual = read(os.path.join(work, "report", FAILING.replace(".png", ".actual.png")))
        if read(os.path.join(goldens, FAILING)) != actual:
            fail("the golden was not rewritten with the actual image")
        trash = [os.path.join(d, f) for d, _, files in os.walk(os.path.join(goldens, ".trash")) for f in files]
        kept = [path for path in trash if path.endswith(FAILING)]
        if len(trash) != len(MORE) + 1 or [read(path) for path in kept] != [broken]:
            fail(f".trash holds {trash}; expected each old golden once")

        if not os.path.exists(os.path.join(goldens, NEW)):
            fail("accepting the new capture wrote no golden")
        if not driver.execute_script("return window.notReloaded === true;"):
            fail("the page reloaded; expected it to update in place")
        status = driver.find_element(By.ID, "status").text
        if "accepted" not in status:
            fail(f"the status line says {status!r}; expected it to name the accepted capture")

        # A request without the token is refused and changes nothing.
        before = read(os.path.join(goldens, FAILING))
        request = urllib.request.Request(url.split("?")[0] + "api/undo", data=b'{"id": "%s"}' % FAILING.encode(),
                                         method="POST", headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(request)
            fail("an undo without the token was accepted")
        except urllib.error.HTTPError as error:
            if error.code != 403 or b"X-Review-Token" not in error.read():
                fail(f"an undo without the token got {error.code}; expected 403 naming X-Review-Token")
        if read(os.path.join(goldens, FAILING)) != before:
            fail("a refused request changed the golden")
    finally:
        driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            fail("review did not stop on Ctrl+C")

    check = subprocess.run([binary, "check", SCENARIO, "--goldens", "goldens", "--report", "report2"], cwd=work,
                           env=dict(os.environ, CI="1"), capture_output=True, text=True)
    if check.returncode != 0:
        fail("check after accepting still fails:\n" + check.stdout + check.stderr)
    shutil.rmtree(work)
    print("review e2e: passed (accepted by click and by key in Chromium, the next capture selected and in view after "
          "each, page updated in place, goldens rewritten, old goldens in .trash, tokenless request refused, "
          "check passes)")


if __name__ == "__main__":
    main()
