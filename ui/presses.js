// Counted presses for the step control (ui/steps.py).
//
// Streamlit merges a button's presses that arrive while a run is still going
// (a trigger is one boolean per run), so five quick presses of Next could
// move three steps. Here every press of the control's buttons, and in
// present mode every arrow/Home/End key, gets a number and goes to Python in
// a log that only grows: a state value, of which Streamlit keeps the latest,
// so no press is lost however many arrive during one run. Python applies the
// presses it has not seen, in order, and sends back the last number it
// applied (data.seq), which prunes the log.
//
// The listeners are ui/press_listener.js's (prepended by ui/steps.py); a key
// pressed while the control is being drawn again waits in the page's log
// and is sent when the control is back.
const store = window.__stepPresses;

export default function (component) {
  const { data, setStateValue } = component;
  const mine = (store.pages[data.page] = store.pages[data.page] || { seq: 0, log: [] });
  mine.seq = Math.max(mine.seq, data.seq);
  mine.log = mine.log.filter(([n]) => n > data.seq);
  mine.send = setStateValue;
  // Presses Python has not acknowledged yet (made while the page redrew): sent again.
  if (mine.log.length) setStateValue("presses", { log: mine.log.slice() });
  return () => {
    if (mine.send === setStateValue) mine.send = null;
  };
}
