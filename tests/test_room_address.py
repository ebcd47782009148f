"""The room's join link is one phones can open: served on every interface,
the machine's network address (as Streamlit's "Network URL"); with a public
address configured, that one; served on this computer only, the room's box
says phones cannot open it and gives the start command that fixes it."""

import pytest
import streamlit as st
from streamlit import net_util

from ui import room
from ui.state import link


@pytest.fixture
def served(monkeypatch):
    """Set how the app is served: the page's address, ``server.address`` and
    the machine's network address."""

    def set_(url, address=None, ip="192.0.2.7", port=8501):
        options = {"server.address": address, "server.port": port}
        monkeypatch.setattr(link, "app_address", lambda: url)
        monkeypatch.setattr(st, "get_option", lambda name: options[name])
        monkeypatch.setattr(net_util, "get_internal_ip", lambda: ip)
        monkeypatch.setattr(room.state, "root", lambda: "/")

    return set_


def test_served_on_every_interface_phones_get_the_network_address(served):
    served("http://localhost:8501/average_precision")
    assert link.reachable_address() == ("http://192.0.2.7:8501/average_precision", True)
    assert room.join_link("85YH7Q") == "http://192.0.2.7:8501/join?room=85YH7Q"


@pytest.mark.parametrize("address", ["0.0.0.0", "::"])
def test_served_with_the_readmes_class_command_phones_get_the_network_address(served, address):
    """``--server.address 0.0.0.0`` (the README's command for a class) serves
    every interface: the join link is the network address, with no warning.
    (It once read 0.0.0.0 as this computer only: a localhost link, and a
    warning asking for the very command the teacher had used.)"""
    served("http://localhost:8501/average_precision", address=address)
    assert link.reachable_address() == ("http://192.0.2.7:8501/average_precision", True)
    assert room.join_link("85YH7Q") == "http://192.0.2.7:8501/join?room=85YH7Q"


def test_served_on_this_computer_only_the_link_stays_and_says_phones_cannot_open_it(served):
    served("http://localhost:8501/average_precision", address="127.0.0.1")
    assert link.reachable_address() == ("http://localhost:8501/average_precision", False)
    assert room.join_link("85YH7Q") == "http://localhost:8501/join?room=85YH7Q"


def test_a_public_address_is_kept_as_it_is(served):
    served("https://metrics.example.org/average_precision", ip=None)
    assert link.reachable_address() == ("https://metrics.example.org/average_precision", True)


def test_no_network_address_found_is_said_too(served):
    served("http://localhost:8501/average_precision", ip=None)
    assert link.reachable_address()[1] is False


def test_the_command_that_fixes_it_serves_every_interface():
    assert "--server.address 0.0.0.0" in room.REACHABLE_START
    assert room.REACHABLE_START.startswith("python -m streamlit run app.py")
