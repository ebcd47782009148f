"""``python -m course.health``: fails, saying why, when the rooms' database
is set up wrong or the app does not answer, where Streamlit's own health
address passed; passes on a store that opens."""

from course.health import main

from .browser import free_port


def test_a_store_that_opens_passes(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RANKING_ROOMS_DB", str(tmp_path / "rooms.db"))
    assert main([]) == 0
    assert capsys.readouterr().out.strip() == "ok"


def test_a_wrong_database_url_fails_and_says_what_is_wrong(postgres, monkeypatch, capsys):
    monkeypatch.setenv("RANKING_ROOMS_DB", postgres.url.replace("/postgres?", "/no_such_db?"))
    assert main([]) == 1
    said = capsys.readouterr().err
    assert "cannot be reached" in said and "does not exist" in said
    assert "The database named in RANKING_ROOMS_DB does not exist." in said


def test_an_app_that_does_not_answer_fails(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RANKING_ROOMS_DB", str(tmp_path / "rooms.db"))
    url = f"http://127.0.0.1:{free_port()}"
    assert main(["--url", url]) == 1
    assert f"The app does not answer at {url}" in capsys.readouterr().err
