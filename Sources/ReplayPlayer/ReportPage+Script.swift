extension ReportPage {
  /// The player: plain ES2017, no framework. It reads the two JSON elements, shows frames as
  /// `<img>` sources, and writes everything from the recording as text nodes, never as markup.
  static let script = #"""
    (function () {
      'use strict';
      var data = JSON.parse(document.getElementById('report-data').textContent);
      var sources = JSON.parse(document.getElementById('report-frames').textContent);
      var $ = function (id) { return document.getElementById(id); };
      var player = $('player'), img = $('frame'), screen = $('screen'), track = $('track');
      var inspect = $('inspect'), highlight = $('highlight'), search = $('search');
      var speeds = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];
      var speedIndex = 3;
      var frameCount = data.frames.length;
      var fps = data.fps;
      var steps = data.steps;
      var current = -1, currentStep = -1, shownImage = -1;
      var playing = false, anchorFrame = 0, anchorTime = 0;
      var highlightItem = -1, lastHash = '';

      function el(tag, className, text) {
        var node = document.createElement(tag);
        if (className) node.className = className;
        if (text !== undefined) node.textContent = text;
        return node;
      }
      function seconds(value) { return (Math.round(value * 1000) / 1000).toString(); }

      // The first frame each step plays in; a step no frame shows (an apply within one frame
      // of the next, or the rejected one) takes the next step's, or the last frame.
      var stepFrame = steps.map(function () { return -1; });
      data.frames.forEach(function (frame, index) {
        if (stepFrame[frame[1]] < 0) stepFrame[frame[1]] = index;
      });
      for (var k = steps.length - 1; k >= 0; k--) {
        if (stepFrame[k] < 0 || steps[k].trapped) {
          stepFrame[k] = k + 1 < steps.length && !steps[k].trapped ? stepFrame[k + 1] : frameCount - 1;
        }
      }
      // Labels carried forward from the steps that set them.
      var labelHistory = data.items.map(function () { return []; });
      steps.forEach(function (step, index) {
        (step.labels || []).forEach(function (entry) { labelHistory[entry[0]].push([index, entry[1]]); });
      });
      function labelAt(item, step) {
        var history = labelHistory[item], label = data.items[item];
        for (var i = 0; i < history.length && history[i][0] <= step; i++) label = history[i][1];
        return label;
      }
      // Recorded cell images: what each step's items name, carried forward like labels.
      var cellImages = data.cellImages || [];
      var cellImageElement = document.getElementById('report-cell-images');
      var cellImageSources = cellImageElement ? JSON.parse(cellImageElement.textContent) : [];
      var imageHistory = data.items.map(function () { return []; });
      steps.forEach(function (step, index) {
        (step.images || []).forEach(function (entry) { imageHistory[entry[0]].push([index, entry[1]]); });
      });
      function imageAt(item, step) {
        var history = imageHistory[item], image = -1;
        for (var i = 0; i < history.length && history[i][0] <= step; i++) image = history[i][1];
        return image;
      }
      // The picture, then its digest (shortened; the whole one in the title), pixels and scale.
      function cellImageBox(image) {
        var info = cellImages[image];
        var box = el('div', 'inspect-image');
        box.dataset.digest = info[0];
        var picture = el('img');
        picture.src = cellImageSources[image];
        picture.alt = 'recorded cell image';
        picture.width = Math.min(info[4], 240);
        picture.height = Math.round(picture.width * info[5] / info[4]);
        box.appendChild(picture);
        var caption = el('div', 'inspect-muted inspect-image-caption',
          'cell image ' + info[0].slice(0, 19) + '… · ' + info[1] + '×' + info[2] + ' px @' + info[3] + '×');
        caption.title = info[0];
        box.appendChild(caption);
        return box;
      }
      function indexPath(step, item) {
        if (step < 0 || !steps[step] || !steps[step].order) return null;
        var order = steps[step].order;
        for (var s = 0; s < order.length; s++) {
          var at = order[s][1].indexOf(item);
          if (at >= 0) return '[' + s + ',' + at + ']';
        }
        return null;
      }
      function actionsOf(step, item) {
        var changes = steps[step] ? steps[step].changes : [];
        for (var i = 0; i < changes.length; i++) {
          if (changes[i][0] === item) {
            return changes[i].slice(1).map(function (n) { return data.actions[n]; });
          }
        }
        return [];
      }
      function placementsAt(frame) {
        var runs = data.placements, low = 0, high = runs.length - 1;
        if (high < 0) return [];
        while (low < high) {
          var middle = (low + high + 1) >> 1;
          if (runs[middle][0] <= frame) low = middle; else high = middle - 1;
        }
        return runs[low][1];
      }

      img.width = data.width;
      img.height = data.height;
      img.style.height = 'min(calc(100vh - 150px), ' + data.height + 'px)';
      // Decode every picture once, so playing never waits for one.
      var preloaded = sources.map(function (source) { var image = new Image(); image.src = source; return image; });

      // The scrubber: idle cuts, apply ticks, marker ticks.
      var span = Math.max(frameCount - 1, 1);
      function place(node, frame) { node.style.left = (100 * frame / span) + '%'; }
      data.cuts.forEach(function (cut) {
        var band = el('div', 'idle');
        band.style.left = (100 * Math.min(cut[0] * fps, span) / span) + '%';
        band.style.width = (100 * Math.max(0, Math.min(cut[1] * fps, span) - cut[0] * fps) / span) + '%';
        band.dataset.label = 'idle: ' + seconds(cut[2]) + ' s cut (--max-idle) before seq ' + cut[3];
        track.appendChild(band);
      });
      steps.forEach(function (step, index) {
        var tick = el('div', step.trapped ? 'tick trap' : 'tick apply' + (step.problems.length ? ' problem' : ''));
        place(tick, stepFrame[index]);
        tick.dataset.label = 'seq ' + step.seq + ' · ' + (step.trapped ? 'the app trapped here' : step.summary);
        track.appendChild(tick);
      });
      data.markers.forEach(function (marker) {
        var tick = el('div', 'tick marker');
        place(tick, Math.min(Math.round(marker[0] * fps), span));
        tick.dataset.label = marker[1];
        track.appendChild(tick);
      });
      var scrubLabel = $('scrub-label');
      track.addEventListener('mouseover', function (event) {
        var label = event.target.dataset && event.target.dataset.label;
        if (!label) return;
        scrubLabel.textContent = label;
        scrubLabel.style.left = event.target.style.left;
        scrubLabel.hidden = false;
      });
      track.addEventListener('mouseout', function () { scrubLabel.hidden = true; });
      var scrubbing = false;
      function scrubTo(event) {
        var rect = track.getBoundingClientRect();
        var fraction = Math.min(Math.max((event.clientX - rect.left) / rect.width, 0), 1);
        seek(Math.round(fraction * span));
      }
      $('scrubber').addEventListener('pointerdown', function (event) {
        scrubbing = true;
        try { event.currentTarget.setPointerCapture(event.pointerId); } catch (error) { /* no capture */ }
        scrubTo(event);
      });
      $('scrubber').addEventListener('pointermove', function (event) { if (scrubbing) scrubTo(event); });
      $('scrubber').addEventListener('pointerup', function () { scrubbing = false; writeHash(); });

      // The step list.
      var rows = steps.map(function (step, index) {
        var row = el('li', 'step' + (step.trapped ? ' trapped' : ''));
        row.dataset.stepSeq = step.seq;
        var head = el('div', 'step-head');
        head.appendChild(el('span', 'seq', 'seq ' + step.seq));
        head.appendChild(el('span', 'time', seconds(step.start) + ' s'));
        head.appendChild(el('span', 'summary', step.summary));
        row.appendChild(head);
        step.markers.forEach(function (marker) { row.appendChild(el('div', 'marker', marker)); });
        if (step.trapped) row.appendChild(el('div', 'trap', 'the app trapped here: UIKit rejected this apply, so the replay ends before it'));
        if (step.problems.length) row.appendChild(problemList(step.problems));
        row.addEventListener('click', function () { pause(); seek(stepFrame[index]); writeHash(); });
        $('steps').appendChild(row);
        return row;
      });
      function problemList(problems) {
        var list = el('ul', 'problems');
        problems.forEach(function (problem) {
          var entry = el('li', 'problem ' + problem.severity);
          if (problem.line !== null) entry.dataset.line = problem.line;
          entry.appendChild(el('span', 'where', (problem.line !== null ? 'line ' + problem.line + ' · ' : '') + problem.severity));
          entry.appendChild(document.createTextNode(problem.message));
          list.appendChild(entry);
        });
        return list;
      }
      if (data.notes.length) {
        var note = el('li', 'note');
        note.appendChild(el('div', 'marker', 'about the recording'));
        note.appendChild(problemList(data.notes));
        $('notes').appendChild(note);
      }

      // Showing a frame.
      function show(frame) {
        frame = Math.min(Math.max(Math.round(frame), 0), frameCount - 1);
        if (frame === current) return;
        current = frame;
        var info = data.frames[frame];
        if (info[0] !== shownImage) { shownImage = info[0]; img.src = sources[info[0]]; }
        var step = steps[info[1]];
        player.dataset.frame = frame;
        player.dataset.seq = step.seq;
        $('readout').textContent = seconds(frame / fps) + ' s · seq ' + step.seq + ' · ' +
          Math.round(info[2] * 100) + ' % · frame ' + (frame + 1) + '/' + frameCount;
        var fraction = 100 * frame / span;
        $('played').style.width = fraction + '%';
        $('thumb').style.left = fraction + '%';
        if (info[1] !== currentStep) {
          if (rows[currentStep]) rows[currentStep].classList.remove('current');
          currentStep = info[1];
          rows[currentStep].classList.add('current');
          if (!playing || frameCount < 2000) rows[currentStep].scrollIntoView({ block: 'nearest' });
          $('diff-title').textContent = 'seq ' + step.seq + ' · ' + step.summary;
          $('diff').textContent = step.diff || (currentStep === 0 ? 'The first state: nothing to compare with.' : 'No changes.');
        }
        drawHighlight();
        inspect.hidden = true;
      }
      function seek(frame) {
        show(frame);
        anchorFrame = current;
        anchorTime = performance.now();
      }
      function writeHash() {
        if (playing || current < 0) return;
        var hash = current === stepFrame[currentStep] ? '#seq=' + steps[currentStep].seq : '#t=' + seconds(current / fps);
        if (highlightItem >= 0) hash += '&item=' + encodeURIComponent(data.items[highlightItem]);
        if (hash === location.hash) return;
        lastHash = hash;
        try { history.replaceState(null, '', hash); } catch (error) { location.replace(hash); }
      }

      // Playing.
      function tick(now) {
        if (!playing) return;
        var target = anchorFrame + Math.floor((now - anchorTime) / 1000 * fps * speeds[speedIndex]);
        if (target >= frameCount) {
          if ($('loop').checked) { anchorFrame = 0; anchorTime = now; show(0); }
          else { show(frameCount - 1); pause(); return; }
        } else {
          show(target);
        }
        requestAnimationFrame(tick);
      }
      function play() {
        if (playing) return;
        if (current >= frameCount - 1) show(0);
        playing = true;
        player.dataset.playing = 'true';
        $('play').textContent = 'Pause';
        anchorFrame = current;
        anchorTime = performance.now();
        requestAnimationFrame(tick);
      }
      function pause() {
        if (!playing) return;
        playing = false;
        player.dataset.playing = 'false';
        $('play').textContent = 'Play';
        writeHash();
      }
      function toggle() { if (playing) pause(); else play(); }
      function setSpeed(index) {
        speedIndex = Math.min(Math.max(index, 0), speeds.length - 1);
        $('speed').textContent = speeds[speedIndex] + '×';
        player.dataset.speed = speeds[speedIndex];
        anchorFrame = current;
        anchorTime = performance.now();
      }
      function step(by) { pause(); seek(current + by); writeHash(); }
      function applyStep(direction) {
        pause();
        var target = -1;
        for (var i = 0; i < steps.length; i++) {
          var frame = stepFrame[i];
          if (direction < 0 && frame < current) target = Math.max(target, frame);
          if (direction > 0 && frame > current && (target < 0 || frame < target)) target = frame;
        }
        if (target < 0) target = direction < 0 ? 0 : current;
        seek(target);
        writeHash();
      }

      $('play').addEventListener('click', toggle);
      $('frame-back').addEventListener('click', function () { step(-1); });
      $('frame-forward').addEventListener('click', function () { step(1); });
      $('prev-apply').addEventListener('click', function () { applyStep(-1); });
      $('next-apply').addEventListener('click', function () { applyStep(1); });
      $('slower').addEventListener('click', function () { setSpeed(speedIndex - 1); });
      $('faster').addEventListener('click', function () { setSpeed(speedIndex + 1); });
      var help = $('help');
      $('help-button').addEventListener('click', function () { help.hidden = !help.hidden; });
      help.addEventListener('click', function (event) { if (event.target === help) help.hidden = true; });

      document.addEventListener('keydown', function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) return;
        if (event.target === search) {
          if (event.key === 'Escape') search.blur();
          return;
        }
        var key = event.key;
        if (key === ' ' || key === 'Spacebar') toggle();
        else if (key === ',') step(-1);
        else if (key === '.') step(1);
        else if (key === '[') applyStep(-1);
        else if (key === ']') applyStep(1);
        else if (key === 'ArrowLeft') step(-Math.round(fps));
        else if (key === 'ArrowRight') step(Math.round(fps));
        else if (key === '-' || key === '_') setSpeed(speedIndex - 1);
        else if (key === '+' || key === '=') setSpeed(speedIndex + 1);
        else if (key.length === 1 && key >= '0' && key <= '9') { pause(); seek(Math.round(span * Number(key) / 10)); writeHash(); }
        else if (key === '?') help.hidden = !help.hidden;
        else if (key === 'Escape') help.hidden = true;
        else return;
        event.preventDefault();
      });

      // Inspect: the cell under the pointer, from the frame's item placements.
      function pointIn(event) {
        var rect = img.getBoundingClientRect();
        return {
          x: (event.clientX - rect.left) / rect.width * data.width,
          y: (event.clientY - rect.top) / rect.height * data.height,
          scale: rect.width / data.width, left: event.clientX - rect.left, top: event.clientY - rect.top
        };
      }
      function itemAt(point) {
        var items = placementsAt(current);
        for (var i = items.length - 1; i >= 0; i--) {
          var p = items[i];
          if (p[5] > 0.05 && point.x >= p[1] && point.x < p[1] + p[3] && point.y >= p[2] && point.y < p[2] + p[4]) return p[0];
        }
        return -1;
      }
      // The rect the step's layout line recorded for the item, in content points; "modelled"
      // when the step had no layout line (the replay placed it by its own layout).
      function recordedRectText(stepIndex, item) {
        var rects = steps[stepIndex].rects;
        if (!rects) return 'place modelled (no layout line)';
        for (var i = 0; i < rects.length; i++) {
          var r = rects[i];
          if (r[0] === item) return 'recorded rect ' + r[1] + ',' + r[2] + ' ' + r[3] + '×' + r[4];
        }
        return 'not in the recorded rects (off screen)';
      }
      screen.addEventListener('mousemove', function (event) {
        var point = pointIn(event);
        var item = itemAt(point);
        if (item < 0) { inspect.hidden = true; return; }
        var stepIndex = data.frames[current][1];
        var actions = stepIndex === 0 ? ['first state'] : actionsOf(stepIndex, item);
        var before = stepIndex > 0 ? indexPath(stepIndex - 1, item) : null;
        var after = indexPath(stepIndex, item);
        inspect.textContent = '';
        inspect.dataset.item = data.items[item];
        inspect.appendChild(el('div', 'inspect-id', data.items[item]));
        var label = labelAt(item, stepIndex);
        if (label !== data.items[item]) inspect.appendChild(el('div', '', label));
        inspect.appendChild(el('div', 'inspect-muted', 'index path ' + (before || '—') + ' → ' + (after || '—')));
        inspect.appendChild(el('div', 'inspect-action', 'seq ' + steps[stepIndex].seq + ': ' + (actions.length ? actions.join(', ') : 'unchanged')));
        inspect.appendChild(el('div', 'inspect-muted inspect-rect', recordedRectText(stepIndex, item)));
        var image = imageAt(item, stepIndex);
        if (image >= 0) inspect.appendChild(cellImageBox(image));
        inspect.hidden = false;
        var width = screen.clientWidth, height = screen.clientHeight;
        var left = Math.min(point.left + 14, width - inspect.offsetWidth - 4);
        var top = point.top + 14 + inspect.offsetHeight > height ? point.top - inspect.offsetHeight - 10 : point.top + 14;
        inspect.style.left = Math.max(left, 4) + 'px';
        inspect.style.top = Math.max(top, 4) + 'px';
      });
      screen.addEventListener('mouseleave', function () { inspect.hidden = true; });

      function drawHighlight() {
        if (highlightItem < 0) { highlight.hidden = true; return; }
        var items = placementsAt(current), found = null;
        for (var i = items.length - 1; i >= 0; i--) if (items[i][0] === highlightItem) { found = items[i]; break; }
        if (!found) { highlight.hidden = true; return; }
        var scale = img.clientWidth / data.width;
        highlight.style.left = (found[1] * scale - 2) + 'px';
        highlight.style.top = (found[2] * scale - 2) + 'px';
        highlight.style.width = (found[3] * scale + 4) + 'px';
        highlight.style.height = (found[4] * scale + 4) + 'px';
        highlight.hidden = false;
      }

      // Search: the applies that insert, delete, move or reload a matching item.
      var results = $('search-results');
      function runSearch() {
        var query = search.value.trim().toLowerCase();
        results.textContent = '';
        results.hidden = query === '';
        if (!query) { highlightItem = -1; drawHighlight(); return []; }
        var matches = {};
        data.items.forEach(function (id, item) {
          if (id.toLowerCase().indexOf(query) >= 0) { matches[item] = true; return; }
          for (var i = 0; i < labelHistory[item].length; i++) {
            if (labelHistory[item][i][1].toLowerCase().indexOf(query) >= 0) { matches[item] = true; return; }
          }
        });
        var found = [];
        steps.forEach(function (step, index) {
          step.changes.forEach(function (change) {
            if (!matches[change[0]] || found.length >= 300) return;
            found.push({ step: index, item: change[0], actions: change.slice(1).map(function (n) { return data.actions[n]; }) });
          });
        });
        found.forEach(function (hit) {
          var row = el('li', 'result');
          row.dataset.resultSeq = steps[hit.step].seq;
          row.textContent = 'seq ' + steps[hit.step].seq + ' · ' + data.items[hit.item] + ' · ' + hit.actions.join(', ');
          row.addEventListener('click', function () {
            highlightItem = hit.item;
            pause();
            seek(stepFrame[hit.step]);
            drawHighlight();
            writeHash();
          });
          results.appendChild(row);
        });
        if (!found.length) results.appendChild(el('li', 'empty', Object.keys(matches).length ? 'matching items, but no apply inserts, deletes, moves or reloads them' : 'no item matches'));
        return found;
      }
      search.addEventListener('input', runSearch);

      // Deep links: #seq=12, #t=3.5, #item=dog (they combine with &).
      function openHash() {
        var params = new URLSearchParams(location.hash.replace(/^#/, ''));
        var target = 0;
        if (params.has('item')) {
          search.value = params.get('item');
          var found = runSearch();
          var exact = data.items.indexOf(search.value);
          highlightItem = exact >= 0 ? exact : (found.length ? found[0].item : -1);
          if (found.length) target = stepFrame[found[0].step];
        }
        if (params.has('seq')) {
          var seq = Number(params.get('seq'));
          for (var i = 0; i < steps.length; i++) if (steps[i].seq === seq) { target = stepFrame[i]; break; }
        } else if (params.has('t')) {
          var time = Number(params.get('t'));
          if (isFinite(time)) target = Math.round(time * fps);
        }
        pause();
        current = -1;
        seek(target);
      }
      window.addEventListener('hashchange', function () { if (location.hash !== lastHash) openHash(); });
      window.addEventListener('resize', drawHighlight);
      img.addEventListener('load', drawHighlight);
      openHash();
      player.dataset.ready = 'true';
      void preloaded;
    })();
    """#
}
