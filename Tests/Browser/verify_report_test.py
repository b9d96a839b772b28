#!/usr/bin/env python3
"""Drives `snapreplay verify --report`'s page in a real headless Chromium (Selenium + chromedriver).

Each check is one behaviour of the test contract in docs/VisualRegression.md: the page loads
from file:// with no console error and no request other than file:, data:, blob: or about:,
a failing recording comes open and a passing one collapsed with no picture, the tabs switch
what is shown, the swipe slider moves the line between golden and actual, the frame strip marks
exactly the frames `verify --json` says differ, and ticking a recording and pressing Accept
downloads an approvals.json whose frames and SHA-256 hashes are those of the actual frames on
disk — which `snapreplay approve` then re-records, after which `verify` passes. The oracles are
`verify --json` and hashlib, never the page's own data. Prints one line per check and
`N passed, N failed`; exits 1 when any failed. A suite of fifteen recordings checks the order
(failures first), the collapsed passing ones, that pictures are set up only near the screen, and
approvals of two recordings with their own options.

Usage: Tests/Browser/verify_report_test.py [--snapreplay PATH] [--screenshot FILE]
  --screenshot FILE  also saves the failing report (docs/images/verify-report.png)
"""

import argparse
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from headless_chromium import (axe_violations, chromium, console_errors, requested_urls,
                              run_checks)

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The most a check may wait for the page (or a download) to react, in seconds.
PATIENCE = 5
# Goldens of the first three applies; the report renders four, so the first frames are
# identical, the held end of the third apply now shows the fourth (different), and the frames
# after it have no golden.
GOLDEN_OPTIONS = ["--fps", "5", "--to", "3", "--scale", "0.75"]
CHANGED_OPTIONS = ["--fps", "5", "--to", "4", "--scale", "0.75"]


def wait(condition, message="condition"):
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {message}")


class Scenario:
    """A scratch directory where `verify` ran: goldens recorded, then a changed render."""

    def __init__(self, snapreplay, scratch):
        self.snapreplay = snapreplay
        self.scratch = scratch
        shutil.copy(ROOT / "Recordings" / "insertion-sort.jsonl", scratch / "sort.jsonl")
        self.environment = dict(os.environ, SNAPREPLAY_RECORD="")
        self.run("verify", "sort.jsonl", "--golden", "goldens/sort", "--artifacts", "artifacts",
                 *GOLDEN_OPTIONS, "--report", "passing-report", expect=1)
        # The same options again: a passing recording.
        self.run("verify", "sort.jsonl", "--golden", "goldens/sort", "--artifacts", "artifacts",
                 *GOLDEN_OPTIONS, "--report", "passing-report", expect=0)
        run = self.run("verify", "sort.jsonl", "--golden", "goldens/sort", "--artifacts",
                       "artifacts", *CHANGED_OPTIONS, "--record", "never", "--json",
                       "--report", "report", expect=1)
        self.verdict = json.loads(run.stdout)
        self.report = scratch / "report" / "index.html"
        self.passing = scratch / "passing-report" / "index.html"

    def run(self, *arguments, expect):
        run = subprocess.run([self.snapreplay, *arguments], cwd=self.scratch, text=True,
                             capture_output=True, env=self.environment)
        assert run.returncode == expect, (arguments, run.returncode, run.stderr)
        return run

    def failing_frames(self):
        return [frame["name"] for frame in self.verdict["frames"]
                if frame["status"] not in ("identical", "withinTolerance")]


class SuiteScenario:
    """A suite of recordings verified together: the Wi-Fi demo (a network renamed since its
    goldens: `changed`, the label named) and twelve small recordings (goldens hold the first apply, the render now plays
    the next) fail, two pass."""

    SMALL = ROOT / "Tests" / "SnapreplayCLITests" / "Fixtures" / "render-small.jsonl"
    HELD = {"fps": 10, "to": 1, "hold": 0.6}

    def __init__(self, scenario):
        self.scenario = scenario
        scratch = scenario.scratch / "suite"
        scratch.mkdir()
        shutil.copy(ROOT / "Recordings" / "wifi-settings.jsonl", scratch / "a-wifi.jsonl")
        names = [f"small-{index:02}" for index in range(12)] + ["pass-a", "pass-b"]
        for name in names:
            shutil.copy(self.SMALL, scratch / f"{name}.jsonl")
        wifi_options = {"fps": 5, "to": 4, "scale": 0.5}
        recorded = [{"recording": "a-wifi.jsonl", "goldens": "goldens/a-wifi", "options": wifi_options}]
        recorded += [{"recording": f"{name}.jsonl", "goldens": f"goldens/{name}",
                      "options": self.HELD} for name in names]
        (scratch / "record.json").write_text(json.dumps({"recordings": recorded}))
        changed = [{"recording": "a-wifi.jsonl", "goldens": "goldens/a-wifi",
                    "options": wifi_options}]
        changed += [{"recording": f"{name}.jsonl", "goldens": f"goldens/{name}",
                     "options": self.HELD if name.startswith("pass") else {"fps": 10}}
                    for name in names]
        (scratch / "suite.json").write_text(json.dumps({"recordings": changed}))
        self.scratch = scratch
        scenario.run("verify", "--suite", "suite/record.json", "--artifacts", "suite/artifacts",
                     expect=1)
        # The app now names a network differently: its row's pixels change in every frame.
        wifi = scratch / "a-wifi.jsonl"
        wifi.write_text(wifi.read_text().replace('"Evergreen"', '"Evergreen 5G"'))
        run = scenario.run("verify", "--suite", "suite/suite.json", "--artifacts",
                           "suite/artifacts", "--record", "never", "--json",
                           "--report", "suite-report", expect=1)
        self.verdicts = {pathlib.Path(result["goldens"]).name: result
                         for result in json.loads(run.stdout)["recordings"]}
        self.report = scenario.scratch / "suite-report" / "index.html"


def load(driver, page):
    driver.get("about:blank")
    driver.get(page.as_uri())
    wait(lambda: driver.find_element(By.ID, "review").get_attribute("data-ready") == "true",
         "data-ready")


def viewer(driver):
    return driver.find_element(By.CSS_SELECTOR, "[data-recording] .viewer")


def shown_image(driver):
    """The source of the picture in the pane the viewer shows, and whether it loaded."""
    mode = viewer(driver).get_attribute("data-mode")
    image = driver.find_element(By.CSS_SELECTOR, f"[data-recording] .pane.{mode} img")
    wait(lambda: driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0",
                                       image), f"the {mode} picture to load")
    return image.get_attribute("src")


def checks(driver, scenario, suite, downloads):
    def loads_without_errors_or_network():
        for page in (scenario.report, scenario.passing):
            driver.get_log("browser")
            driver.get_log("performance")
            load(driver, page)
            # Pictures of hidden panes load lazily; the shown ones load.
            for image in driver.find_elements(By.CSS_SELECTOR, "img"):
                if image.is_displayed():
                    wait(lambda: driver.execute_script(
                        "return arguments[0].complete && arguments[0].naturalWidth > 0", image),
                        "a shown picture to load")
            errors = console_errors(driver)
            assert not errors, f"{page}: console errors {errors}"
            foreign = [url for url in requested_urls(driver)
                       if not url.startswith(("file:", "data:", "about:", "blob:"))]
            assert not foreign, f"{page}: requests {foreign}"

    def failing_recording_is_open_and_passing_one_collapsed():
        load(driver, scenario.report)
        section = driver.find_element(By.CSS_SELECTOR, "[data-recording]")
        assert section.get_attribute("data-status") == "failed"
        assert section.get_attribute("data-open") == "true"
        wait(lambda: section.get_attribute("data-loaded") == "true", "the viewer to be set up")
        load(driver, scenario.passing)
        section = driver.find_element(By.CSS_SELECTOR, "[data-recording]")
        assert section.get_attribute("data-status") == "passed"
        assert section.get_attribute("data-open") == "false"
        assert not driver.find_elements(By.CSS_SELECTOR, "img"), "a passing recording shows no picture"
        assert not driver.find_elements(By.CSS_SELECTOR, "[data-accept]")
        assert driver.find_element(By.ID, "accept").get_attribute("disabled")

    def tabs_switch_what_is_shown():
        load(driver, scenario.report)
        frame = viewer(driver).get_attribute("data-frame")
        assert frame == scenario.failing_frames()[0], (frame, scenario.failing_frames())
        sources = {}
        for mode in ("golden", "actual", "diff"):
            driver.find_element(By.CSS_SELECTOR, f"[data-tab='{mode}']").click()
            assert viewer(driver).get_attribute("data-mode") == mode
            tab = driver.find_element(By.CSS_SELECTOR, f"[data-tab='{mode}']")
            assert tab.get_attribute("aria-selected") == "true"
            sources[mode] = shown_image(driver)
            visible = [pane for pane in driver.find_elements(By.CSS_SELECTOR, ".pane") if pane.is_displayed()]
            assert len(visible) == 1, "one pane at a time"
        assert sources["golden"].endswith(f"/golden/{frame}"), sources
        assert sources["actual"].endswith(f"/actual/{frame}"), sources
        assert sources["diff"].endswith(".diff.png"), sources
        golden = scenario.scratch / "goldens" / "sort" / frame
        copied = scenario.report.parent / sources["golden"].split("/report/", 1)[1]
        assert copied.read_bytes() == golden.read_bytes(), "the golden shown is the golden's copy"
        driver.find_element(By.CSS_SELECTOR, "[data-tab='side']").click()
        figures = driver.find_elements(By.CSS_SELECTOR, ".pane.side figure")
        assert [figure.is_displayed() for figure in figures] == [True, True, True]

    def swipe_moves_the_line():
        load(driver, scenario.report)
        driver.find_element(By.CSS_SELECTOR, "[data-tab='swipe']").click()
        assert viewer(driver).get_attribute("data-mode") == "swipe"
        over = driver.find_element(By.CSS_SELECTOR, ".pane.swipe .swipe-over")
        assert driver.execute_script("return arguments[0].style.clipPath", over) == "inset(0px 0px 0px 50%)"
        slider = driver.find_element(By.CSS_SELECTOR, "[data-swipe-slider]")
        for _ in range(10):
            slider.send_keys(Keys.ARROW_RIGHT)
        assert viewer(driver).get_attribute("data-swipe") == "60"
        assert driver.execute_script("return arguments[0].style.clipPath", over) == "inset(0px 0px 0px 60%)"
        # Home puts the line at the left edge: the actual frame whole.
        slider.send_keys(Keys.HOME)
        assert viewer(driver).get_attribute("data-swipe") == "0"
        line = driver.find_element(By.CSS_SELECTOR, ".swipe-line")
        assert line.value_of_css_property("left") == "0px", line.value_of_css_property("left")

    def frame_strip_marks_the_differing_frames():
        load(driver, scenario.report)
        cells = driver.find_elements(By.CSS_SELECTOR, "[data-strip-frame]")
        names = [cell.get_attribute("data-strip-frame") for cell in cells]
        assert names == [frame["name"] for frame in scenario.verdict["frames"]], names
        marked = [cell.get_attribute("data-strip-frame") for cell in cells
                  if cell.get_attribute("data-differs") == "true"]
        assert marked == scenario.failing_frames(), (marked, scenario.failing_frames())
        statuses = {frame["name"]: frame["status"] for frame in scenario.verdict["frames"]}
        assert all(cell.get_attribute("data-status") == statuses[cell.get_attribute("data-strip-frame")]
                   for cell in cells)
        assert "noGolden" in statuses.values(), "the changed render has frames without a golden"
        identical = next(cell for cell in cells if cell.get_attribute("data-status") == "identical")
        identical.click()
        assert viewer(driver).get_attribute("data-frame") == identical.get_attribute("data-strip-frame")
        assert identical.get_attribute("aria-current") == "true"
        driver.find_element(By.CSS_SELECTOR, "[data-tab='golden']").click()
        assert shown_image(driver).endswith("/golden/" + identical.get_attribute("data-strip-frame"))
        # The arrow keys move along the strip from the focused cell.
        cells[1].click()
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        assert viewer(driver).get_attribute("data-frame") == names[2]
        ActionChains(driver).send_keys(Keys.END).perform()
        assert viewer(driver).get_attribute("data-frame") == names[-1]
        ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
        assert viewer(driver).get_attribute("data-frame") == names[-2]

    def download_approvals():
        """Presses Accept and returns the approvals.json it downloads."""
        for old in downloads.glob("*"):
            old.unlink()
        driver.find_element(By.ID, "accept").click()
        target = downloads / "approvals.json"
        wait(lambda: target.exists() and target.stat().st_size > 0, "approvals.json to download")
        return json.loads(target.read_text())["approvals"]

    def frame_boxes_choose_exactly_those_frames():
        load(driver, scenario.report)
        failing = scenario.failing_frames()
        chosen = failing[::2]
        for name in chosen:
            driver.find_element(By.CSS_SELECTOR, f"[data-strip-frame='{name}']").click()
            box = driver.find_element(By.CSS_SELECTOR, f"[data-accept-frame='{name}']")
            assert not box.is_selected()
            box.click()
        recording = driver.find_element(By.CSS_SELECTOR, "[data-accept]")
        assert recording.get_attribute("data-chosen") == str(len(chosen))
        assert driver.execute_script("return arguments[0].indeterminate", recording)
        label = recording.find_element(By.XPATH, "..").text
        assert label == f"accept {len(chosen)} of {len(failing)} frames", label
        marked = [cell.get_attribute("data-strip-frame")
                  for cell in driver.find_elements(By.CSS_SELECTOR, "[data-strip-frame]")
                  if cell.get_attribute("data-chosen") == "true"]
        assert marked == chosen, (marked, chosen)
        assert driver.find_element(By.ID, "accept").get_attribute("data-count") == str(len(chosen))
        [approval] = download_approvals()
        assert [frame["name"] for frame in approval["frames"]] == chosen, approval["frames"]

    def kind_buttons_choose_every_frame_of_a_kind():
        load(driver, scenario.report)
        # The oracle is verify --json: its statuses and each compared frame's structure.
        kinds = {}
        for frame in scenario.verdict["frames"]:
            if frame["status"] == "noGolden":
                kinds.setdefault("no golden", []).append(frame["name"])
            elif frame.get("structure"):
                kind = "changed" if frame["structure"] == "changed" else "pixels-only"
                kinds.setdefault(kind, []).append(frame["name"])
        buttons = {button.get_attribute("data-accept-kind"): button
                   for button in driver.find_elements(By.CSS_SELECTOR, "[data-accept-kind]")}
        assert sorted(buttons) == sorted(kinds), (sorted(buttons), kinds)
        for kind, names in kinds.items():
            button = buttons[kind]
            assert button.text == f"All {kind} frames ({len(names)})", button.text
            button.click()
            assert button.get_attribute("aria-pressed") == "true"
            assert driver.find_element(By.ID, "accept").get_attribute("data-count") == str(len(names))
            [approval] = download_approvals()
            assert [frame["name"] for frame in approval["frames"]] == names, (kind, approval)
            button.click()
            assert button.get_attribute("aria-pressed") == "false"
            assert driver.find_element(By.ID, "accept").get_attribute("disabled")

    def has_no_serious_or_critical_accessibility_violation():
        for page in (scenario.report, suite.report, scenario.passing):
            load(driver, page)
            boxes = driver.find_elements(By.CSS_SELECTOR, "[data-accept-frame]")
            if boxes:
                boxes[0].click()
            violations = axe_violations(driver)
            assert not violations, f"{page}: {violations}"

    def keyboard_focus_is_visible():
        load(driver, scenario.report)
        for selector in ("[data-accept-kind]", "[data-tab='diff']", "[data-strip-frame]",
                         "[data-accept-frame]"):
            element = driver.find_element(By.CSS_SELECTOR, selector)
            # A key first: focus that follows the keyboard is what :focus-visible shows.
            ActionChains(driver).send_keys(Keys.SHIFT).perform()
            driver.execute_script("arguments[0].blur(); arguments[0].focus()", element)
            style = driver.execute_script(
                "var s = getComputedStyle(document.activeElement);"
                "return [s.outlineStyle, s.outlineWidth];")
            assert style[0] != "none" and style[1] != "0px", (selector, style)

    def colour_is_never_the_only_cue():
        load(driver, suite.report)
        signs = {}
        for cell in driver.find_elements(By.CSS_SELECTOR, "[data-strip-frame]"):
            sign = driver.execute_script(
                "return getComputedStyle(arguments[0], '::before').content", cell)
            signs.setdefault(cell.get_attribute("data-status"), set()).add(sign)
        differing = {status: sign for status, sign in signs.items() if status != "identical"}
        assert len(differing) >= 2, signs
        assert all(len(sign) == 1 and sign != {"none"} for sign in differing.values()), signs
        assert len({next(iter(sign)) for sign in differing.values()}) == len(differing), signs
        for badge in driver.find_elements(By.CSS_SELECTOR, ".badge"):
            assert badge.text.strip(), "a badge says its status in words"

    def accept_downloads_the_approvals():
        for old in downloads.glob("*"):
            old.unlink()
        load(driver, scenario.report)
        accept = driver.find_element(By.ID, "accept")
        assert accept.get_attribute("disabled"), "nothing ticked, nothing to accept"
        driver.find_element(By.CSS_SELECTOR, "[data-accept]").click()
        failing = scenario.failing_frames()
        assert accept.get_attribute("data-count") == str(len(failing))
        accept.click()
        target = downloads / "approvals.json"
        wait(lambda: target.exists() and target.stat().st_size > 0, "approvals.json to download")
        approvals = json.loads(target.read_text())
        assert approvals["format"] == "snapreplay-approvals" and approvals["version"] == 2
        [approval] = approvals["approvals"]
        assert approval["recording"] == "sort.jsonl" and approval["goldens"] == "goldens/sort", approval
        # The render options in their one saved form: hints by name, numbers as numbers.
        assert approval["options"] == {"scale": 0.75, "fps": 5, "to": 4}, approval

        assert [frame["name"] for frame in approval["frames"]] == failing
        actual = pathlib.Path(scenario.verdict["actualDirectory"])
        for frame in approval["frames"]:
            expected = hashlib.sha256((actual / frame["name"]).read_bytes()).hexdigest()
            assert frame["sha256"] == expected, frame

    def approve_rerecords_exactly_the_approved_goldens():
        approvals = downloads / "approvals.json"
        assert approvals.exists(), "accept_downloads_the_approvals ran first"
        goldens = scenario.scratch / "goldens" / "sort"
        untouched = {path.name: path.read_bytes() for path in goldens.glob("frame-*.png")
                     if path.name not in scenario.failing_frames()}
        scenario.run("approve", str(approvals), expect=0)
        for name, data in untouched.items():
            assert (goldens / name).read_bytes() == data, f"{name} was not approved but changed"
        scenario.run("verify", "sort.jsonl", "--golden", "goldens/sort", "--artifacts", "artifacts",
                     *CHANGED_OPTIONS, "--record", "never", expect=0)

    def suite_lists_failures_first_and_collapses_passing_ones():
        load(driver, suite.report)
        sections = driver.find_elements(By.CSS_SELECTOR, "[data-recording]")
        statuses = [section.get_attribute("data-status") for section in sections]
        assert statuses == ["failed"] * 13 + ["passed"] * 2, statuses
        names = [section.find_element(By.CSS_SELECTOR, ".toggle").text for section in sections]
        assert names[-2:] == ["pass-a", "pass-b"], names
        for section in sections[-2:]:
            assert section.get_attribute("data-open") == "false"
            assert not section.find_elements(By.CSS_SELECTOR, "img")
            section.find_element(By.CSS_SELECTOR, ".toggle").click()
            assert section.get_attribute("data-open") == "true"
            assert not section.find_elements(By.CSS_SELECTOR, "img"), "passing: no pictures"
        assert "13 of 15 recordings failed" in driver.find_element(By.ID, "summary").text

    def suite_shows_why_each_recording_fails():
        load(driver, suite.report)
        words = {"changed": "changed", "pixelsOnly": "pixels-only",
                 "frameCount": "frame-count", "frameRate": "frame-rate"}
        for section in driver.find_elements(By.CSS_SELECTOR, "[data-status='failed']"):
            name = section.find_element(By.CSS_SELECTOR, ".toggle").text
            verdict = suite.verdicts[name]
            assert section.get_attribute("data-classification") == words.get(
                verdict.get("classification")), (name, verdict.get("classification"))
            facts = section.find_element(By.CSS_SELECTOR, ".facts").text
            for difference in verdict.get("recipeDifferences") or []:
                assert difference["text"] in facts, (name, difference, facts)
            if "divergence" in verdict:
                assert verdict["divergence"]["text"] in facts, (name, facts)
            if "timing" in verdict:
                assert verdict["timing"]["text"] in facts, (name, facts)
        # Content is structure (golden.json version 3): a renamed network is a change, named.
        assert suite.verdicts["a-wifi"]["classification"] == "changed", "a label is content"
        assert "label 'Evergreen' → 'Evergreen 5G'" in suite.verdicts["a-wifi"]["divergence"]["text"]
        assert suite.verdicts["small-00"]["recipeDifferences"], "other options than the goldens'"

    def suite_sets_up_pictures_only_near_the_screen():
        load(driver, suite.report)
        sections = driver.find_elements(By.CSS_SELECTOR, "[data-recording]")
        last = sections[12]
        assert last.get_attribute("data-status") == "failed" and last.get_attribute("data-open") == "true"
        assert last.get_attribute("data-loaded") == "false", "far below the screen: not set up"
        assert not last.find_elements(By.CSS_SELECTOR, "img")
        assert sections[0].get_attribute("data-loaded") == "true"
        images = driver.find_elements(By.CSS_SELECTOR, "img")
        assert images and all(image.get_attribute("loading") == "lazy" for image in images)
        driver.execute_script("arguments[0].scrollIntoView()", last)
        wait(lambda: last.get_attribute("data-loaded") == "true", "the section to be set up")
        assert last.find_elements(By.CSS_SELECTOR, "img")

    def suite_approvals_name_each_ticked_recording_with_its_options():
        for old in downloads.glob("*"):
            old.unlink()
        load(driver, suite.report)
        boxes = driver.find_elements(By.CSS_SELECTOR, "[data-accept]")
        assert len(boxes) == 13, "one box per failed recording"
        boxes[0].click()
        boxes[1].click()
        driver.find_element(By.ID, "accept").click()
        target = downloads / "approvals.json"
        wait(lambda: target.exists() and target.stat().st_size > 0, "approvals.json to download")
        approvals = json.loads(target.read_text())["approvals"]
        assert [approval["goldens"] for approval in approvals] == [
            "suite/goldens/a-wifi", "suite/goldens/small-00"], approvals
        assert approvals[0]["options"] == {"scale": 0.5, "fps": 5, "to": 4}, approvals[0]["options"]
        assert approvals[1]["options"] == {"fps": 10}, approvals[1]["options"]
        scenario.run("approve", str(target), expect=0)
        run = scenario.run("verify", "--suite", "suite/suite.json", "--artifacts", "suite/artifacts",
                           "--record", "never", "--json", expect=1)
        verdicts = {pathlib.Path(result["goldens"]).name: result["passed"]
                    for result in json.loads(run.stdout)["recordings"]}
        assert verdicts["a-wifi"] and verdicts["small-00"], verdicts
        assert not verdicts["small-01"], "an approval touches no other recording"

    return [loads_without_errors_or_network, failing_recording_is_open_and_passing_one_collapsed,
            tabs_switch_what_is_shown, swipe_moves_the_line,
            frame_strip_marks_the_differing_frames, frame_boxes_choose_exactly_those_frames,
            kind_buttons_choose_every_frame_of_a_kind,
            has_no_serious_or_critical_accessibility_violation, keyboard_focus_is_visible,
            colour_is_never_the_only_cue, accept_downloads_the_approvals,
            approve_rerecords_exactly_the_approved_goldens,
            suite_lists_failures_first_and_collapses_passing_ones, suite_shows_why_each_recording_fails,
            suite_sets_up_pictures_only_near_the_screen,
            suite_approvals_name_each_ticked_recording_with_its_options]


def save_screenshot(driver, suite, path):
    """The suite's report: the Wi-Fi demo's first differing frame side by side, its first
    frames chosen one by one (the recording's box shows how many of all)."""
    load(driver, suite.report)
    for box in driver.find_elements(By.CSS_SELECTOR, "[data-accept-frame]")[:1]:
        box.click()
    driver.find_element(By.CSS_SELECTOR, "[data-tab='side']").click()
    time.sleep(0.5)
    path.parent.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(path))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--snapreplay", default=os.environ.get(
        "SNAPREPLAY", str(ROOT / ".build" / "debug" / "snapreplay")))
    parser.add_argument("--screenshot", type=pathlib.Path)
    arguments = parser.parse_args()
    arguments.snapreplay = str(pathlib.Path(arguments.snapreplay).resolve())
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="verify-report-browser-"))
    downloads = scratch / "downloads"
    downloads.mkdir()
    driver = None
    try:
        scenario = Scenario(arguments.snapreplay, scratch)
        suite = SuiteScenario(scenario)
        driver = chromium("1300,1000", downloads)
        if arguments.screenshot:
            save_screenshot(driver, suite, arguments.screenshot.resolve())
        passed, failed = run_checks(checks(driver, scenario, suite, downloads))
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
