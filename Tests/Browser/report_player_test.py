#!/usr/bin/env python3
"""Drives `snapreplay report`'s player in a real headless Chromium (Selenium + chromedriver).

Each check is one behaviour of the test contract in docs/Report.md: the page loads from
file:// with no console error and no request other than file:// or data:, play toggles
`data-playing` and advances `data-frame`, every key works, step rows, deep links, search and
the inspect popup. Prints one line per check and `N passed, N failed`; exits 1 when any failed.

Usage: Tests/Browser/report_player_test.py [--snapreplay PATH] [--screenshots DIR] [--timings]
  --screenshots DIR  also saves the player (Wi-Fi demo mid-transition, inspect popup open)
  --timings          also prints each demo's report size and load time
"""

import argparse
import json
import math
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
DEMOS = ["wifi-settings", "insertion-sort", "mountains-search", "bug-duplicate-id"]
# The most a check may wait for the page to react, in seconds.
PATIENCE = 5


class Page:
    """One loaded report and the contract's reads on it."""

    def __init__(self, driver, url):
        self.driver = driver
        self.driver.get("about:blank")
        self.driver.get(url)
        self.wait(lambda: self.player.get_attribute("data-ready") == "true")
        self.data = self.driver.execute_script(
            "return JSON.parse(document.getElementById('report-data').textContent)")

    @property
    def player(self):
        return self.driver.find_element(By.ID, "player")

    def wait(self, condition, message="condition"):
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.02)
        raise AssertionError(f"timed out waiting for {message}")

    def frame(self):
        return int(self.player.get_attribute("data-frame"))

    def seq(self):
        return int(self.player.get_attribute("data-seq"))

    def playing(self):
        return self.player.get_attribute("data-playing")

    def press(self, key):
        ActionChains(self.driver).send_keys(key).perform()

    def step_frame(self, index):
        """The first frame of step `index`, as the player computes it."""
        frames = self.data["frames"]
        for number, frame in enumerate(frames):
            if frame[1] == index:
                return number
        return len(frames) - 1

    def hash(self):
        return self.driver.execute_script("return location.hash")


def make_reports(snapreplay, directory):
    reports = {}
    for demo in DEMOS:
        recording = pathlib.Path("Recordings") / f"{demo}.jsonl"
        single = directory / f"{demo}.html"
        folder = directory / demo
        for extra in (["--single-file", "-o", str(single)], ["-o", str(folder)]):
            subprocess.run([snapreplay, "report", str(recording), "--quiet", *extra], check=True,
                           stderr=subprocess.DEVNULL, cwd=ROOT)
        reports[demo] = (single, folder / "index.html")
    # The Wi-Fi demo's 2 s gaps cut to 0.5 s: idle stretches to shade on the scrubber.
    capped = directory / "wifi-capped.html"
    subprocess.run([snapreplay, "report", "Recordings/wifi-settings.jsonl", "--quiet",
                    "--single-file", "--max-idle", "0.5", "-o", str(capped)], check=True,
                   stderr=subprocess.DEVNULL, cwd=ROOT)
    reports["wifi-capped"] = (capped, None)
    # The scrolled-settings demo has layout lines: the inspector shows recorded rects.
    scrolled = directory / "settings-scrolled.html"
    subprocess.run([snapreplay, "report", "Recordings/settings-scrolled.jsonl", "--quiet",
                    "--single-file", "-o", str(scrolled)], check=True,
                   stderr=subprocess.DEVNULL, cwd=ROOT)
    reports["settings-scrolled"] = (scrolled, None)
    # The image demos: the inspector shows each item's recorded cell image.
    for demo in ("wifi-images", "mountains-images"):
        report = directory / f"{demo}.html"
        subprocess.run([snapreplay, "report", f"Recordings/{demo}.jsonl", "--quiet",
                        "--single-file", "-o", str(report)], check=True,
                       stderr=subprocess.DEVNULL, cwd=ROOT)
        reports[demo] = (report, None)
    return reports


def checks(driver, reports):
    wifi_single, wifi_folder = reports["wifi-settings"]
    wifi = wifi_single.as_uri()

    def loads_without_errors_or_network():
        for page in (wifi_single, wifi_folder, reports["mountains-search"][0]):
            driver.get_log("browser")
            driver.get_log("performance")
            loaded = Page(driver, page.as_uri())
            errors = console_errors(driver)
            assert not errors, f"{page.name}: console errors {errors}"
            foreign = [url for url in requested_urls(driver)
                       if not url.startswith(("file:", "data:", "about:"))]
            assert not foreign, f"{page.name}: requests {foreign}"
            width = driver.execute_script("return document.getElementById('frame').naturalWidth")
            assert width > 0, f"{page.name}: the frame image did not load"
            assert loaded.frame() == 0 and loaded.playing() == "false"

    def play_toggles_playing_and_advances_frames():
        page = Page(driver, wifi)
        driver.find_element(By.ID, "play").click()
        assert page.playing() == "true"
        page.wait(lambda: page.frame() > 3, "data-frame to advance")
        driver.find_element(By.ID, "play").click()
        assert page.playing() == "false"
        held = page.frame()
        time.sleep(0.3)
        assert page.frame() == held, "a paused player stays on its frame"

    def space_plays_and_pauses():
        page = Page(driver, wifi)
        page.press(" ")
        assert page.playing() == "true"
        page.wait(lambda: page.frame() > 0, "data-frame to advance")
        page.press(" ")
        assert page.playing() == "false"

    def comma_and_period_step_one_frame():
        page = Page(driver, wifi + "#t=1")
        start = page.frame()
        page.press(".")
        assert page.frame() == start + 1
        page.press(",")
        page.press(",")
        assert page.frame() == start - 1

    def brackets_go_to_next_and_previous_apply():
        page = Page(driver, wifi)
        steps = page.data["steps"]
        page.press("]")
        assert page.seq() == steps[1]["seq"] and page.frame() == page.step_frame(1)
        page.press("]")
        assert page.seq() == steps[2]["seq"] and page.frame() == page.step_frame(2)
        page.press("[")
        assert page.seq() == steps[1]["seq"] and page.frame() == page.step_frame(1)
        assert page.hash() == f"#seq={steps[1]['seq']}", page.hash()
        page.press(".")
        assert page.hash().startswith("#t="), page.hash()
        assert_address_points_here(page)

    def arrows_move_one_second():
        page = Page(driver, wifi + "#t=3")
        fps = round(page.data["fps"])
        start = page.frame()
        page.press(Keys.ARROW_RIGHT)
        assert page.frame() == start + fps
        page.press(Keys.ARROW_LEFT)
        page.press(Keys.ARROW_LEFT)
        assert page.frame() == start - fps
        assert_address_points_here(page)

    def minus_and_plus_change_speed():
        page = Page(driver, wifi)
        assert page.player.get_attribute("data-speed") == "1"
        page.press("-")
        assert page.player.get_attribute("data-speed") == "0.75"
        for _ in range(10):
            page.press("-")
        assert page.player.get_attribute("data-speed") == "0.25"
        for _ in range(12):
            page.press("+")
        assert page.player.get_attribute("data-speed") == "4"

    def digits_jump_to_tenths():
        page = Page(driver, wifi)
        last = len(page.data["frames"]) - 1
        for digit in "5902":
            page.press(digit)
            assert page.frame() == round(last * int(digit) / 10), (digit, page.frame())

    def question_mark_shows_shortcuts():
        page = Page(driver, wifi)
        help_box = driver.find_element(By.ID, "help")
        assert not help_box.is_displayed()
        page.press("?")
        assert help_box.is_displayed()
        page.press("?")
        assert not help_box.is_displayed()

    def step_row_click_jumps_to_its_apply():
        page = Page(driver, wifi)
        rows = driver.find_elements(By.CSS_SELECTOR, "[data-step-seq]")
        assert len(rows) == len(page.data["steps"])
        row = rows[3]
        row.click()
        seq = int(row.get_attribute("data-step-seq"))
        assert page.seq() == seq and page.frame() == page.step_frame(3)
        assert "current" in row.get_attribute("class")
        diff = driver.find_element(By.ID, "diff").text
        assert diff == page.data["steps"][3]["diff"].strip(), "the diff panel shows the apply's diff"

    def deep_link_to_a_seq():
        page = Page(driver, wifi + "#seq=4")
        assert page.seq() == 4
        index = [step["seq"] for step in page.data["steps"]].index(4)
        assert page.frame() == page.step_frame(index)

    def deep_link_to_a_time():
        page = Page(driver, wifi + "#t=2.5")
        assert page.frame() == round(2.5 * page.data["fps"])

    def deep_link_to_an_item():
        page = Page(driver, wifi)
        item, step = first_change(page.data)
        page = Page(driver, wifi + "#item=" + item)
        assert driver.find_element(By.ID, "search").get_attribute("value") == item
        assert page.seq() == page.data["steps"][step]["seq"]
        assert driver.find_element(By.ID, "highlight").is_displayed()

    def search_result_click_jumps():
        page = Page(driver, wifi)
        item, step = first_change(page.data)
        box = driver.find_element(By.ID, "search")
        box.send_keys(item)
        results = driver.find_elements(By.CSS_SELECTOR, "#search-results [data-result-seq]")
        assert results, "the search lists the applies that change the item"
        target = int(results[-1].get_attribute("data-result-seq"))
        results[-1].click()
        assert page.seq() == target
        assert f"item={item}" in page.hash()

    def hover_shows_the_inspect_popup():
        page = Page(driver, wifi + "#seq=2")
        item, x, y = cell_under(page, driver)
        popup = driver.find_element(By.ID, "inspect")
        assert popup.is_displayed(), "hovering a cell opens the popup"
        assert popup.get_attribute("data-item") == item
        assert "index path" in popup.text and "seq 2:" in popup.text, popup.text
        assert "place modelled (no layout line)" in popup.text, popup.text

    def hover_shows_the_recorded_rect():
        page = Page(driver, reports["settings-scrolled"][0].as_uri() + "#seq=2")
        item, _, _ = cell_under(page, driver)
        popup = driver.find_element(By.ID, "inspect")
        assert popup.is_displayed() and popup.get_attribute("data-item") == item
        step = page.data["steps"][page.data["frames"][page.frame()][1]]
        number = page.data["items"].index(item)
        rect = next(r for r in step["rects"] if r[0] == number)
        expected = f"recorded rect {rect[1]:g},{rect[2]:g} {rect[3]:g}×{rect[4]:g}"
        assert expected in popup.text, (expected, popup.text)

    def hover_shows_the_recorded_cell_image():
        page = Page(driver, reports["wifi-images"][0].as_uri() + "#seq=8")
        step = page.data["steps"][page.data["frames"][page.frame()][1]]
        assert page.data["cellImages"], "the report lists the recording's cell images"
        # Carried forward as the player does: the image each item names at this step.
        named = {}
        for earlier in page.data["steps"][:page.data["steps"].index(step) + 1]:
            for item, image in earlier.get("images", []):
                named[item] = image
        pictured = {item for item, image in named.items() if image >= 0}
        item, _, _ = cell_under(page, driver, prefer=pictured)
        popup = driver.find_element(By.ID, "inspect")
        assert popup.is_displayed() and popup.get_attribute("data-item") == item
        info = page.data["cellImages"][named[page.data["items"].index(item)]]
        box = popup.find_element(By.CSS_SELECTOR, ".inspect-image")
        assert box.get_attribute("data-digest") == info[0]
        expected = f"{info[1]}×{info[2]} px @{info[3]:g}×"
        assert expected in popup.text and info[0][:19] in popup.text, (expected, popup.text)
        picture = box.find_element(By.TAG_NAME, "img")
        natural = driver.execute_script(
            "return [arguments[0].naturalWidth, arguments[0].naturalHeight]", picture)
        assert natural == [info[1], info[2]], ("the image decodes at its pixel size", natural)
        # Each digest once in the page, however many items and steps name it.
        sources = driver.execute_script(
            "return JSON.parse(document.getElementById('report-cell-images').textContent)")
        assert len(sources) == len(page.data["cellImages"]) == len({i[0] for i in page.data["cellImages"]})
        # A cell without an image (the Wi-Fi switch's row) shows no image box.
        switch = page.data["items"].index("wifi-enabled")
        cell_under(page, driver, prefer={switch})
        assert popup.get_attribute("data-item") == "wifi-enabled"
        assert not popup.find_elements(By.CSS_SELECTOR, ".inspect-image")

    def problems_carry_their_line_and_the_trap():
        page = Page(driver, reports["bug-duplicate-id"][0].as_uri())
        lines = [entry.get_attribute("data-line")
                 for entry in driver.find_elements(By.CSS_SELECTOR, "[data-line]")]
        trapped = [step for step in page.data["steps"] if step["trapped"]]
        assert trapped, "the rejected apply has a row"
        assert str(trapped[0]["line"]) in lines, lines
        row = driver.find_element(By.CSS_SELECTOR, f"[data-step-seq='{trapped[0]['seq']}']")
        assert "the app trapped here" in row.text

    def scrubber_marks_applies_markers_and_idle_cuts():
        page = Page(driver, reports["wifi-capped"][0].as_uri())
        ticks = driver.find_elements(By.CSS_SELECTOR, "#track .tick.apply, #track .tick.trap")
        assert len(ticks) == len(page.data["steps"])
        markers = driver.find_elements(By.CSS_SELECTOR, "#track .tick.marker")
        assert len(markers) == len(page.data["markers"]) > 0
        bands = driver.find_elements(By.CSS_SELECTOR, "#track .idle")
        assert len(bands) == len(page.data["cuts"]) > 0, "shaded idle stretches"
        label = driver.find_element(By.ID, "scrub-label")
        ActionChains(driver).move_to_element(markers[0]).perform()
        assert label.is_displayed() and label.text == page.data["markers"][0][1], label.text
        ActionChains(driver).move_to_element(bands[0]).perform()
        assert "cut (--max-idle)" in label.text, label.text

    def has_no_serious_or_critical_accessibility_violation():
        for page in (wifi_single, reports["mountains-search"][0]):
            loaded = Page(driver, page.as_uri())
            # The search results and the shortcuts are part of the page too.
            search = driver.find_element(By.ID, "search")
            search.send_keys("e")
            violations = axe_violations(driver)
            assert not violations, f"{page.name}: {violations}"
            search.clear()
            loaded.press("?")
            violations = axe_violations(driver)
            assert not violations, f"{page.name} with the shortcuts shown: {violations}"

    def keyboard_focus_is_visible():
        Page(driver, wifi)
        for element_id in ("play", "search", "help-button", "loop"):
            element = driver.find_element(By.ID, element_id)
            # A key first: focus that follows the keyboard is what :focus-visible shows.
            ActionChains(driver).send_keys(Keys.SHIFT).perform()
            driver.execute_script("arguments[0].blur(); arguments[0].focus()", element)
            style = driver.execute_script(
                "var s = getComputedStyle(document.activeElement);"
                "return [s.outlineStyle, s.outlineWidth];")
            assert style[0] != "none" and style[1] != "0px", (element_id, style)

    def problem_ticks_are_not_told_by_colour_alone():
        page = Page(driver, reports["bug-duplicate-id"][0].as_uri())
        ticks = driver.find_elements(By.CSS_SELECTOR, ".tick.problem, .tick.trap")
        assert ticks, "the demo's rejected apply has a tick"
        for tick in ticks:
            sign = driver.execute_script("return getComputedStyle(arguments[0], '::after').content", tick)
            assert sign == '"!"', (tick.get_attribute("class"), sign)
        apply_ticks = driver.find_elements(By.CSS_SELECTOR, ".tick.apply:not(.problem)")
        for tick in apply_ticks[:3]:
            sign = driver.execute_script("return getComputedStyle(arguments[0], '::after').content", tick)
            assert sign in ("none", "normal"), sign
        assert page.data is not None

    def scrubber_click_seeks():
        page = Page(driver, wifi)
        track = driver.find_element(By.ID, "track")
        ActionChains(driver).move_to_element(track).click().perform()
        last = len(page.data["frames"]) - 1
        assert abs(page.frame() - last / 2) <= last * 0.02, page.frame()

    return [loads_without_errors_or_network, scrubber_marks_applies_markers_and_idle_cuts,
            scrubber_click_seeks, play_toggles_playing_and_advances_frames,
            space_plays_and_pauses, comma_and_period_step_one_frame,
            brackets_go_to_next_and_previous_apply, arrows_move_one_second,
            minus_and_plus_change_speed, digits_jump_to_tenths, question_mark_shows_shortcuts,
            step_row_click_jumps_to_its_apply, deep_link_to_a_seq, deep_link_to_a_time,
            deep_link_to_an_item, search_result_click_jumps, hover_shows_the_inspect_popup,
            hover_shows_the_recorded_rect, hover_shows_the_recorded_cell_image,
            problems_carry_their_line_and_the_trap,
            has_no_serious_or_critical_accessibility_violation, keyboard_focus_is_visible,
            problem_ticks_are_not_told_by_colour_alone]


def assert_address_points_here(page):
    """The address the player wrote opens the frame it shows."""
    frame, address = page.frame(), page.driver.current_url
    reopened = Page(page.driver, address)
    assert reopened.frame() == frame, (address, reopened.frame(), frame)


def first_change(data):
    """The first item some apply inserts, deletes, moves or reloads, and that apply's index."""
    wanted = {"inserted", "deleted", "moved", "reloaded"}
    for index, step in enumerate(data["steps"]):
        for change in step["changes"]:
            if wanted & {data["actions"][n] for n in change[1:]}:
                return data["items"][change[0]], index
    raise AssertionError("no apply changes an item")


def cell_under(page, driver, prefer=None):
    """Moves the pointer to the middle of a cell on screen; returns its id and the point."""
    frame = page.frame()
    runs = [run for run in page.data["placements"] if run[0] <= frame]
    cells = [cell for cell in runs[-1][1] if cell[5] > 0.5 and cell[3] > 10 and cell[4] > 10]
    if prefer is not None:
        cells = [cell for cell in cells if cell[0] in prefer] or cells
    cell = cells[len(cells) // 2]
    image = driver.find_element(By.ID, "frame")
    scale = image.size["width"] / page.data["width"]
    x = (cell[1] + cell[3] / 2) * scale - image.size["width"] / 2
    y = (cell[2] + cell[4] / 2) * scale - image.size["height"] / 2
    ActionChains(driver).move_to_element_with_offset(image, int(x), int(y)).perform()
    ActionChains(driver).move_by_offset(1, 0).perform()
    return page.data["items"][cell[0]], x, y


def save_screenshots(driver, reports, directory):
    """The Wi-Fi demo mid-transition with the inspect popup on a cell the apply changes."""
    directory.mkdir(parents=True, exist_ok=True)
    page = Page(driver, reports["wifi-settings"][0].as_uri())
    data = page.data
    best = None
    for index, frame in enumerate(data["frames"]):
        step = data["steps"][frame[1]]
        moving = sum(1 for change in step["changes"]
                     if data["actions"][change[1]] in ("moved", "inserted", "deleted"))
        score = (moving, -abs(frame[2] - 0.5))
        if moving and 0.3 < frame[2] < 0.7 and (best is None or score > best[0]):
            best = (score, index, frame[1])
    _, frame, step = best
    page = Page(driver, reports["wifi-settings"][0].as_uri() + f"#t={frame / data['fps']:g}")
    changed = {change[0] for change in data["steps"][step]["changes"]}
    cell_under(page, driver, prefer=changed)
    time.sleep(0.2)
    driver.save_screenshot(str(directory / "report-player.png"))
    page.press("?")
    driver.save_screenshot(str(directory / "report-shortcuts.png"))
    # The scrolled-settings demo after the insert: the popup gives the cell's recorded rect.
    page = Page(driver, reports["settings-scrolled"][0].as_uri() + "#seq=2")
    cell_under(page, driver)
    time.sleep(0.2)
    driver.save_screenshot(str(directory / "report-recorded-rect.png"))
    # The Wi-Fi demo with cell images after Wi-Fi is back on (its rows inserted with their
    # pictures): the popup shows the row's recorded picture, digest, pixels and scale.
    page = Page(driver, reports["wifi-images"][0].as_uri() + "#seq=8")
    cell_under(page, driver, prefer={page.data["items"].index("n-2")})
    time.sleep(0.2)
    driver.save_screenshot(str(directory / "report-cell-image.png"))


def timings(driver, reports):
    for demo in DEMOS:
        single, folder = reports[demo]
        sizes = (single.stat().st_size,
                 sum(path.stat().st_size for path in folder.parent.rglob("*") if path.is_file()))
        loads = []
        for page in (single, folder):
            driver.get("about:blank")
            started = time.monotonic()
            Page(driver, page.as_uri())
            loads.append(time.monotonic() - started)
        print(f"timing: {demo}: single file {sizes[0] / 1e6:.2f} MB, loaded in {loads[0]:.2f} s; "
              f"directory {sizes[1] / 1e6:.2f} MB, loaded in {loads[1]:.2f} s")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--snapreplay", default=os.environ.get(
        "SNAPREPLAY", str(ROOT / ".build" / "debug" / "snapreplay")))
    parser.add_argument("--screenshots", type=pathlib.Path)
    parser.add_argument("--timings", action="store_true")
    arguments = parser.parse_args()
    arguments.snapreplay = str(pathlib.Path(arguments.snapreplay).resolve())
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="report-browser-"))
    driver = None
    try:
        reports = make_reports(arguments.snapreplay, scratch)
        driver = chromium("1400,950")
        passed, failed = run_checks(checks(driver, reports))
        if arguments.screenshots:
            save_screenshots(driver, reports, arguments.screenshots)
        if arguments.timings:
            timings(driver, reports)
        print(f"{passed} passed, {failed} failed")
        return 1 if failed else 0
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
