"""The sensitive-data detector: each kind in Chinese and English sentences, the look-alikes it
must leave alone, the masked forms, overlap resolution, the policies, and round-trip properties.

Valid IDs and card numbers are built here with a plain reimplementation of their check digits,
so the tests do not trust the module's own arithmetic.
"""

# ruff: noqa: RUF001

from __future__ import annotations

import time
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memoryd.core.errors import InvalidArgument
from memoryd.core.text.redact import KINDS, Finding, Redaction, find, mask, redact

TODAY = date(2025, 6, 1)


def with_id_check(first17: str) -> str:
    """GB 11643: weights 2^(17-i) mod 11; check = (12 - sum mod 11) mod 11, 10 written X."""
    total = sum(int(d) * (2 ** (17 - i) % 11) for i, d in enumerate(first17))
    check = (12 - total % 11) % 11
    return first17 + ("X" if check == 10 else str(check))


def with_luhn(body: str) -> str:
    """Append the digit that makes ``body`` pass Luhn (brute force over the ten choices)."""
    for c in "0123456789":
        number = body + c
        total = 0
        for i, ch in enumerate(reversed(number)):
            d = int(ch) * (2 if i % 2 else 1)
            total += d // 10 + d % 10
        if total % 10 == 0:
            return number
    raise AssertionError("unreachable")


def bad_id_check(valid: str) -> str:
    """The same 17 digits with a wrong check digit that also fails Luhn (so no card either)."""
    luhn = with_luhn(valid[:17])[-1]
    return valid[:17] + next(c for c in "0123456789" if c not in (valid[17], luhn))


def bad_luhn(valid: str) -> str:
    return valid[:-1] + str((int(valid[-1]) + 1) % 10)


ID_X = with_id_check("11010519491231002")  # ends in X
ID_A = with_id_check("44030419900307123")
ID_B = with_id_check("32010219851123456")
VISA = with_luhn("411111111111111")
UNIONPAY_19 = with_luhn("622202123456789012")
AMEX = with_luhn("37828224631000")
ORDER_16 = bad_luhn(with_luhn("452312345678901"))


def kinds_of(text: str) -> list[str]:
    return [f.kind for f in find(text, today=TODAY)]


def spans_of(text: str) -> list[str]:
    return [text[f.start : f.end] for f in find(text, today=TODAY)]


def test_reference_helpers_match_published_examples() -> None:
    assert ID_X == "11010519491231002X"  # the GB 11643 worked example
    assert with_luhn("7992739871") == "79927398713"  # the classic Luhn example
    assert with_luhn("411111111111111") == "4111111111111111"


# ---------------------------------------------------------------- each kind finds its data


@pytest.mark.parametrize(
    ("text", "kind", "secret"),
    [
        # cn_id
        (f"我的身份证号是{ID_X}，请记住", "cn_id", ID_X),
        (f"My Chinese ID is {ID_A}.", "cn_id", ID_A),
        (f"身份证：{ID_X.lower()}", "cn_id", ID_X.lower()),
        (f"ID card {ID_B[:6]} {ID_B[6:14]} {ID_B[14:]} on file", "cn_id",
         f"{ID_B[:6]} {ID_B[6:14]} {ID_B[14:]}"),
        ("老身份证号 110105491231002 还能用吗", "cn_id", "110105491231002"),
        ("身份证号" + ID_A.translate(str.maketrans("0123456789", "０１２３４５６７８９")),
         "cn_id", ID_A.translate(str.maketrans("0123456789", "０１２３４５６７８９"))),
        # bank_card
        (f"我的银行卡号是{UNIONPAY_19}，开户行是招商银行", "bank_card", UNIONPAY_19),
        (f"Card: {VISA[:4]} {VISA[4:8]} {VISA[8:12]} {VISA[12:]} exp 12/27", "bank_card",
         f"{VISA[:4]} {VISA[4:8]} {VISA[8:12]} {VISA[12:]}"),
        (f"Amex {AMEX[:4]}-{AMEX[4:10]}-{AMEX[10:]} please", "bank_card",
         f"{AMEX[:4]}-{AMEX[4:10]}-{AMEX[10:]}"),
        (f"卡号 {VISA} 123 是安全码", "bank_card", VISA),
        ("Mastercard 2221000000000009 works", "bank_card", "2221000000000009"),
        # phone
        ("我的手机号是13812345678，有事打给我", "phone", "13812345678"),
        ("联系电话：138-1234-5678", "phone", "138-1234-5678"),
        ("电话 +86 138 1234 5678", "phone", "+86 138 1234 5678"),
        ("拨打0086-13812345678", "phone", "0086-13812345678"),
        ("Call me at +44 20 7946 0958 tomorrow", "phone", "+44 20 7946 0958"),
        ("my number is +1 (415) 555-2671", "phone", "+1 (415) 555-2671"),
        ("office: (415) 555-2671.", "phone", "(415) 555-2671"),
        ("text 415-555-2671 after six", "phone", "415-555-2671"),
        ("手机：１３８１２３４５６７８", "phone", "１３８１２３４５６７８"),
        # email
        ("我的邮箱是zhang.san@example.com，欢迎来信", "email", "zhang.san@example.com"),
        ("Write to John.Doe+news@mail.example.co.uk.", "email", "John.Doe+news@mail.example.co.uk"),
        ("QQ邮箱 12345678@qq.com", "email", "12345678@qq.com"),
        # api_key
        ("my key is sk-proj-abcDEF1234567890abcdefXYZ ok", "api_key",
         "sk-proj-abcDEF1234567890abcdefXYZ"),
        ("Anthropic: sk-ant-api03-AbC123dEf456GhI789jKl", "api_key",
         "sk-ant-api03-AbC123dEf456GhI789jKl"),
        ("stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc", "api_key", "sk_live_4eC39HqLyjWDarjtT1zdp7dc"),
        ("publishable pk_live_51HxYzAbCdEf12345", "api_key", "pk_live_51HxYzAbCdEf12345"),
        ("token ghp_" + "a1B2" * 9 + " for CI", "api_key", "ghp_" + "a1B2" * 9),
        ("github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "api_key",
         "github_pat_11ABCDEFG0123456789_abcdefghijklmnop"),
        ("slack xoxb-1234567890-abcdefghij", "api_key", "xoxb-1234567890-abcdefghij"),
        ("AWS 访问密钥 AKIAIOSFODNN7EXAMPLE 别外传", "api_key", "AKIAIOSFODNN7EXAMPLE"),
        ("maps AIzaSyD-1234567890abcdefghijklmnopqrstu", "api_key",
         "AIzaSyD-1234567890abcdefghijklmnopqrstu"),
        ("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123", "api_key",
         "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc123"),
        ("api_key = 'a8F3kL9zQ2wX7vB1nM4cR6tY0uI5oP3s'.", "api_key",
         "a8F3kL9zQ2wX7vB1nM4cR6tY0uI5oP3s"),
        ("SECRET_KEY=9f8e7d6c5b4a39281706f5e4d3c2b1a0ffee", "api_key",
         "9f8e7d6c5b4a39281706f5e4d3c2b1a0ffee"),
        ("数据库密码：Xk29sLq81ZmN04vBt7RcY6wE3uPa5oJd", "api_key",
         "Xk29sLq81ZmN04vBt7RcY6wE3uPa5oJd"),
        ("令牌=Zq7W1x8Y2v9U3t0S4r5Q6p7O8n9M0l1K", "api_key", "Zq7W1x8Y2v9U3t0S4r5Q6p7O8n9M0l1K"),
    ],
)  # fmt: skip
def test_finds(text: str, kind: str, secret: str) -> None:
    assert kinds_of(text) == [kind]
    assert spans_of(text) == [secret]


# ---------------------------------------------------------------- look-alikes left alone


@pytest.mark.parametrize(
    "text",
    [
        # 18-digit numbers that are not IDs
        f"编号 {bad_id_check(ID_A)} 已作废",
        f"serial {bad_id_check(ID_X)}",
        "流水号 440304199013071235",  # month 13
        "ref 990304199003071234",  # region 99 does not exist
        "born 440304189903071231",  # before 1900
        f"ID {with_id_check('44030420300307123')} is from the future",
        "legacy 110105491331002",  # 15 digits, month 13
        # order numbers and other digit runs that are not cards
        f"订单号 {ORDER_16} 已发货",
        f"order #{ORDER_16} shipped",
        f"tracking {bad_luhn(UNIONPAY_19)}",
        "订单号 ORD-4111111111111111 已付款",  # part of an id
        "batch A4111111111111111",
        f"long run 9{VISA} is one number",  # 17 digits, 16 of which pass Luhn
        f"long run {VISA}0000 is one number",
        "ts 1712345678901 ms",  # millisecond timestamp, 13 digits starting with 1
        "单号 2024011512345678 尚未出库",  # date-stamped order number
        # dates, amounts, versions, ids
        "会议在2024-01-15 14:30举行",
        "on 2024/01/15 and 15.01.2024",
        "价格 ¥1,299.00，原价 $12,345,678.90",
        "ISBN 978-0-306-40615-7 and 9780306406157",
        "upgrade to v1.2.3 or 10.0.19045.3803",
        "uuid 550e8400-e29b-41d4-a716-446655440000",
        "trace 123e4567-e89b-12d3-a456-426614174000 done",
        "IP 192.168.100.200 port 8080",
        "共12345678901234567890件",  # 20 digits: no card inside it
        "身份证号码是18位数字",
        # phone look-alikes
        "12345678901 is not a mobile (12 prefix)",
        "order 1381234567890 (13 digits)",
        "2024-555-1234-99",
        "score 3-4-2025",
        # email look-alikes
        "user@localhost and @handle and a@b",
        "version foo@1.2.3",
        # api_key look-alikes
        "we use scikit-learn and task-management-system-v2",
        "the sk-learn alias",
        "the bearer of this letter is a friend",
        "key: value",
        "password: see_the_team_wiki_page_for_details_please",
        "token = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1",
        "a monkey: 8f3kL9zQ2wX7vB1nM4cR6tY0uI5oP3sA1",
        "hash 9f8e7d6c5b4a39281706f5e4d3c2b1a0ffee",  # no key word before it
        "我喜欢喝咖啡，住在北京，养了一只猫",
        "I moved to Boston in 2019 and paid $1,500 rent.",
    ],
)
def test_leaves_look_alikes_alone(text: str) -> None:
    assert find(text, today=TODAY) == []
    assert redact(text) == Redaction(text, ())


# ---------------------------------------------------------------- masking


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        (f"身份证{ID_X}", "身份证110105********002X"),
        ("老证 110105491231002。", "老证 110105*****1002。"),
        (f"card {VISA}", "card **** **** **** 1111"),
        (f"卡号 {UNIONPAY_19[:4]} {UNIONPAY_19[4:8]} {UNIONPAY_19[8:12]} {UNIONPAY_19[12:16]} "
         f"{UNIONPAY_19[16:]}", f"卡号 **** **** **** {UNIONPAY_19[-4:]}"),
        ("手机13812345678", "手机138****5678"),
        ("电话 +86 138-1234-5678", "电话 138****5678"),
        ("call +1 (415) 555-2671", "call ***-****-2671"),
        ("call 415-555-2671", "call ***-****-2671"),
        ("mail john@example.com", "mail j***@example.com"),
        ("key sk_live_4eC39HqLyjWDarjtT1zdp7dc", "key [REDACTED api_key]"),
        ("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.abc123def456",
         "Authorization: Bearer [REDACTED api_key]"),
    ],
)  # fmt: skip
def test_mask_forms(text: str, masked: str) -> None:
    assert redact(text).text == masked


def test_mask_keeps_everything_outside_the_findings() -> None:
    text = f"A {VISA} B zhang@example.com C 13812345678 D"
    out = mask(text, find(text))
    assert out == "A **** **** **** 1111 B z***@example.com C 138****5678 D"


def test_mask_rejects_overlapping_or_out_of_range_findings() -> None:
    with pytest.raises(ValueError, match="overlaps"):
        mask("0123456789", [Finding("phone", 0, 5), Finding("phone", 3, 8)])
    with pytest.raises(ValueError, match="outside"):
        mask("short", [Finding("email", 2, 50)])
    with pytest.raises(ValueError, match="kind"):
        mask("short", [Finding("ssn", 0, 2)])


# ---------------------------------------------------------------- overlaps


def test_cn_id_wins_over_a_bank_card_of_the_same_digits() -> None:
    # An ID that also passes Luhn and starts with a card prefix: the ID is the better name.
    for seq in range(1000):
        candidate = with_id_check(f"44030419900307{seq:03d}")
        if candidate[-1] != "X" and with_luhn(candidate[:-1]) == candidate:
            break
    else:
        pytest.fail("no ID that also passes Luhn in the range searched")
    assert kinds_of(f"号码 {candidate}") == ["cn_id"]


def test_longer_finding_wins() -> None:
    # A mobile number that is the local part of an email: the email covers it.
    assert kinds_of("邮箱 13812345678@163.com") == ["email"]
    # +86 mobile: the international and the Chinese pattern agree; one finding.
    assert spans_of("电话 +86 13812345678") == ["+86 13812345678"]
    # A phone inside a labelled secret: the secret wins.
    text = "token=13812345678abcdefghijKLMNOPQRSTUVWXYZ0123"
    assert kinds_of(text) == ["api_key"]


def test_findings_are_sorted_and_disjoint() -> None:
    text = (
        f"卡 {VISA}，证 {ID_A}，电话 13812345678，邮箱 a@b.cn，"
        "key AKIAIOSFODNN7EXAMPLE, call +44 20 7946 0958"
    )
    found = find(text, today=TODAY)
    assert [f.kind for f in found] == ["bank_card", "cn_id", "phone", "email", "api_key", "phone"]
    assert all(a.end <= b.start for a, b in zip(found, found[1:], strict=False))


def test_birth_date_is_bounded_by_today() -> None:
    tomorrow_born = with_id_check("44030420250602123")
    assert kinds_of(f"ID {tomorrow_born}") == []
    assert [f.kind for f in find(f"ID {tomorrow_born}", today=date(2025, 6, 2))] == ["cn_id"]


# ---------------------------------------------------------------- policies


def test_keep_reports_kinds_and_leaves_text() -> None:
    text = f"卡号{VISA}，邮箱 li@example.com"
    assert redact(text, "keep") == Redaction(text, ("bank_card", "email"))


def test_mask_is_the_default_and_reports_kinds() -> None:
    result = redact(f"id {ID_A} mail li@example.com")
    assert result.kinds == ("cn_id", "email")
    assert ID_A not in result.text


def test_refuse_names_kinds_but_never_the_secret() -> None:
    text = f"我的卡号是{VISA}，密钥 sk_live_4eC39HqLyjWDarjtT1zdp7dc"
    with pytest.raises(InvalidArgument) as info:
        redact(text, "refuse")
    message = str(info.value)
    assert info.value.field == "content"
    assert "bank_card, api_key" in message and "'refuse'" in message and "'mask'" in message
    assert VISA not in message and "4eC39HqLyjWDarjtT1zdp7dc" not in message
    assert VISA[-4:] not in message


def test_refuse_passes_clean_text() -> None:
    assert redact("今天天气不错", "refuse") == Redaction("今天天气不错", ())


def test_unknown_policy_names_the_allowed_ones() -> None:
    with pytest.raises(ValueError, match="'mask', 'refuse', 'keep'"):
        redact("hi", "drop")


# ---------------------------------------------------------------- properties

_FILLER = st.text(
    alphabet=st.sampled_from("我的是在了和有这个 abcdefghij XYZ.,!?，。：、()"), max_size=30
)


@st.composite
def secrets(draw: st.DrawFn) -> tuple[str, str]:
    kind = draw(st.sampled_from(KINDS))
    digits = st.text(alphabet="0123456789", min_size=1, max_size=1)
    if kind == "cn_id":
        year = draw(st.integers(1900, 2024))
        month = draw(st.integers(1, 12))
        day = draw(st.integers(1, 28))
        region = draw(st.sampled_from(["110105", "440304", "320102", "510107", "650102"]))
        seq = "".join(draw(digits) for _ in range(3))
        return kind, with_id_check(f"{region}{year:04d}{month:02d}{day:02d}{seq}")
    if kind == "bank_card":
        prefix = draw(st.sampled_from(["4", "51", "6222", "37", "2221"]))
        length = draw(st.integers(13, 19))
        body = prefix + "".join(draw(digits) for _ in range(length - len(prefix) - 1))
        return kind, with_luhn(body)
    if kind == "phone":
        rest = "".join(draw(digits) for _ in range(9))
        return kind, "1" + draw(st.sampled_from("3456789")) + rest
    if kind == "email":
        local = draw(st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=2))
        return kind, f"{local}@example.com"
    body = draw(st.text(alphabet="ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz", min_size=24))
    return kind, f"sk_live_{body}{draw(digits)}"


@settings(max_examples=200, deadline=None)
@given(before=_FILLER, secret=secrets(), after=_FILLER)
def test_masked_output_never_holds_the_secret(
    before: str, secret: tuple[str, str], after: str
) -> None:
    kind, value = secret
    text = f"{before} {value} {after}"
    result = redact(text)
    # A 15-digit card number can also be a valid first-generation ID number (region, YYMMDD,
    # sequence); either finding masks it, which is the property that matters.
    assert kind in result.kinds or (kind == "bank_card" and result.kinds == ("cn_id",))
    assert value not in result.text
    assert result.text.startswith(before) and result.text.endswith(after)


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=80))
def test_text_without_findings_is_unchanged(text: str) -> None:
    found = find(text)
    if not found:
        assert mask(text, found) == text
        assert redact(text).text == text
    else:
        # Masking touches only the findings: what precedes the first one is kept verbatim.
        assert redact(text).text.startswith(text[: found[0].start])
    assert redact(text, "keep").text == text


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="0123456789 -+()@.abcxX:=", max_size=60))
def test_findings_are_well_formed_on_digit_soup(text: str) -> None:
    found = find(text)
    assert all(0 <= f.start < f.end <= len(text) and f.kind in KINDS for f in found)
    assert all(a.end <= b.start for a, b in zip(found, found[1:], strict=False))
    mask(text, found)  # never raises on find's own output


@pytest.mark.parametrize(
    "text",
    [
        "1" * 20_000,
        "+1 " + "12 " * 5_000,  # many short groups: card windows must stay linear
        "4111 " * 5_000,
        "12-" * 7_000,
        "a." * 10_000 + "@",
        "x@" + "a." * 10_000 + "1",
        "token: " + "a1" * 10_000,
        "Bearer " + "a" * 20_000 + "!",
        "(415) " * 5_000,
        "key:" * 5_000,
    ],
    ids=lambda t: repr(t[:12]),
)
def test_adversarial_inputs_take_linear_time(text: str) -> None:
    # Memory text is user input: no pattern may backtrack catastrophically. Each of these took
    # well under 0.1 s when written; a second means a regex or window loop went super-linear.
    start = time.perf_counter()
    find(text)
    assert time.perf_counter() - start < 1.0
