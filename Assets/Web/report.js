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
