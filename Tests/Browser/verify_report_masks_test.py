#!/usr/bin/env python3
"""Masks and animated goldens in `snapreplay verify --report`'s page, in headless Chromium.

A list whose `clock` row moves from the top to the middle is verified with `--ignore-item clock`
after the clock's text and another row's label changed: the report must lay the masks hatched
over the golden and the actual pictures — exactly the rectangles `verify --json` lists for each
frame, placed over those pixels at whatever size the page shows the picture — and not over the
difference image, which hatches them itself. A second recording keeps its goldens as one
animated PNG (`--golden-format apng`): its golden tab must show each frame, decoded to the
frame the goldens hold. The oracles are `verify --json` and the PNG files, never the page's data.

Usage: Tests/Browser/verify_report_masks_test.py [--snapreplay PATH] [--screenshot FILE]
  --screenshot FILE  also saves the masked report's golden tab (docs/images/verify-report-masks.png)
"""

import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from selenium.webdriver.common.by import By

from headless_chromium import chromium, console_errors, run_checks

ROOT = pathlib.Path(__file__).resolve().parents[2]
PATIENCE = 5


def recording(time_text, alpha):
    clock = lambda suffix: ('{"id":"clock","label":"%s%s","color":"#FFD60A"}' % (time_text, suffix))
    a = '{"id":"a","label":"%s","color":"#FF3B30"}' % alpha
    b = '{"id":"b","label":"Beta","color":"#34C759"}'
    return "\n".join([
        '{"format":"snapshot-replay","version":1,"title":"moving clock",'
        '"render":{"layout":"list","fps":10,"hold":0.3}}',
        '{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[%s,%s,%s]}],'
        '"animating":false}' % (clock(""), a, b),
        '{"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":[%s,%s,%s]}],'
        '"animating":true}' % (a, clock(" +1"), b),
    ]) + "\n"


def wait(condition, message):
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {message}")


class Scenario:
    def __init__(self, snapreplay, scratch):
        self.snapreplay = snapreplay
        self.scratch = scratch
        self.environment = dict(os.environ, SNAPREPLAY_RECORD="")
        (scratch / "clock.jsonl").write_text(recording("12:00", "Alpha"))
        shutil.copy(scratch / "clock.jsonl", scratch / "labels.jsonl")
        masked = ["--ignore-item", "clock", "--artifacts", "artifacts"]
        self.run("verify", "clock.jsonl", "--golden", "goldens/clock", *masked, expect=1)
        self.run("verify", "labels.jsonl", "--golden", "goldens/labels", "--golden-format", "apng",
                 "--artifacts", "artifacts", expect=1)
        (scratch / "clock.jsonl").write_text(recording("09:41", "Alfa"))
        (scratch / "labels.jsonl").write_text(recording("12:00", "Alfa"))
        run = self.run("verify", "clock.jsonl", "--golden", "goldens/clock", *masked,
                       "--record", "never", "--json", "--report", "masked-report", expect=1)
        self.masked = json.loads(run.stdout)
        run = self.run("verify", "labels.jsonl", "--golden", "goldens/labels", "--artifacts",
                       "artifacts", "--record", "never", "--json", "--report", "apng-report",
                       expect=1)
        self.animated = json.loads(run.stdout)
        self.masked_report = scratch / "masked-report" / "index.html"
        self.apng_report = scratch / "apng-report" / "index.html"

    def run(self, *arguments, expect):
        run = subprocess.run([self.snapreplay, *arguments], cwd=self.scratch, text=True,
                             capture_output=True, env=self.environment)
        assert run.returncode == expect, (arguments, run.returncode, run.stderr)
        return run


def load(driver, page):
    driver.get("about:blank")
    driver.get(page.as_uri())
    wait(lambda: driver.find_element(By.ID, "review").get_attribute("data-ready") == "true",
         "data-ready")


def select(driver, frame, mode):
    # Clicked by script: the sticky header may cover a tab scrolled under it.
    for selector in (f"[data-strip-frame='{frame}']", f"[data-tab='{mode}']"):
        driver.execute_script("arguments[0].click()", driver.find_element(By.CSS_SELECTOR, selector))
    pane = driver.find_element(By.CSS_SELECTOR, f"[data-recording] .viewer .pane.{mode}")
    wait(lambda: pane.is_displayed(), f"the {mode} pane")
    return pane


def checks(driver, scenario):
    frames = {frame["name"]: frame for frame in scenario.masked["frames"]}

    def masked_recording_lists_its_masks_in_json():
        assert all(frame.get("masks") for frame in frames.values()), frames
        places = {frame["masks"][0] for frame in frames.values()}
        assert len(places) > 1, "the clock moves, and its mask with it"

    def golden_and_actual_tabs_draw_each_mask_over_its_pixels():
        load(driver, scenario.masked_report)
        assert not console_errors(driver)
        # The frame mid-move: its mask is the union of where the golden and the render put it.
        name = sorted(frames)[len(frames) // 2]
        expected = sorted(frames[name]["masks"])  # "x,y,width,height" each
        for mode in ("golden", "actual"):
            pane = select(driver, name, mode)
            image = pane.find_element(By.CSS_SELECTOR, "img")
            wait(lambda: pane.find_elements(By.CSS_SELECTOR, ".mask"), f"masks on {mode}")
            masks = pane.find_elements(By.CSS_SELECTOR, ".mask")
            assert sorted(mask.get_attribute("data-mask") for mask in masks) == expected, mode
            natural = driver.execute_script("return arguments[0].naturalWidth", image)
            shown = image.rect
            ratio = shown["width"] / natural
            for mask in masks:
                x, y, width, height = map(int, mask.get_attribute("data-mask").split(","))
                box = mask.rect
                for got, want in ((box["x"] - shown["x"], x * ratio),
                                  (box["y"] - shown["y"], y * ratio),
                                  (box["width"], width * ratio), (box["height"], height * ratio)):
                    assert abs(got - want) <= 1.5, (mode, name, box, shown, (x, y, width, height))
            style = driver.execute_script(
                "return getComputedStyle(arguments[0]).backgroundImage", masks[0])
            assert "repeating-linear-gradient" in style, style

    def difference_tab_has_no_overlay():
        load(driver, scenario.masked_report)
        pane = select(driver, sorted(frames)[0], "diff")
        assert not pane.find_elements(By.CSS_SELECTOR, ".mask")

    def side_by_side_masks_golden_and_actual_only():
        load(driver, scenario.masked_report)
        pane = select(driver, sorted(frames)[0], "side")
        figures = pane.find_elements(By.CSS_SELECTOR, "figure")
        counts = [len(figure.find_elements(By.CSS_SELECTOR, ".mask")) for figure in figures]
        wait(lambda: [len(figure.find_elements(By.CSS_SELECTOR, ".mask")) for figure in figures][:2]
             == [len(frames[sorted(frames)[0]]["masks"])] * 2, "masks side by side")
        counts = [len(figure.find_elements(By.CSS_SELECTOR, ".mask")) for figure in figures]
        assert counts[2] == 0, counts

    def animated_goldens_show_each_golden_frame():
        load(driver, scenario.apng_report)
        assert not console_errors(driver)
        failing = [frame["name"] for frame in scenario.animated["frames"]
                   if frame["status"] not in ("identical", "withinTolerance")]
        assert failing, scenario.animated
        pane = select(driver, failing[0], "golden")
        image = pane.find_element(By.CSS_SELECTOR, "img")
        wait(lambda: driver.execute_script(
            "return arguments[0].complete && arguments[0].naturalWidth", image), "golden picture")
        source = pathlib.Path(scenario.apng_report.parent,
                              driver.execute_script("return arguments[0].getAttribute('src')", image))
        # The report's golden is the frame unpacked from golden.apng, which the page shows.
        unpacked = (scenario.scratch / "artifacts" / "labels" / "golden" / "labels" / failing[0])
        assert source.read_bytes() == unpacked.read_bytes(), source

    return [masked_recording_lists_its_masks_in_json,
            golden_and_actual_tabs_draw_each_mask_over_its_pixels, difference_tab_has_no_overlay,
            side_by_side_masks_golden_and_actual_only, animated_goldens_show_each_golden_frame]


def save_screenshot(driver, scenario, path):
    """The masked report's golden and actual side by side, at the frame mid-move."""
    load(driver, scenario.masked_report)
    names = sorted(frame["name"] for frame in scenario.masked["frames"])
    select(driver, names[len(names) // 2], "side")
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
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="verify-report-masks-"))
    driver = None
    try:
        scenario = Scenario(arguments.snapreplay, scratch)
        driver = chromium("1100,800")
        if arguments.screenshot:
            save_screenshot(driver, scenario, arguments.screenshot.resolve())
        passed, failed = run_checks(checks(driver, scenario))
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
