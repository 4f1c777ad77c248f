"use strict";
(function () {
  var data = JSON.parse(document.getElementById("review-data").textContent);
  var items = data.items;
  var byId = {};
  items.forEach(function (item) { byId[item.id] = item; });
  var main = document.getElementById("captures");
  var status = document.getElementById("status");
  var shown = { failed: true, new: true, passed: false };
  var current = null;
  var modes = ["side", "slider", "toggle"];

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === "text") { node.textContent = attrs[key]; } else { node.setAttribute(key, attrs[key]); }
    });
    (children || []).forEach(function (child) { if (child) { node.appendChild(child); } });
    return node;
  }
  function path(prefix, relative) {
    return prefix + relative.split("/").map(encodeURIComponent).join("/");
  }
  function golden(item) { return path("/goldens/", item.id) + "?v=" + encodeURIComponent(item.golden); }
  function figure(label, src) {
    return el("figure", {}, [el("img", { src: src, alt: label, loading: "lazy" }),
      el("figcaption", { text: label })]);
  }
  function hasGolden(item) { return item.golden !== "absent" && item.id.charAt(0) !== "#"; }

  function views(item) {
    var box = el("div", { "class": "views", "data-mode": "side" });
    var expected = hasGolden(item) ? golden(item) : null;
    var actual = item.actual && item.decision !== "accepted" ? path("/report/", item.actual) : null;
    var side = el("div", { "class": "view side" }, [
      expected ? figure(item.decision === "accepted" ? "golden (accepted)" : "expected", expected) : null,
      item.diff && item.decision !== "accepted" ? figure("diff", path("/report/", item.diff)) : null,
      actual ? figure("actual", actual) : null]);
    box.appendChild(side);
    if (expected && actual) {
      var buttons = el("div", { "class": "modes" });
      modes.forEach(function (mode) {
        var button = el("button", { type: "button", "data-mode": mode, "aria-pressed": String(mode === "side"),
          text: mode === "side" ? "Side by side" : mode === "slider" ? "Slider" : "Toggle" });
        button.addEventListener("click", function () { setMode(box, mode); });
        buttons.appendChild(button);
      });
      box.insertBefore(buttons, side);
      var over = el("img", { "class": "over", src: actual, alt: "actual" });
      var handle = el("div", { "class": "handle" });
      var stage = el("div", { "class": "stage split-stage" }, [el("img", { src: expected, alt: "expected" }),
        over, handle]);
      var range = el("input", { type: "range", "class": "split", min: "0", max: "100", value: "50",
        "aria-label": "Split between expected and actual" });
      var setSplit = function (percent) {
        percent = Math.max(0, Math.min(100, percent));
        range.value = String(percent);
        over.style.clipPath = "inset(0 0 0 " + percent + "%)";
        handle.style.left = percent + "%";
      };
      range.addEventListener("input", function () { setSplit(Number(range.value)); });
      var dragging = false;
      var follow = function (event) {
        var rect = stage.getBoundingClientRect();
        setSplit((event.clientX - rect.left) / rect.width * 100);
      };
      stage.addEventListener("pointerdown", function (event) {
        dragging = true; stage.setPointerCapture(event.pointerId); follow(event);
      });
      stage.addEventListener("pointermove", function (event) { if (dragging) { follow(event); } });
      stage.addEventListener("pointerup", function () { dragging = false; });
      box.appendChild(el("div", { "class": "view slider" }, [stage, el("br"), range,
        el("p", { "class": "hint", text: "Left of the line: expected; right: actual. Drag or use the range." })]));
      var label = el("span", { "class": "blink-label", text: "expected" });
      var flip = el("div", { "class": "stage blink-stage", "data-showing": "expected" }, [
        el("img", { src: expected, alt: "expected" }), el("img", { "class": "actual", src: actual, alt: "actual" })]);
      flip.addEventListener("click", function () {
        var next = flip.dataset.showing === "expected" ? "actual" : "expected";
        flip.dataset.showing = next;
        label.textContent = next;
      });
      box.appendChild(el("div", { "class": "view blink" }, [flip,
        el("p", { "class": "hint" }, [document.createTextNode("Showing "), label,
          document.createTextNode("; click the image to toggle.")])]));
    }
    return box;
  }
  function setMode(box, mode) {
    box.dataset.mode = mode === "toggle" ? "blink" : mode;
    box.querySelectorAll(".modes button").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.dataset.mode === mode));
    });
  }

  function card(item) {
    var node = el("article", { "class": "card", id: "capture-" + item.id, "data-id": item.id,
      "data-group": item.group, "data-decision": item.decision });
    var title = el("h2", {}, [el("span", { text: item.scenario + " / " + item.capture }),
      el("span", { "class": "badge " + item.status, text: item.status }),
      item.decision !== "pending" ? el("span", { "class": "badge " + item.decision, text: item.decision }) : null,
      item.combination ? el("span", { "class": "badge combination", text: item.combination }) : null,
      item.device ? el("span", { "class": "badge device", text: item.device }) : null]);
    node.appendChild(title);
    if (item.message) { node.appendChild(el("p", { "class": "message", text: item.message })); }
    if (item.hint) { node.appendChild(el("p", { "class": "note", text: item.hint })); }
    if (item.masks && item.masks.length) {
      node.appendChild(el("p", { "class": "masks", text: "Masked: " + item.masks.join("; ") }));
    }
    if (item.values && item.values.length) {
      node.appendChild(el("p", { "class": "values", text: "Values: " + item.values.join("; ") }));
    }
    var actions = el("div", { "class": "actions" });
    if (item.canAccept && item.decision === "pending") {
      var label = item.acceptsValues ? (item.valuesOnly ? "Accept values" : "Accept image and values") : "Accept";
      actions.appendChild(button(label, "accept", function () { decide(node, accept([item])); }));
      actions.appendChild(button("Reject", "reject", function () {
        decide(node, send("/api/reject", { id: item.id }));
      }));
    }
    if (item.decision !== "pending") {
      actions.appendChild(button("Undo", "undo", function () { send("/api/undo", { id: item.id }); }));
      actions.appendChild(el("span", { "class": "note", text: item.decision === "accepted"
        ? (item.valuesOnly ? "The value golden now holds this capture's values; the old file is in .trash."
          : "The golden is now this capture's image; the old one is in the goldens folder's .trash.")
        : "The golden stays; this difference is a regression to fix." }));
    }
    if (actions.childNodes.length) { node.appendChild(actions); }
    node.appendChild(views(item));
    node.addEventListener("click", function (event) {
      if (event.target.tagName !== "BUTTON") { select(node, false); }
    });
    return node;
  }
  function button(text, kind, action) {
    var node = el("button", { type: "button", "class": kind, text: text });
    node.addEventListener("click", function (event) { event.stopPropagation(); action(); });
    return node;
  }

  function visible(item) {
    return shown[item.group] && matches("scenario", item.scenario) && matches("device", item.device)
      && matches("combination", item.combination);
  }
  function matches(name, value) {
    var wanted = document.getElementById(name).value;
    return wanted === "" || wanted === (value || "");
  }
  function fillSelect(name, key) {
    var values = [];
    items.forEach(function (item) {
      if (item[key] && values.indexOf(item[key]) < 0) { values.push(item[key]); }
    });
    var select = document.getElementById(name);
    values.forEach(function (value) { select.appendChild(el("option", { value: value, text: value })); });
    select.addEventListener("change", render);
    return values.length;
  }
  function counts() {
    ["failed", "new", "passed"].forEach(function (group) {
      var count = items.filter(function (item) { return item.group === group; }).length;
      document.querySelector('.group[data-group="' + group + '"] span').textContent = "(" + count + ")";
    });
    var open = shownItems().filter(function (item) { return item.canAccept && item.decision === "pending"; });
    var all = document.getElementById("accept-all");
    all.textContent = "Accept all shown (" + open.length + ")";
    all.disabled = open.length === 0;
  }
  function shownItems() { return items.filter(visible); }
  function render() {
    var keep = current && current.dataset.id;
    main.textContent = "";
    current = null;
    shownItems().forEach(function (item) { main.appendChild(card(item)); });
    document.getElementById("empty").hidden = main.childNodes.length > 0;
    counts();
    var again = keep && document.getElementById("capture-" + keep);
    if (again) { select(again, false); }
  }
  function update(changed) {
    changed.forEach(function (item) {
      byId[item.id] = item;
      items[items.findIndex(function (other) { return other.id === item.id; })] = item;
      var old = document.getElementById("capture-" + item.id);
      if (old) {
        var node = card(item);
        old.replaceWith(node);
        if (current === old) { select(node, false); }
      }
    });
    counts();
  }

  function say(text, isError) {
    status.textContent = text;
    status.className = isError ? "error" : "";
  }
  function send(url, body) {
    return fetch(url, { method: "POST", headers: { "Content-Type": "application/json",
      "X-Review-Token": data.token }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) { throw new Error(answer.error || response.statusText); }
          update(answer.items);
          var verb = url.slice(5);
          say(verb + (verb === "undo" ? "ne: " : "ed: ") + answer.items.map(function (item) {
            return item.scenario + "/" + item.capture;
          }).join(", "), false);
          return answer.items;
        });
      })
      .catch(function (error) { say("Refused: " + error.message, true); return null; });
  }
  function accept(list) {
    return send("/api/accept", { captures: list.map(function (item) {
      return { id: item.id, golden: item.golden };
    }) });
  }

  // After a decision the page moves to the next capture still to review and keeps it in view: the cards above it
  // change height as their images load (an accepted card shows the new golden instead of three images), which
  // would push it off screen. It stays pinned to the top of the window until the reader scrolls.
  var pinned = null;
  function select(node, scroll) {
    if (current) { current.classList.remove("current"); }
    current = node;
    if (node) {
      node.classList.add("current");
      if (scroll) { pin(node); }
    }
  }
  function pin(node) {
    pinned = node;
    node.scrollIntoView({ block: "start" });
  }
  function keepPinned() {
    if (!pinned) { return; }
    if (!pinned.isConnected) { pinned = current && current.isConnected ? current : null; }
    if (pinned) {
      // Where scrollIntoView put it: below the sticky header, by the card's scroll-margin-top.
      var margin = parseFloat(window.getComputedStyle(pinned).scrollMarginTop) || 0;
      var off = pinned.getBoundingClientRect().top - margin;
      if (Math.abs(off) > 1) { window.scrollBy(0, off); }
    }
  }
  main.addEventListener("load", keepPinned, true);
  if (window.ResizeObserver) { new ResizeObserver(keepPinned).observe(main); }
  ["wheel", "touchmove", "mousedown"].forEach(function (kind) {
    window.addEventListener(kind, function () { pinned = null; }, { passive: true });
  });
  window.addEventListener("keydown", function (event) {
    if (/^(PageUp|PageDown|Home|End| )$/.test(event.key)) { pinned = null; }
  });
  function step(by) {
    var cards = Array.prototype.slice.call(main.querySelectorAll("article.card"));
    if (!cards.length) { return; }
    var at = cards.indexOf(current);
    var next = at < 0 ? (by > 0 ? 0 : cards.length - 1) : Math.max(0, Math.min(cards.length - 1, at + by));
    select(cards[next], true);
  }
  // A decision on the card `node` (a click or a key): once the server answers, the next capture still to review
  // becomes the current one, in view.
  function decide(node, answer) {
    var card = node;
    answer.then(function (done) {
      if (!done) { return; }
      var now = document.getElementById(card.id);
      if (now) { select(now, false); }
      if (!nextPending() && now) { select(now, true); }
    });
  }
  // Selects the next card after the current one that is still to review; returns whether there was one.
  function nextPending() {
    var cards = Array.prototype.slice.call(main.querySelectorAll("article.card"));
    var at = cards.indexOf(current);
    for (var i = at + 1; i < cards.length; i++) {
      if (cards[i].dataset.decision === "pending" && byId[cards[i].dataset.id].canAccept) {
        select(cards[i], true);
        return true;
      }
    }
    return false;
  }

  document.querySelectorAll(".group").forEach(function (chip) {
    chip.addEventListener("click", function () {
      shown[chip.dataset.group] = !shown[chip.dataset.group];
      chip.setAttribute("aria-pressed", String(shown[chip.dataset.group]));
      render();
    });
  });
  fillSelect("scenario", "scenario");
  fillSelect("device", "device");
  document.getElementById("combination-filter").hidden = fillSelect("combination", "combination") === 0;
  document.getElementById("accept-all").addEventListener("click", function () {
    var open = shownItems().filter(function (item) { return item.canAccept && item.decision === "pending"; });
    if (open.length && window.confirm("Accept " + open.length + " captures as the new goldens?")) {
      accept(open);
    }
  });
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || /^(INPUT|SELECT|TEXTAREA)$/.test(event.target.tagName)) {
      return;
    }
    var item = current && byId[current.dataset.id];
    switch (event.key) {
    case "j": case "ArrowDown": step(1); break;
    case "k": case "ArrowUp": step(-1); break;
    case "a":
      if (item && item.canAccept && item.decision === "pending") { decide(current, accept([item])); }
      break;
    case "r":
      if (item && item.canAccept && item.decision === "pending") {
        decide(current, send("/api/reject", { id: item.id }));
      }
      break;
    case "u": if (item && item.decision !== "pending") { send("/api/undo", { id: item.id }); } break;
    case "v":
      var box = current && current.querySelector(".views");
      if (box && box.querySelector(".modes")) {
        var now = box.querySelector('.modes button[aria-pressed="true"]').dataset.mode;
        setMode(box, modes[(modes.indexOf(now) + 1) % modes.length]);
      }
      break;
    default: return;
    }
    event.preventDefault();
  });
  render();
  step(1);
  window.scrollTo(0, 0);
})();
