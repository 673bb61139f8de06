"""Settings: defaults, then the TOML file, then the environment, then flags."""

from __future__ import annotations

from pathlib import Path

import pytest

from memoryd.core import ConfigurationError
from memoryd.server.settings import ServerSettings, load_settings


def test_defaults_match_the_documented_ones():
    settings = load_settings()
    assert settings == ServerSettings()
    assert settings.listen == "127.0.0.1:50051"
    assert settings.data_dir == Path("./data")
    assert settings.engine.embedder == "use-multilingual"
    assert settings.engine.tiers.short_capacity == 256


def test_later_sources_win(tmp_path):
    config = tmp_path / "memoryd.toml"
    config.write_text(
        'listen = "127.0.0.1:7000"\nworkers = 4\n'
        '[engine]\nembedder = "none"\ndimension = 8\n'
        "[engine.limits]\nmax_top_k = 20\nmax_tags = 5\n"
    )
    env = {
        "MEMORYD_CONFIG": str(config),
        "MEMORYD_LISTEN": "127.0.0.1:7001",
        "MEMORYD_DIMENSION": "16",
        "MEMORYD_ENGINE__LIMITS__MAX_TOP_K": "30",
        "HOME": "/root",  # not ours: ignored
    }
    settings = load_settings({"listen": "127.0.0.1:7002", "engine.limits.max_tags": None}, env)

    assert settings.listen == "127.0.0.1:7002"  # flag over env over file
    assert settings.workers == 4  # file
    assert settings.engine.embedder == "none"  # file
    assert settings.engine.dimension == 16  # env alias, coerced to int
    assert settings.engine.limits.max_top_k == 30  # env path
    assert settings.engine.limits.max_tags == 5  # file; a None flag is "not given"
    assert settings.engine.limits.max_batch == 1_000  # untouched keys keep their defaults


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"MEMORYD_WORKERS": "many"}, "workers = 'many'"),
        ({"MEMORYD_ENGINE__LIMITS__NOPE": "1"}, "unknown setting nope in [engine.limits]"),
        ({"MEMORYD_ENGINE__TIERS": "3"}, "engine.tiers is a table"),
    ],
)
def test_bad_settings_say_what_is_wrong(env, message):
    with pytest.raises(ConfigurationError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load_settings(environ=env)


@pytest.mark.parametrize(
    "env",
    [
        {"MEMORYD_PORT": "tcp://10.0.0.7:50051", "MEMORYD_SERVICE_HOST": "10.0.0.7"},
        {"MEMORYD_PORT_50051_TCP_ADDR": "10.0.0.7"},
        {"MEMORYD_WORKRES": "4"},
    ],
)
def test_memoryd_variables_that_are_not_ours_are_ignored_with_a_warning(env, caplog):
    settings = load_settings(environ=dict(env, MEMORYD_WORKERS="3"))
    assert settings.workers == 3
    assert all(name in caplog.text for name in env)


def test_the_clients_variables_are_ignored_silently(caplog):
    load_settings(environ={"MEMORYD_API_KEY": "mdk_x", "MEMORYD_TARGET": "h:1"})
    assert "MEMORYD_API_KEY" not in caplog.text


def test_a_broken_config_file_is_reported(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("listen = ")
    with pytest.raises(ConfigurationError, match="not valid TOML"):
        load_settings(config_file=bad)
    with pytest.raises(ConfigurationError, match="cannot read"):
        load_settings(config_file=tmp_path / "missing.toml")
