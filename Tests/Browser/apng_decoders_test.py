#!/usr/bin/env python3
"""Decodes `snapreplay render --apng`'s animated PNG with three decoders that are not the
project's own and checks every frame against the PNG frames the same render writes.

The oracle is the frame directory: its byte-equal consecutive files are one run, and the APNG
must hold one frame per run, showing exactly that run's pixels for exactly its duration.
  - Pillow (PyPI `pillow`): every frame composited, RGBA bytes equal, and its duration in
    milliseconds, expanded back to render frames at the manifest's frame rate, gives every
    render frame its run's pixels.
  - ffmpeg (Debian `ffmpeg`): every frame decoded to raw RGBA, none dropped or repeated, equal.
  - headless Chromium (Debian `chromium`, the one Tests/Browser drives): the page decodes the
    file with WebCodecs' ImageDecoder frame by frame, draws each into a canvas and returns the
    SHA-256 of its RGBA bytes and the frame's duration; both are compared with hashlib's digest
    of the run's pixels and the run's length. Bounded: at most CHROMIUM_FRAMES frames.

Prints one line per check and `N passed, N failed`; exits 1 when any failed.

Usage: Tests/Browser/apng_decoders_test.py [--snapreplay PATH] [--recording FILE]
"""

import argparse
import base64
import hashlib
import io
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import traceback

from PIL import Image

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM_FRAMES = 400


def rgba(path):
    with Image.open(path) as image:
        return image.convert("RGBA").tobytes()


class Render:
    """A recording rendered once to PNG frames and once to an APNG, in a scratch directory."""

    def __init__(self, snapreplay, recording, scratch):
        self.frames = scratch / "frames"
        self.apng = scratch / "animation.png"
        subprocess.run([snapreplay, "render", str(recording), "-o", str(self.frames),
                        "--apng", str(self.apng), "--quiet"], check=True)
        manifest = json.loads((self.frames / "manifest.json").read_text())
        self.fps = manifest["fps"]
        self.width, self.height = manifest["width"], manifest["height"]
        files = sorted(self.frames.glob("frame-*.png"))
        # Runs of byte-equal files: the frames the APNG holds, with their lengths.
        self.runs = []
        previous = None
        for file in files:
            data = file.read_bytes()
            if data == previous:
                self.runs[-1][1] += 1
            else:
                self.runs.append([file, 1])
            previous = data
        self.frame_count = len(files)
        self.run_pixels = [rgba(file) for file, _ in self.runs]


def check_pillow(render):
    with Image.open(render.apng) as image:
        assert image.format == "PNG" and getattr(image, "is_animated", False), "not animated"
        assert image.n_frames == len(render.runs), \
            f"{image.n_frames} frames, {len(render.runs)} runs"
        elapsed = 0.0
        shown = []
        for index in range(image.n_frames):
            image.seek(index)
            pixels = image.convert("RGBA").tobytes()
            assert pixels == render.run_pixels[index], f"frame {index} differs"
            elapsed += image.info["duration"]
            end = round(elapsed * render.fps / 1000)
            shown += [index] * (end - len(shown))
    expected = [index for index, (_, length) in enumerate(render.runs) for _ in range(length)]
    assert shown == expected, "durations do not give every render frame its run"
    return f"{len(render.runs)} frames for {render.frame_count} render frames"


def check_ffmpeg(render):
    output = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", str(render.apng), "-fps_mode", "passthrough",
         "-f", "rawvideo", "-pix_fmt", "rgba", "-"], check=True, capture_output=True).stdout
    size = render.width * render.height * 4
    decoded = [output[offset:offset + size] for offset in range(0, len(output), size)]
    assert len(decoded) == len(render.runs), f"{len(decoded)} frames, {len(render.runs)} runs"
    for index, pixels in enumerate(decoded):
        assert pixels == render.run_pixels[index], f"frame {index} differs"
    return f"{len(decoded)} frames"


PAGE = """<!doctype html><meta charset="utf-8"><canvas id="c"></canvas>"""

SCRIPT = """
const [data, limit, done] = arguments;
(async () => {
  const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
  const decoder = new ImageDecoder({data: bytes, type: "image/png",
                                    colorSpaceConversion: "none"});
  await decoder.tracks.ready;
  const count = Math.min(decoder.tracks.selectedTrack.frameCount, limit);
  const canvas = document.getElementById("c");
  const results = [];
  for (let index = 0; index < count; index++) {
    const {image} = await decoder.decode({frameIndex: index});
    canvas.width = image.displayWidth;
    canvas.height = image.displayHeight;
    const context = canvas.getContext("2d", {willReadFrequently: true});
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const digest = await crypto.subtle.digest("SHA-256", pixels);
    results.push([Array.from(new Uint8Array(digest), b => b.toString(16).padStart(2, "0"))
                  .join(""), image.duration]);
    image.close();
  }
  done({frames: decoder.tracks.selectedTrack.frameCount, results});
})().catch(error => done({error: String(error)}));
"""


def check_chromium(render, scratch):
    sys.path.insert(0, str(pathlib.Path(__file__).parent))
    from headless_chromium import chromium, console_errors
    page = scratch / "decode.html"
    page.write_text(PAGE)
    driver = chromium(f"{render.width},{render.height}")
    try:
        driver.set_script_timeout(120)
        driver.get(page.as_uri())
        answer = driver.execute_async_script(
            SCRIPT, base64.b64encode(render.apng.read_bytes()).decode("ascii"),
            CHROMIUM_FRAMES)
        assert "error" not in answer, answer.get("error")
        assert not console_errors(driver), console_errors(driver)
    finally:
        driver.quit()
    assert answer["frames"] == len(render.runs), \
        f"{answer['frames']} frames, {len(render.runs)} runs"
    for index, (digest, duration) in enumerate(answer["results"]):
        assert digest == hashlib.sha256(render.run_pixels[index]).hexdigest(), \
            f"frame {index} differs"
        # ImageDecoder gives microseconds.
        expected = render.runs[index][1] * 1_000_000 / render.fps
        assert abs(duration - expected) <= 1000, f"frame {index} lasts {duration} µs"
    return f"{len(answer['results'])} frames compared"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--snapreplay", default=os.environ.get(
        "SNAPREPLAY", str(ROOT / ".build/debug/snapreplay")))
    parser.add_argument("--recording", default=str(ROOT / "Recordings/insertion-sort.jsonl"))
    parser.add_argument("--skip-chromium", action="store_true")
    arguments = parser.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="apng-decoders-") as directory:
        scratch = pathlib.Path(directory)
        render = Render(arguments.snapreplay, arguments.recording, scratch)
        checks = [("Pillow", lambda: check_pillow(render)),
                  ("ffmpeg", lambda: check_ffmpeg(render))]
        if not arguments.skip_chromium:
            checks.append(("Chromium", lambda: check_chromium(render, scratch)))
        for name, check in checks:
            try:
                detail = check()
                print(f"PASS {name} decodes every frame exactly: {detail}")
                passed += 1
            except Exception:
                print(f"FAIL {name}")
                traceback.print_exc()
                failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
