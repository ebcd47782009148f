"""The browser tests' own harness: a tab a test opens and leaves open is
closed when the test ends, so it does not go on as a live session (a room's
page asking its room every two seconds, a page whose server stopped trying
to reconnect) through every later test of its process."""

import pytest

pytestmark = pytest.mark.browser


def test_a_tab_left_open_is_closed_and_counted_and_the_first_tab_kept(chromium_browser):
    first = set(chromium_browser.profile.pages)
    screens = chromium_browser.new_context(viewport={"width": 390, "height": 844})
    left = [screens.new_page(), chromium_browser.new_page()]
    assert chromium_browser.close_tabs_left_open() == 2
    assert all(page.is_closed() for page in left)
    assert set(chromium_browser.profile.pages) == first
    assert chromium_browser.close_tabs_left_open() == 0
