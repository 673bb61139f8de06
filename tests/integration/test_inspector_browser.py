"""The web inspector in a real headless Chromium (Debian's chromium + chromium-driver, driven
by selenium) against a real server: browse, search with explanations, a history chain, edit,
suppress, restore and delete (checked through gRPC), and keys (no key: the page asks for one;
alice's key never shows bob's memories).

With INSPECTOR_SCREENSHOTS=1 the main views are saved to docs/ (the README shows them).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest

from memoryd.server import auth
from memoryd.v1 import memory_pb2 as pb

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
DOCS = Path(__file__).resolve().parents[2] / "docs"
WAIT_S = 30

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is a test dependency")
if not (Path(CHROMIUM).exists() and Path(DRIVER).exists()):
    pytest.skip(
        "needs Debian's chromium and chromium-driver (apt-get install -y chromium "
        "chromium-driver; .ci/run installs them)",
        allow_module_level=True,
    )

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture
def browser() -> Iterator:
    profile = tempfile.mkdtemp(prefix="memoryd-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                 "--window-size=1400,900", f"--user-data-dir={profile}"):  # fmt: skip
        options.add_argument(flag)
    driver = webdriver.Chrome(service=webdriver.ChromeService(executable_path=DRIVER),
                              options=options)  # fmt: skip
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _wait(driver, condition, timeout: float = WAIT_S):
    return WebDriverWait(driver, timeout).until(condition)


def _rows(driver, table: str) -> list:
    return driver.find_elements(By.CSS_SELECTOR, f"#{table} tbody tr[data-id]")


def _offered(driver) -> list[tuple[str, str]]:
    """Return the (user_id, agent_id) pools the page's pool picker offers."""
    options = driver.find_elements(By.CSS_SELECTOR, "#pool-pick option[data-user]")
    return [(o.get_attribute("data-user"), o.get_attribute("data-agent")) for o in options]


def _open_pool(driver, user: str, agent: str = "") -> None:
    """Pick the pool (user, agent) in the pool picker (never typed: the server lists it)."""
    selector = f"#pool-pick option[data-user='{user}'][data-agent='{agent}']"
    _wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, selector)).click()
    driver.find_element(By.ID, "pool-open").click()


def _shot(driver, name: str) -> None:
    if os.environ.get("INSPECTOR_SCREENSHOTS"):
        driver.save_screenshot(str(DOCS / f"inspector-{name}.png"))


def _status_of(server, scope: pb.Scope, memory_id: str):
    try:
        return server.stub.Get(pb.GetRequest(scope=scope, id=memory_id)).status
    except grpc.RpcError as exc:
        return exc.code()


@pytest.fixture(scope="module")
def web(start_server):
    return start_server(None, "--http-listen", "127.0.0.1:0")  # the real embedding model


def test_a_person_browses_searches_and_corrects_a_pool(web, browser, user_id):
    scope = pb.Scope(user_id=user_id, session_id="web")
    stored = {}
    for text in ("I drink green tea every morning", "My locker code is 4411",
                 "My budget is 500k", "My budget is now 800k"):  # fmt: skip
        stored[text] = web.stub.Remember(pb.RememberRequest(scope=scope, content=text,
                                                            tags=["web"])).memory.id
    browser.get(f"http://{web.http}/")
    _open_pool(browser, user_id)
    _wait(browser, lambda d: len(_rows(d, "memories")) == 4)
    assert "superseded" in browser.find_element(By.ID, "memories").text  # every status listed
    _shot(browser, "memories")

    # Filter: text contains.
    browser.find_element(By.ID, "f-text").send_keys("locker")
    browser.find_element(By.ID, "filter-apply").click()
    _wait(browser, lambda d: len(_rows(d, "memories")) == 1)
    browser.find_element(By.ID, "f-text").clear()

    # Search, with each hit's terms and what was left out.
    browser.find_element(By.ID, "tab-search").click()
    browser.find_element(By.ID, "search-query").send_keys("what is my budget")
    browser.find_element(By.ID, "search-go").click()
    _wait(browser, lambda d: len(_rows(d, "hits")) >= 1)
    first = _rows(browser, "hits")[0]
    assert "800k" in first.text and "+" in first.find_element(By.CLASS_NAME, "terms").text
    left = browser.find_element(By.ID, "left-out").text
    assert "superseded" in left and "500k" in left
    _shot(browser, "search")

    # The history chain of the hit: the replaced version, then the current one.
    first.click()
    _wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#history > li")) == 2)
    history = browser.find_element(By.ID, "history").text
    assert history.index("500k") < history.index("800k") and "supersede" in history
    _shot(browser, "history")

    # Suppress then restore the locker code, with the keyboard, checked through gRPC.
    browser.find_element(By.ID, "tab-memories").click()
    browser.find_element(By.ID, "filter-apply").click()
    locker = stored["My locker code is 4411"]
    selector = f"#memories tr[data-id='{locker}']"
    row = _wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, selector))
    browser.execute_script("arguments[0].focus()", row)  # rows are in the tab order
    ActionChains(browser).send_keys(Keys.ENTER).perform()  # Enter opens it
    title = "My locker code is 4411"
    _wait(browser, lambda d: d.find_element(By.ID, "detail-title").text == title)
    browser.find_element(By.ID, "suppress").click()
    _wait(browser, lambda d: _status_of(web, scope, locker) == pb.STATUS_SUPPRESSED)
    _wait(browser, ec.element_to_be_clickable((By.ID, "restore"))).click()
    _wait(browser, lambda d: _status_of(web, scope, locker) == pb.STATUS_ACTIVE)

    # Edit in place: importance.
    _wait(browser, ec.element_to_be_clickable((By.ID, "edit-save")))
    importance = browser.find_element(By.ID, "edit-importance")
    importance.clear()
    importance.send_keys("0.95")
    browser.find_element(By.ID, "edit-save").click()
    _wait(browser, lambda d: round(web.stub.Get(pb.GetRequest(scope=scope, id=locker)).importance,
                                   2) == 0.95)  # fmt: skip

    # Delete asks first; "Keep it" keeps it, "Delete for good" erases it.
    browser.find_element(By.ID, "delete").click()
    _wait(browser, ec.element_to_be_clickable((By.ID, "confirm-no"))).click()
    assert _status_of(web, scope, locker) == pb.STATUS_ACTIVE
    browser.find_element(By.ID, "delete").click()
    _wait(browser, ec.element_to_be_clickable((By.ID, "confirm-yes"))).click()
    _wait(browser, lambda d: _status_of(web, scope, locker) == grpc.StatusCode.NOT_FOUND)
    _wait(browser, lambda d: len(_rows(d, "memories")) == 3)

    # The agent's recall answers and its feedback, through gRPC: what the quality view shows
    # (the page's own explained searches above are a person inspecting, not counted).
    answered = web.stub.Recall(pb.RecallRequest(scope=scope, query="what is my budget",
                                                top_k=2)).hits  # fmt: skip
    web.stub.Recall(pb.RecallRequest(scope=scope, query="tea",
                                     filter=pb.MemoryFilter(tags=["no-such-tag"])))  # fmt: skip
    web.stub.Feedback(pb.FeedbackRequest(scope=scope, used_ids=[answered[0].memory.id]))

    browser.find_element(By.ID, "tab-stats").click()
    _wait(browser, lambda d: "by_status" in d.find_element(By.ID, "stats").text)
    stats = browser.find_element(By.ID, "stats").text
    assert "total 3" in stats and "recall_hit_rate" in stats
    today = _wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, "#quality tbody tr[data-day]"))

    def cell(field: str) -> str:
        return today.find_element(By.CSS_SELECTOR, f"[data-field='{field}']").text

    assert (cell("answers"), cell("empty"), cell("used")) == ("2", "50%", "1")
    assert cell("returned") == str(len(answered))
    assert cell("hit-rate") == f"{100 / len(answered):.0f}%"
    _shot(browser, "stats")


def test_the_page_asks_for_a_key_and_alice_never_sees_bob(start_server, browser, tmp_path,
                                                         user_id):  # fmt: skip
    alice_key = auth.new_key()
    admin_key = auth.new_key()
    keys = tmp_path / "keys.toml"
    keys.write_text("\n".join([
        auth.format_entry(auth.key_entry("alice", auth.hash_key(alice_key), ["alice"], False)),
        auth.format_entry(auth.key_entry("admin", auth.hash_key(admin_key), [], True)),
    ]) + "\n")  # fmt: skip
    server = start_server(None, "--embedder", "none", "--dimension", "4", "--keys-file",
                          str(keys), "--http-listen", "127.0.0.1:0")  # fmt: skip
    admin = [("authorization", f"Bearer {admin_key}")]
    for user, text in (("alice", "alice likes tea"), ("bob", "bob's secret is 1234")):
        server.stub.Remember(pb.RememberRequest(scope=pb.Scope(user_id=user), content=text,
                                                embedding=[1, 0, 0, 0]), metadata=admin)
    browser.get(f"http://{server.http}/")
    dialog = _wait(browser, ec.visibility_of_element_located((By.ID, "key-dialog")))
    assert "API key" in dialog.text
    browser.find_element(By.ID, "key-input").send_keys(alice_key)
    browser.find_element(By.ID, "key-save").click()
    _wait(browser, lambda d: _offered(d))
    assert _offered(browser) == [("alice", "")]  # the picker never offers bob's pool
    _open_pool(browser, "alice")
    _wait(browser, lambda d: len(_rows(d, "memories")) == 1)
    assert "alice likes tea" in browser.find_element(By.ID, "memories").text
    # A page made to ask for bob's pool anyway (what a hand-edited picker would send).
    answer = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch("/v1/List", {method: "POST", headers: {Authorization: `Bearer ${arguments[0]}`},
                           body: JSON.stringify({scope: {user_id: "bob"}})})
          .then(async (r) => done([r.status, await r.text()]));""", alice_key)  # fmt: skip
    assert answer[0] == 403 and "PERMISSION_DENIED" in answer[1] and "1234" not in answer[1]
    assert "1234" not in browser.find_element(By.TAG_NAME, "body").text
