extension GoldenReviewPage {
  /// The page's script: builds each recording's section from the JSON data with text nodes
  /// only, sets up a recording's pictures when its section nears the screen (and `loading=lazy`
  /// on every picture), switches tabs, drives the swipe slider and the frame strip (clicks, ←
  /// and →), and downloads `approvals.json` for the chosen frames (``approvalScript``).
  static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("review-data").textContent);
      var main = document.getElementById("review");
      var accept = document.getElementById("accept");
      var MODES = [["golden", "Golden"], ["actual", "Actual"], ["diff", "Difference"],
        ["swipe", "Swipe"], ["side", "Side by side"]];
      var STATUS_WORDS = { identical: "identical", withinTolerance: "within tolerance",
        different: "different", dimensionMismatch: "size differs", noGolden: "no golden",
        notRendered: "no longer rendered" };

      function element(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined && text !== null) { node.textContent = text; }
        return node;
      }

      function picture(source, alt) {
        if (!source) { return element("div", "missing", alt + ": none"); }
        var image = element("img");
        image.loading = "lazy";
        image.decoding = "async";
        image.alt = alt;
        image.src = source;
        return image;
      }

      function countsText(counts) {
        var parts = [counts.frames + " frames"];
        ["different", "dimensionMismatch", "noGolden", "notRendered", "withinTolerance"].forEach(function (key) {
          if (counts[key] > 0) { parts.push(counts[key] + " " + STATUS_WORDS[key]); }
        });
        if (parts.length === 1) { parts.push("all identical"); }
        return parts.join(" · ");
      }

      function fact(list, term, value) {
        list.appendChild(element("dt", null, term));
        var definition = element("dd");
        if (typeof value === "string") { definition.appendChild(element("code", null, value)); }
        else { definition.appendChild(value); }
        list.appendChild(definition);
      }

      function buildViewer(recording, body) {
        var viewer = element("div", "viewer");
        var first = recording.frames.filter(function (frame) { return frame.status !== "identical" && frame.status !== "withinTolerance"; })[0]
          || recording.frames[0];
        if (!first) { return; }
        viewer.setAttribute("data-mode", first.diff ? "diff" : "side");
        viewer.setAttribute("data-swipe", "50");
        var tabs = element("div", "tabs");
        tabs.setAttribute("role", "tablist");
        MODES.forEach(function (mode) {
          var tab = element("button", null, mode[1]);
          tab.type = "button";
          tab.setAttribute("role", "tab");
          tab.setAttribute("data-tab", mode[0]);
          tab.addEventListener("click", function () { setMode(viewer, mode[0]); });
          tabs.appendChild(tab);
        });
        viewer.appendChild(tabs);
        var stage = element("div", "stage");
        viewer.appendChild(stage);
        var caption = element("div", "caption");
        viewer.appendChild(caption);
        var strip = element("ol", "strip");
        recording.frames.forEach(function (frame) {
          var item = element("li");
          var cell = element("button");
          cell.type = "button";
          cell.setAttribute("data-strip-frame", frame.name);
          cell.setAttribute("data-status", frame.status);
          cell.setAttribute("data-differs", String(frame.status !== "identical" && frame.status !== "withinTolerance"));
          cell.title = frame.name + ": " + STATUS_WORDS[frame.status];
          cell.addEventListener("click", function () { show(viewer, recording, frame); });
          item.appendChild(cell);
          strip.appendChild(item);
        });
        // ← and → (Home, End) move along the strip from the cell that has the focus.
        strip.addEventListener("keydown", function (event) {
          var cells = Array.prototype.slice.call(strip.querySelectorAll("[data-strip-frame]"));
          var index = cells.indexOf(document.activeElement);
          if (index < 0) { return; }
          var next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: cells.length - 1 }[event.key];
          if (next === undefined || next < 0 || next >= cells.length) { return; }
          event.preventDefault();
          cells[next].focus();
          cells[next].click();
        });
        viewer.appendChild(strip);
        viewer.appendChild(element("div", "strip-legend",
          "Frame strip: × red differs, + purple has no golden, − black is no longer rendered, ≈ yellow is within tolerance; ✓ chosen to accept."));
        body.appendChild(viewer);
        show(viewer, recording, first);
        setMode(viewer, viewer.getAttribute("data-mode"));
      }

      function setMode(viewer, mode) {
        viewer.setAttribute("data-mode", mode);
        Array.prototype.forEach.call(viewer.querySelectorAll("[data-tab]"), function (tab) {
          tab.setAttribute("aria-selected", String(tab.getAttribute("data-tab") === mode));
        });
      }

      function show(viewer, recording, frame) {
        viewer.setAttribute("data-frame", frame.name);
        Array.prototype.forEach.call(viewer.querySelectorAll("[data-strip-frame]"), function (cell) {
          cell.setAttribute("aria-current", String(cell.getAttribute("data-strip-frame") === frame.name));
        });
        var stage = viewer.querySelector(".stage");
        while (stage.firstChild) { stage.removeChild(stage.firstChild); }
        [["golden", frame.golden, "Golden"], ["actual", frame.actual, "Actual"],
          ["diff", frame.diff, "Difference"]].forEach(function (pane) {
          var node = element("div", "pane " + pane[0]);
          var shown = picture(pane[1], pane[2]);
          node.appendChild(pane[0] === "diff" ? shown : masked(shown, frame.masks));
          stage.appendChild(node);
        });
        stage.appendChild(swipePane(viewer, frame));
        var side = element("div", "pane side");
        var row = element("div", "side-row");
        [["Golden", frame.golden], ["Actual", frame.actual], ["Difference", frame.diff]].forEach(function (pane) {
          var figure = element("figure");
          figure.appendChild(element("figcaption", null, pane[0]));
          var shown = picture(pane[1], pane[0]);
          figure.appendChild(pane[0] === "Difference" ? shown : masked(shown, frame.masks));
          row.appendChild(figure);
        });
        side.appendChild(row);
        stage.appendChild(side);
        var caption = viewer.querySelector(".caption");
        while (caption.firstChild) { caption.removeChild(caption.firstChild); }
        caption.appendChild(element("span", "frame-name", frame.name));
        caption.appendChild(document.createTextNode(" · " + frame.summary));
        if (frame.kind) { caption.appendChild(element("span", "frame-kind", frame.kind)); }
        if (frame.acceptable) { caption.appendChild(frameBox(recording, frame)); }
        refreshChoices();
      }

      function swipePane(viewer, frame) {
        var pane = element("div", "pane swipe");
        if (!frame.golden || !frame.actual) {
          pane.appendChild(element("div", "missing", "Swipe needs both a golden and an actual frame."));
          return pane;
        }
        var box = element("div", "swipe-box");
        box.appendChild(picture(frame.golden, "Golden"));
        var over = element("div", "swipe-over");
        over.appendChild(picture(frame.actual, "Actual"));
        box.appendChild(over);
        var line = element("div", "swipe-line");
        box.appendChild(line);
        pane.appendChild(box);
        var range = element("input", "swipe-range");
        range.type = "range";
        range.min = "0";
        range.max = "100";
        range.value = viewer.getAttribute("data-swipe");
        range.setAttribute("data-swipe-slider", "");
        range.setAttribute("aria-label", "Swipe between golden (left) and actual (right)");
        function apply() {
          viewer.setAttribute("data-swipe", range.value);
          over.style.clipPath = "inset(0 0 0 " + range.value + "%)";
          line.style.left = range.value + "%";
        }
        range.addEventListener("input", apply);
        apply();
        pane.appendChild(range);
        pane.appendChild(element("div", "swipe-legend", "Golden on the left of the line, actual on the right."));
        return pane;
      }

      function setOpen(section, open) {
        section.setAttribute("data-open", String(open));
        section.querySelector(".toggle").setAttribute("aria-expanded", String(open));
        if (open) { load(section); }
      }

      // A recording's pictures are set up the first time its open section nears the screen, so
      // a large suite's page opens without touching thousands of images.
      var observer = "IntersectionObserver" in window ? new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          entry.target.nearScreen = entry.isIntersecting;
          if (entry.isIntersecting) { load(entry.target); }
        });
      }, { rootMargin: "400px 0px" }) : null;

      function load(section) {
        if (section.getAttribute("data-open") !== "true" || section.getAttribute("data-loaded") === "true") { return; }
        if (observer && !section.nearScreen) { return; }
        section.setAttribute("data-loaded", "true");
        var recording = data.recordings[Number(section.getAttribute("data-recording"))];
        buildViewer(recording, section.querySelector(".body"));
      }

      function buildSection(recording, index) {
        var section = element("section", "recording");
        section.setAttribute("data-recording", String(index));
        section.setAttribute("data-status", recording.outcome);
        if (recording.classification) { section.setAttribute("data-classification", recording.classification); }
        section.setAttribute("data-loaded", "false");
        var head = element("div", "head");
        var toggle = element("button", "toggle", recording.name);
        toggle.type = "button";
        toggle.addEventListener("click", function () {
          setOpen(section, section.getAttribute("data-open") !== "true");
        });
        head.appendChild(toggle);
        head.appendChild(element("span", "badge " + recording.outcome, recording.outcome));
        if (recording.classification) {
          head.appendChild(element("span", "badge " + recording.classification, recording.classification));
        }
        head.appendChild(element("span", "counts", countsText(recording.counts)));
        if (acceptableFrames(recording).length > 0) { head.appendChild(recordingBox(index)); }
        section.appendChild(head);
        var body = element("div", "body");
        var facts = element("dl", "facts");
        fact(facts, "recording", recording.recording);
        fact(facts, "goldens", recording.goldens);
        fact(facts, "options", recording.arguments.length ? recording.arguments.join(" ") : "the recording's hints");
        fact(facts, "tolerance", recording.tolerance || "default (threshold 0.1, no differing pixel)");
        if (recording.findings.length > 0) {
          var findings = element("ul", "findings");
          recording.findings.forEach(function (finding) { findings.appendChild(element("li", null, finding)); });
          fact(facts, "why", findings);
        }
        if (recording.recorded > 0 || recording.removed > 0) {
          fact(facts, "record mode " + recording.record,
            element("span", null, recording.recorded + " golden(s) written, " + recording.removed + " removed by this run"));
        }
        var command = element("div", "command");
        command.appendChild(element("code", null, recording.command));
        fact(facts, "re-record", command);
        body.appendChild(facts);
        section.appendChild(body);
        section.setAttribute("data-open", "false");
        toggle.setAttribute("aria-expanded", "false");
        return section;
      }

    \#(GoldenReviewPage.approvalScript)

      function updateAccept() {
        var list = approvals();
        var frames = list.reduce(function (sum, approval) { return sum + approval.frames.length; }, 0);
        accept.disabled = frames === 0;
        accept.setAttribute("data-count", String(frames));
        accept.textContent = frames === 0 ? "Accept" : "Accept " + frames + " frame" + (frames === 1 ? "" : "s") +
          " of " + list.length + " recording" + (list.length === 1 ? "" : "s");
      }

      accept.addEventListener("click", function () {
        var text = JSON.stringify({ format: "snapreplay-approvals", version: 2, approvals: approvals() }, null, 2) + "\n";
        var link = element("a");
        link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
        link.download = "approvals.json";
        document.body.appendChild(link);
        link.click();
        document.body.removeChild(link);
        setTimeout(function () { URL.revokeObjectURL(link.href); }, 1000);
      });

      data.recordings.forEach(function (recording, index) {
        var section = buildSection(recording, index);
        main.appendChild(section);
        if (observer) { observer.observe(section); }
        setOpen(section, recording.failed);
      });
      if (data.recordings.length === 0) { main.appendChild(element("p", "missing", "No recordings were verified.")); }
      accept.parentNode.insertBefore(kindButtons(), accept);
      refreshChoices();
      main.setAttribute("data-ready", "true");
    })();
    """#
}
