"""The browser tests' tabs (tests/browser.py, ``Chromium.lend``): a tab an
earlier test gave back carries nothing of it into the next test."""

import pytest

from .browser import goto

pytestmark = pytest.mark.browser

SIZE = {"width": 1280, "height": 720}


def test_a_tab_given_back_is_lent_again_with_empty_storage(chromium_browser, server):
    page = chromium_browser.lend(SIZE)
    goto(page, server, "/")
    page.evaluate(
        "() => { localStorage.setItem('left', '1'); sessionStorage.setItem('left', '1'); }"
    )
    chromium_browser.give_back(page, clean=True)
    again = chromium_browser.lend({"width": 390, "height": 844})
    try:
        assert again is page  # the same tab, so the check below means something
        goto(again, server, "/")
        assert again.evaluate(
            "() => [localStorage.getItem('left'), sessionStorage.getItem('left')]"
        ) == [None, None]
        assert again.viewport_size == {"width": 390, "height": 844}
    finally:
        chromium_browser.give_back(again, clean=True)


@pytest.mark.parametrize(
    "change",
    [
        lambda page: page.add_init_script("window.__left = 1"),
        lambda page: page.on("console", lambda message: None),
        lambda page: page.route("**/nothing", lambda route: route.abort()),
    ],
    ids=["a script on every page", "a listener", "a route"],
)
def test_a_tab_a_test_changed_for_good_is_closed_not_lent_again(chromium_browser, server, change):
    page = chromium_browser.lend(SIZE)
    change(page)
    goto(page, server, "/")
    chromium_browser.give_back(page, clean=True)
    assert page.is_closed()


def test_a_failed_tests_tab_is_closed(chromium_browser, server):
    page = chromium_browser.lend(SIZE)
    goto(page, server, "/")
    chromium_browser.give_back(page, clean=False)
    assert page.is_closed()
