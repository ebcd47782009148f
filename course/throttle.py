"""A bound on how often one client may do a thing in a sliding window (the
wrong join codes one address may try a minute); no Streamlit here.

>>> tries = Throttle(limit=2, window=60.0)
>>> tries.add("10.0.0.7", now=0); tries.add("10.0.0.7", now=1)
>>> tries.exhausted("10.0.0.7", now=2), tries.exhausted("10.0.0.8", now=2)
(True, False)
>>> tries.exhausted("10.0.0.7", now=61)
False
"""

from __future__ import annotations

import threading
import time
from collections import deque


class Throttle:
    """At most ``limit`` events per client within ``window`` seconds, counted
    in this process's memory (each server process counts its own). Clients
    are forgotten once their window has passed; at most ``clients`` are
    remembered (the oldest go first), so memory stays bounded."""

    def __init__(self, limit: int, window: float, clients: int = 10_000):
        self.limit, self.window, self.clients = limit, window, clients
        self._events: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, client: str, now: float) -> deque[float]:
        events = self._events.get(client)
        if events is None:
            return deque()
        while events and events[0] <= now - self.window:
            events.popleft()
        if not events:
            del self._events[client]
        return events

    def exhausted(self, client: str, now: float | None = None) -> bool:
        """Whether ``client`` has used its ``limit`` within the window."""
        now = time.monotonic() if now is None else now
        with self._lock:
            return len(self._recent(client, now)) >= self.limit

    def add(self, client: str, now: float | None = None) -> None:
        """One more event of ``client``."""
        now = time.monotonic() if now is None else now
        with self._lock:
            self._recent(client, now)
            if client not in self._events and len(self._events) >= self.clients:
                del self._events[next(iter(self._events))]
            self._events.setdefault(client, deque()).append(now)
