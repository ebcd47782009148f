// A room's scroll (ui/room.py, scroll_to): on a phone to the room's box, on
// the projector to the revealed answer. Scroll to one of the app's own
// blocks once it is drawn, just under Streamlit's 60 px bar. Set before
// this runs: window.__roomScroll = {target: a CSS selector}. The block is
// aligned again every quarter second while the lesson above it finishes
// drawing: until it has held still for 2 s with the app's run over (a slow
// phone may take many seconds to draw the charts above it; at most 60 s),
// unless the learner touches, clicks, scrolls or types first, or a later
// scroll takes over. A press is seen before the control pressed (Streamlit's
// radios keep theirs to themselves). Once it has stopped, window.roomScroll
// is null.
(() => {
  const { target, nearest } = window.__roomScroll;
  const me = Symbol();
  window.roomScroll = me;
  let touched = false, waited = 0, aligned = 0, still = 0;
  for (const kind of ["pointerdown", "touchstart", "wheel", "keydown"]) {
    document.addEventListener(kind, () => { touched = true; }, { once: true, passive: true, capture: true });
  }

  // Scroll so the block sits 80 px from the top; how far it had to move
  // (null while the block is not drawn yet).
  // With `nearest` (a message under a field of the sidebar), only as far
  // as brings the block's foot into view, the field above it staying.
  function align() {
    const el = document.querySelector(target);
    if (!el) return null;
    const box = el.closest("[data-testid=stMain]") || el.closest("[data-testid=stSidebarContent]");
    const rect = el.getBoundingClientRect();
    let by = Math.round(rect.top - 80);
    if (nearest) {
      const bottom = box ? Math.min(box.getBoundingClientRect().bottom, window.innerHeight) : window.innerHeight;
      by = Math.max(0, Math.round(rect.bottom + 8 - bottom));
    }
    if (box && by) box.scrollBy(0, by);
    return by;
  }

  // Streamlit marks its app "running" while a script run draws the page.
  function running() {
    const app = document.querySelector("[data-testid=stApp]");
    return !app || app.getAttribute("data-test-script-state") !== "notRunning";
  }

  function stop() {
    if (window.roomScroll === me) window.roomScroll = null;
  }

  function go() {
    if (touched || window.roomScroll !== me) return stop();
    const by = align();
    if (by === null) {
      if (++waited < 600) setTimeout(go, 100);
      else stop();
      return;
    }
    if (Math.abs(by) >= 2) still = 0;
    else if (!running()) still += 1;
    if (still < 8 && ++aligned < 240) setTimeout(go, 250);
    else stop();
  }
  go();
})();
