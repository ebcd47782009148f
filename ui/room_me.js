// A phone's learner id in a room, kept in this tab (sessionStorage: one per
// tab, so phones sharing a browser stay apart), so that going Back past the
// join link and Forward again, which opens the bare join link afresh and
// seats a new learner, comes back as the learner this tab was. Set before
// this runs: window.__roomMe = {code, me} (the room's code and this
// session's learner id, the store's own letters). When the tab was another
// learner of this room, the page is opened again as that learner, asking
// the server to let go of the one just seated (drop=); tried once per id,
// so a learner the room no longer knows (one that left) is not asked for
// again and again.
(() => {
  const { code, me } = window.__roomMe;
  const key = "ranking-room-learner:" + code;
  let was = null;
  try { was = sessionStorage.getItem(key); } catch (e) { return; }  // storage off: nothing kept
  if (was && was !== me && sessionStorage.getItem(key + ":tried") !== was) {
    sessionStorage.setItem(key + ":tried", was);
    const url = new URL(window.location.href);
    url.searchParams.set("room", code);
    url.searchParams.set("learner", was);
    url.searchParams.set("drop", me);
    window.location.replace(url.href);
    return;
  }
  sessionStorage.setItem(key, me);
})();
