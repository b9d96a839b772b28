extension GoldenReviewPage {
  /// The part of the page's script that chooses what Accept approves: per recording, which of
  /// its acceptable frames are chosen (`chosen[index][name]`). A recording's box chooses all its
  /// frames or none (and shows "some" as indeterminate); each frame's own box, beside the
  /// frame shown, chooses that frame; a button per kind of difference in the header (`All
  /// pixels-only frames (12)`) chooses every frame of that kind in every recording, or, when
  /// all are chosen, none. The frame strip marks chosen frames with a tick, not a colour only.
  /// Runs inside ``script``'s function, whose `data`, `element`, `accept` it uses.
  static let approvalScript = #"""
      var chosen = data.recordings.map(function () { return {}; });
      var KIND_ORDER = ["changed", "pixels-only", "size differs", "no golden", "no longer rendered", "different"];

      function acceptableFrames(recording) {
        return recording.frames.filter(function (frame) { return frame.acceptable; });
      }

      function chosenCount(index) {
        return acceptableFrames(data.recordings[index]).filter(function (frame) { return chosen[index][frame.name]; }).length;
      }

      function choose(index, names, on) {
        names.forEach(function (name) {
          if (on) { chosen[index][name] = true; } else { delete chosen[index][name]; }
        });
        refreshChoices();
      }

      // Every control that shows a choice shows the state held in `chosen`.
      function refreshChoices() {
        Array.prototype.forEach.call(document.querySelectorAll("[data-accept]"), function (box) {
          var index = Number(box.getAttribute("data-accept"));
          var count = chosenCount(index);
          var total = acceptableFrames(data.recordings[index]).length;
          box.checked = count > 0 && count === total;
          box.indeterminate = count > 0 && count < total;
          box.setAttribute("data-chosen", String(count));
          var words = box.parentNode.querySelector(".accept-words");
          if (words) {
            words.textContent = count > 0 && count < total
              ? "accept " + count + " of " + total + " frames"
              : "accept " + total + " frame" + (total === 1 ? "" : "s");
          }
        });
        Array.prototype.forEach.call(document.querySelectorAll("[data-accept-frame]"), function (box) {
          var index = Number(box.getAttribute("data-accept-recording"));
          box.checked = Boolean(chosen[index][box.getAttribute("data-accept-frame")]);
        });
        Array.prototype.forEach.call(document.querySelectorAll("[data-strip-frame]"), function (cell) {
          var section = cell.closest("[data-recording]");
          var index = Number(section.getAttribute("data-recording"));
          var on = Boolean(chosen[index][cell.getAttribute("data-strip-frame")]);
          cell.setAttribute("data-chosen", String(on));
        });
        Array.prototype.forEach.call(document.querySelectorAll("[data-accept-kind]"), function (button) {
          var frames = framesOfKind(button.getAttribute("data-accept-kind"));
          var all = frames.length > 0 && frames.every(function (pair) { return chosen[pair[0]][pair[1]]; });
          button.setAttribute("aria-pressed", String(all));
        });
        updateAccept();
      }

      // [recording index, frame name] of every acceptable frame of `kind`.
      function framesOfKind(kind) {
        var pairs = [];
        data.recordings.forEach(function (recording, index) {
          acceptableFrames(recording).forEach(function (frame) {
            if (frame.kind === kind) { pairs.push([index, frame.name]); }
          });
        });
        return pairs;
      }

      function recordingBox(index) {
        var label = element("label", "accept-label");
        var box = element("input");
        box.type = "checkbox";
        box.setAttribute("data-accept", String(index));
        box.addEventListener("change", function () {
          var names = acceptableFrames(data.recordings[index]).map(function (frame) { return frame.name; });
          choose(index, names, box.checked);
        });
        label.appendChild(box);
        label.appendChild(element("span", "accept-words"));
        return label;
      }

      function frameBox(recording, frame) {
        var index = data.recordings.indexOf(recording);
        var label = element("label", "accept-frame");
        var box = element("input");
        box.type = "checkbox";
        box.setAttribute("data-accept-frame", frame.name);
        box.setAttribute("data-accept-recording", String(index));
        box.checked = Boolean(chosen[index][frame.name]);
        box.addEventListener("change", function () { choose(index, [frame.name], box.checked); });
        label.appendChild(box);
        label.appendChild(document.createTextNode("accept this frame"));
        return label;
      }

      function kindButtons() {
        var group = element("span", "accept-kinds");
        group.setAttribute("role", "group");
        group.setAttribute("aria-label", "Choose every frame of a kind");
        KIND_ORDER.forEach(function (kind) {
          var frames = framesOfKind(kind);
          if (frames.length === 0) { return; }
          var button = element("button", null, "All " + kind + " frames (" + frames.length + ")");
          button.type = "button";
          button.setAttribute("data-accept-kind", kind);
          button.setAttribute("aria-pressed", "false");
          button.title = "Choose, or unchoose, every " + kind + " frame of every recording";
          button.addEventListener("click", function () {
            var on = button.getAttribute("aria-pressed") !== "true";
            framesOfKind(kind).forEach(function (pair) {
              if (on) { chosen[pair[0]][pair[1]] = true; } else { delete chosen[pair[0]][pair[1]]; }
            });
            refreshChoices();
          });
          group.appendChild(button);
        });
        return group;
      }

      function approvals() {
        var list = [];
        data.recordings.forEach(function (recording, index) {
          var frames = acceptableFrames(recording).filter(function (frame) { return chosen[index][frame.name]; });
          if (frames.length === 0) { return; }
          list.push({
            recording: recording.recording,
            goldens: recording.goldens,
            options: recording.options,
            ignore: recording.ignore,
            frames: frames.map(function (frame) { return { name: frame.name, sha256: frame.sha256 }; })
          });
        });
        return list;
      }
    """#
}
