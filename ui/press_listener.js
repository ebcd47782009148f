// The step control's listener (ui/steps.py): one pair for the whole window,
// installed once. Every press of a control's buttons, and in present mode
// every arrow/Home/End key, is numbered and kept in its page's log; the
// control's component (ui/presses.js) sends the log to Python. On every
// step page the frame also runs this in a script of its own, at the top of
// the page, so a press or key made while the page is still being drawn (or
// before the component has loaded) is kept too.
// window.__stepKeys (key → action) and window.__stepActions are set by
// ui/steps.py before this runs.
(() => {
  const store = (window.__stepPresses = window.__stepPresses || { pages: {} });

  // The page shown: the last part of the address (under a path prefix too).
  function pageName() {
    const path = window.location.pathname.replace(/\/+$/, "");
    return path.slice(path.lastIndexOf("/") + 1);
  }

  function record(mine, action) {
    mine.seq += 1;
    mine.log.push([mine.seq, action]);
    if (mine.send) mine.send("presses", { log: mine.log.slice() });
  }

  // A press of a step button is numbered here even before the control's
  // component has loaded (on a busy machine its script can arrive after the
  // buttons): it waits in the log, and the component sends it when it comes.
  // Left to the button, two presses in one run were merged into one.
  function onClick(event) {
    if (!event.target.closest) return;
    const page = pageName();
    const prefix = "st-key-step_" + page + "_";
    const box = event.target.closest("[class*='" + prefix + "']");
    if (!box) return;
    const button = box.querySelector("button");
    const name = [...box.classList].find((c) => c.startsWith(prefix));
    const action = name && name.slice(prefix.length);
    if (!button || button.disabled || !window.__stepActions.includes(action)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    record((store.pages[page] = store.pages[page] || { seq: 0, log: [] }), action);
  }

  function onKey(event) {
    if (!new URLSearchParams(window.location.search).has("present")) return;
    const action = window.__stepKeys[event.key];
    const page = pageName();
    const mine = (store.pages[page] = store.pages[page] || { seq: 0, log: [] });
    if (!action || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest && event.target.closest("input, textarea, select, [contenteditable]")) return;
    // While the room guesses the walkthrough waits (ui/lesson.py, guessing):
    // a key then moves nothing, now or after the reveal.
    if (document.querySelector(".st-key-room_guessing")) return;
    event.preventDefault();
    record(mine, action);
  }

  if (!store.listening) {
    window.addEventListener("click", onClick, true);
    window.addEventListener("keydown", onKey, true);
    store.listening = true;
  }
})();
