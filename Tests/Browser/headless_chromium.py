"""What both browser tests share: Debian's headless Chromium driven through chromedriver, with
the console and the network log kept, and the two things every page is checked for first (no
console error, no request beyond the page's own files).
"""

import json
import shutil

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
