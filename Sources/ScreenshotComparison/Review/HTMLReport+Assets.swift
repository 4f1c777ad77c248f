extension HTMLReport {
    /// The page's inline style sheet, which the review page builds on.
    public static let styleSheet = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #f5f5f7; --card: #fff; --line: #d2d2d7; }
        @media (prefers-color-scheme: dark) { :root { --fg: #f5f5f7; --bg: #1d1d1f; --card: #2c2c2e; --line: #48484a; } }
        body { font: 14px/1.4 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0; }
        header { padding: 16px 24px; border-bottom: 1px solid var(--line); position: sticky; top: 0;
          background: var(--bg); z-index: 2; }
        h1 { font-size: 20px; margin: 0 0 8px; }
        h2 { font-size: 15px; margin: 0 0 8px; }
        main { padding: 16px 24px; }
        .verdict.bad { color: #d70015; font-weight: 600; }
        .verdict.good { color: #248a3d; font-weight: 600; }
        .counts { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 8px 0; }
        .badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px;
          background: #8e8e93; color: #fff; text-transform: uppercase; }
        .badge.error, .badge.fail, .badge.nondeterministic, .badge.missing { background: #d70015; }
        .badge.environment-differs { background: #c93400; }
        .badge.new { background: #0071e3; }
        .badge.pass { background: #248a3d; }
        .badge.sequence { background: #6e6e73; }
        article { background: var(--card); border: 1px solid var(--line); border-radius: 8px;
          padding: 12px 16px; margin: 0 0 16px; }
        .message { font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; }
        body.hide-passing .status-pass { display: none; }
        .values { font-family: ui-monospace, monospace; font-size: 12px; margin: 4px 0; padding-left: 20px; }
        .masks { font-size: 12px; margin: 4px 0; }
        .hatch { display: inline-block; width: 12px; height: 12px; vertical-align: -2px; border: 1px solid #af52de;
          background: repeating-linear-gradient(-45deg, #af52de 0 2px, transparent 2px 6px); }
        .modes button { font: inherit; padding: 2px 10px; margin-right: 4px; }
        .modes button[aria-pressed="true"] { font-weight: 600; }
        .view { display: none; margin-top: 8px; }
        .views[data-mode="side"] .view.side, .views[data-mode="slider"] .view.slider,
        .views[data-mode="blink"] .view.blink { display: block; }
        .frame, .views[data-mode="side"] .view.side { display: flex; flex-wrap: wrap; gap: 12px; }
        .frame[hidden] { display: none; }
        figure { margin: 0; }
        figcaption { font-size: 12px; opacity: 0.7; }
        img { max-width: 100%; image-rendering: pixelated; border: 1px solid var(--line); display: block; }
        .stage { position: relative; display: inline-block; cursor: ew-resize; user-select: none; }
        .stage img { border: 0; }
        .split-stage .over { position: absolute; top: 0; left: 0; clip-path: inset(0 0 0 50%); }
        .split-stage .handle { position: absolute; top: 0; bottom: 0; left: 50%; width: 2px;
          background: #ff2d55; pointer-events: none; }
        .blink-stage { cursor: pointer; }
        .blink-stage .actual { position: absolute; top: 0; left: 0; visibility: hidden; }
        .blink-stage[data-showing="actual"] .actual { visibility: visible; }
        .split { width: 100%; max-width: 480px; }
        .hint { font-size: 12px; opacity: 0.7; }
        .filmstrip { overflow-x: auto; margin-bottom: 8px; }
        .filmstrip img { max-width: none; }
        .scrub { width: 100%; max-width: 480px; vertical-align: middle; }
        .combination { font-family: ui-monospace, monospace; font-size: 12px; padding: 1px 6px; border-radius: 4px;
          border: 1px solid var(--line); }
        .device { font-size: 12px; opacity: 0.7; }
        table.combinations { border-collapse: collapse; margin: 8px 0; font-size: 12px; }
        table.combinations th, table.combinations td { padding: 2px 10px; border-bottom: 1px solid var(--line);
          text-align: left; }
        table.combinations tr.bad td:last-child { color: #d70015; font-weight: 600; }
        .show-combination { font: inherit; font-family: ui-monospace, monospace; background: none; border: 0;
          padding: 0; color: inherit; cursor: pointer; text-decoration: underline; }
        .filters label { margin-right: 12px; }
        article.filtered-out { display: none; }
        """

    /// The page's inline script: view modes, slider, blink, scrubber, the passing filter and the combination and
    /// device filters.
    static let script = """
        "use strict";
        var hidePassing = document.getElementById("hide-passing");
        if (hidePassing) {
          hidePassing.addEventListener("change", function (event) {
            document.body.classList.toggle("hide-passing", event.target.checked);
          });
        }
        var applyFilters = function () {
          var chosen = {};
          document.querySelectorAll("select.filter").forEach(function (select) {
            chosen[select.dataset.key] = select.value;
          });
          document.querySelectorAll("main article").forEach(function (article) {
            var out = Object.keys(chosen).some(function (key) {
              var value = article.dataset[key];
              return chosen[key] !== "" && value !== undefined && value !== chosen[key];
            });
            article.classList.toggle("filtered-out", out);
          });
        };
        document.querySelectorAll("select.filter").forEach(function (select) {
          select.addEventListener("change", applyFilters);
        });
        document.querySelectorAll(".show-combination").forEach(function (button) {
          button.addEventListener("click", function () {
            var select = document.getElementById("filter-combination");
            if (select) {
              select.value = select.value === button.dataset.value ? "" : button.dataset.value;
              applyFilters();
            }
          });
        });
        document.querySelectorAll(".views").forEach(function (views) {
          views.querySelectorAll(".modes button").forEach(function (button) {
            button.addEventListener("click", function () {
              views.dataset.mode = button.dataset.mode;
              views.querySelectorAll(".modes button").forEach(function (other) {
                other.setAttribute("aria-pressed", String(other === button));
              });
            });
          });
          var stage = views.querySelector(".split-stage");
          var split = views.querySelector(".split");
          if (stage && split) {
            var setSplit = function (percent) {
              percent = Math.max(0, Math.min(100, percent));
              split.value = String(percent);
              stage.querySelector(".over").style.clipPath = "inset(0 0 0 " + percent + "%)";
              stage.querySelector(".handle").style.left = percent + "%";
            };
            split.addEventListener("input", function () { setSplit(Number(split.value)); });
            var dragging = false;
            var follow = function (event) {
              var box = stage.getBoundingClientRect();
              setSplit((event.clientX - box.left) / box.width * 100);
            };
            stage.addEventListener("pointerdown", function (event) {
              dragging = true;
              stage.setPointerCapture(event.pointerId);
              follow(event);
            });
            stage.addEventListener("pointermove", function (event) { if (dragging) { follow(event); } });
            stage.addEventListener("pointerup", function () { dragging = false; });
          }
          var blinkStage = views.querySelector(".blink-stage");
          var blinkToggle = views.querySelector(".blink-toggle");
          if (blinkStage && blinkToggle) {
            var label = views.querySelector(".blink-label");
            var timer = null;
            var flip = function () {
              var next = blinkStage.dataset.showing === "expected" ? "actual" : "expected";
              blinkStage.dataset.showing = next;
              label.textContent = next;
            };
            blinkStage.addEventListener("click", flip);
            blinkToggle.addEventListener("click", function () {
              if (timer === null) {
                timer = setInterval(flip, 500);
                blinkToggle.textContent = "Stop blinking";
              } else {
                clearInterval(timer);
                timer = null;
                blinkToggle.textContent = "Start blinking";
              }
              blinkToggle.setAttribute("aria-pressed", String(timer !== null));
            });
          }
        });
        document.querySelectorAll(".scrubber").forEach(function (scrubber) {
          var range = scrubber.querySelector(".scrub");
          var frames = scrubber.querySelectorAll(".frame");
          var name = scrubber.querySelector(".frame-name");
          range.addEventListener("input", function () {
            var index = Number(range.value);
            frames.forEach(function (frame, i) { frame.hidden = i !== index; });
            name.textContent = frames[index] ? frames[index].dataset.name : "";
          });
        });
        """
}
