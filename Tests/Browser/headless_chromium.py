"""What the browser tests share: Debian's headless Chromium driven through chromedriver, with
the console and the network log kept, the two things every page is checked for first (no
console error, no request beyond the page's own files), axe-core's accessibility check, and
the loop that runs a test's checks.
"""

import json
import pathlib
import shutil
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(window_size, downloads=None):
    """A headless Chromium at `window_size` ("W,H") and device scale 1, so screenshots are
    the page's own pixels; with `downloads`, files the page downloads land there unasked."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={window_size}", "--hide-scrollbars",
                     "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    if downloads is not None:
        options.add_experimental_option("prefs", {
            "download.default_directory": str(downloads), "download.prompt_for_download": False,
            "safebrowsing.enabled": False})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    if downloads is not None:
        driver.execute_cdp_cmd("Browser.setDownloadBehavior",
                               {"behavior": "allow", "downloadPath": str(downloads)})
    return driver


def console_errors(driver):
    """The console's errors since the last call."""
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def requested_urls(driver):
    """Every URL the page asked for since the last call, from the DevTools network log."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


# The impacts a page may not have any violation of.
BLOCKING_IMPACTS = ("serious", "critical")


def axe_violations(driver):
    """axe-core's serious and critical violations of the page now shown, as one line each
    (`rule: impact: the first offending element`). axe-core comes from axe-selenium-python's
    copy of axe.min.js, injected into the page: nothing is fetched. The page's own state is
    what is checked, so call it with the controls worth checking on screen."""
    import axe_selenium_python
    script = pathlib.Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
    driver.execute_script(script.read_text(encoding="utf8"))
    results = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(done, function (error) { done({error: String(error)}); });")
    if "error" in results:
        raise AssertionError(f"axe-core failed: {results['error']}")
    lines = []
    for violation in results["violations"]:
        if violation["impact"] not in BLOCKING_IMPACTS:
            continue
        targets = [" ".join(map(str, node["target"])) for node in violation["nodes"]]
        lines.append(f"{violation['id']}: {violation['impact']}: {len(targets)} element(s), "
                     f"first {targets[0] if targets else '?'} ({violation['help']})")
    return lines


def run_checks(checks):
    """Runs every check, printing `ok` or `FAIL` and the traceback of each failure, so that one
    failing check does not hide the next; returns (passed, failed)."""
    passed = failed = 0
    for check in checks:
        try:
            check()
            passed += 1
            print(f"ok   {check.__name__}")
        except Exception:  # noqa: BLE001 - every failure is reported, then the next check runs
            failed += 1
            print(f"FAIL {check.__name__}")
            traceback.print_exc(limit=3)
    return passed, failed
