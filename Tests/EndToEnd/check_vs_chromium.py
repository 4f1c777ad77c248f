#!/usr/bin/python3
"""check's capture rate beside headless Chromium's screenshot rate, measured side by side in one run.

Runs `keyboard-lab check` of the shipped golden suite (Assets/Scenarios against Tests/Goldens, as CI runs it) and,
in turns with it, takes Selenium screenshots in headless Chromium (Debian's chromium, chromium-driver and
python3-selenium) of a page of the size of the suite's most common capture, showing that capture. Each side's rate
is the median of its rounds, so a burst of load on the machine falls on both. Prints both rates, their ratio and
whether it meets the TARGET (35 by default). The figure is reported, never enforced: the ratio depends on the
machine, so the script exits 0 whatever it measures, and fails only when it cannot measure (no browser, a check that
fails, a screenshot of the wrong size).

The comparison leans against check: its rate counts every capture of the suite (rendered, the golden read and
compared, the report written), and the suite's average capture has more pixels than the browser's page.

Usage: check_vs_chromium.py KEYBOARD_LAB_BINARY [--target 35] [--rounds 3] [--shots 30]
"""

import argparse
import collections
import glob
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "Assets", "Scenarios")
GOLDENS = os.path.join(ROOT, "Tests", "Goldens")


def fail(message):
    print(f"check vs chromium: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def png_size(path_or_bytes):
    data = path_or_bytes if isinstance(path_or_bytes, bytes) else open(path_or_bytes, "rb").read(24)
    return struct.unpack(">II", data[16:24])


def typical_capture():
    """The suite's most common capture size, one golden of that size, and the suite's mean pixels a capture."""
    goldens = sorted(p for p in glob.glob(os.path.join(GOLDENS, "**", "*.png"), recursive=True)
                     if "/.trash/" not in p)
    if not goldens:
        fail(f"no goldens under {GOLDENS}")
    sizes = {path: png_size(path) for path in goldens}
    (width, height), _ = collections.Counter(sizes.values()).most_common(1)[0]
    example = next(path for path, size in sizes.items() if size == (width, height))
    mean = sum(w * h for w, h in sizes.values()) / len(sizes)
    return width, height, example, mean


def check_round(binary, scenarios, report):
    """One `check` of the suite: (captures, seconds)."""
    shutil.rmtree(report, ignore_errors=True)
    start = time.perf_counter()
    result = subprocess.run([binary, "check", *scenarios, "--goldens", GOLDENS, "--report", report],
                            capture_output=True, text=True, env=dict(os.environ, CI="1"))
    seconds = time.perf_counter() - start
    match = re.search(r"check: (\d+) captures, (\d+) passed", result.stdout)
    if result.returncode != 0 or not match or match.group(1) != match.group(2):
        fail(f"check of the suite did not pass (status {result.returncode}):\n{result.stdout}{result.stderr}")
    return int(match.group(1)), seconds


def browser(width, height):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--force-device-scale-factor=1",
                 f"--window-size={width},{height}", "--hide-scrollbars"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    # The viewport exactly the capture's size, whatever the window's frame takes.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    return driver


def chromium_round(driver, shots, size):
    """`shots` screenshots: seconds."""
    start = time.perf_counter()
    for _ in range(shots):
        png = driver.get_screenshot_as_png()
        if png_size(png) != size:
            fail(f"a screenshot is {png_size(png)}, not {size}")
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--target", type=float, default=35)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--shots", type=int, default=30)
    args = parser.parse_args()
    scenarios = sorted(glob.glob(os.path.join(SCENARIOS, "*.scenario")))
    width, height, example, mean = typical_capture()
    work = tempfile.mkdtemp(prefix="check-vs-chromium-")
    try:
        shutil.copy(example, os.path.join(work, "capture.png"))
        page = os.path.join(work, "page.html")
        with open(page, "w") as file:
            file.write("<!doctype html><html><body style='margin:0;overflow:hidden'>"
                       f"<img src='capture.png' width='{width}' height='{height}' style='display:block'>"
                       "</body></html>")
        driver = browser(width, height)
        try:
            driver.get("file://" + page)
            if not driver.execute_script("return document.images[0].complete && document.images[0].naturalWidth"):
                fail("the page's capture did not load")
            driver.get_screenshot_as_png()  # the first frame, untimed
            check_rates, browser_rates = [], []
            captures = 0
            for _ in range(args.rounds):
                captures, seconds = check_round(args.binary, scenarios, os.path.join(work, "report"))
                check_rates.append(captures / seconds)
                browser_rates.append(args.shots / chromium_round(driver, args.shots, (width, height)))
        finally:
            driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    check_rate, browser_rate = statistics.median(check_rates), statistics.median(browser_rates)
    ratio = check_rate / browser_rate
    print(f"check: {check_rate:.0f} captures/s ({captures} captures of {mean / 1e6:.2f} MP on average, "
          f"median of {args.rounds} runs)")
    print(f"chromium: {browser_rate:.1f} screenshots/s ({width}×{height}, {width * height / 1e6:.2f} MP, "
          f"{args.shots} a round, median of {args.rounds} rounds)")
    verdict = "met" if ratio >= args.target else "not met on this machine"
    print(f"ratio: {ratio:.1f}× (target {args.target:g}×: {verdict}; reported, not enforced)")


if __name__ == "__main__":
    main()
